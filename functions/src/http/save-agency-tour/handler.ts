import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { agencyTourView, tourChanged, tourOfAgency } from "../../core/tours/agency-tours.js";
import { saveTourDraft } from "../../data/tour-drafts.js";
import { validationFailed } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.saveAgencyTour, async ({ params, body, caller }) => {
  const loaded = await tourOfAgency(caller, params.tourId);
  const { stored } = loaded;
  if (body.draft.kind !== undefined && body.draft.kind !== stored.kind) {
    throw validationFailed({ "body.draft.kind": "kindMismatch" });
  }
  // Checked by the write's condition too; answering here spares the write a sure failure.
  if (body.version !== stored.version) throw tourChanged(stored);
  const destination = body.draft.destination ?? stored.destination;
  const draft = { ...body.draft, kind: stored.kind, destination };
  const now = new Date();
  const audit = auditEntry({
    actor: actorOf(caller, "agent"),
    action: "tour.saved",
    target: { type: "tour", id: stored.tourId, label: draft.title?.en || stored.tourId },
    agencyId: loaded.agencyId,
    before: stored.draft,
    after: draft,
    at: now,
  });
  const saved = await saveTourDraft(
    stored,
    loaded.exists,
    body.version,
    { draft, destination, updatedAt: now.toISOString() },
    audit,
  );
  // Only the loser reads again, for the draft that won; a save changes no departure or photo.
  if (saved === "changed") throw tourChanged((await tourOfAgency(caller, params.tourId)).stored);
  return agencyTourView({ ...loaded, stored: saved, exists: true }, today());
});
