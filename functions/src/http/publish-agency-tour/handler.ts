import { missingForPublish } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import {
  agencyTourView,
  hasDepartureOnSale,
  tourChanged,
  tourOfAgency,
} from "../../core/tours/agency-tours.js";
import { draftOfTour } from "../../core/tours/draft-of-tour.js";
import { publicTourOf } from "../../core/tours/public-tour.js";
import { publishTourDraft } from "../../data/tour-drafts.js";
import { AppError } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Checks the draft of the version the agent saw, then writes it as the public tour: the public
 * schema parses it (publicTourOf), after missingForPublish said nothing is missing.
 */
export const handler = httpHandler(contract.publishAgencyTour, async ({ params, body, caller }) => {
  const loaded = await tourOfAgency(caller, params.tourId);
  const { stored, partition } = loaded;
  if (body.version !== stored.version) throw tourChanged(stored);
  const { readyPhotoIds, keepsImage } = loaded;
  const missing = missingForPublish(stored.draft, {
    hasDepartureOnSale: hasDepartureOnSale(partition.departures, today()),
    readyPhotoIds,
    keepsImage,
  });
  if (missing.length > 0) throw new AppError("TOUR_INCOMPLETE", undefined, { missing });
  const tour = publicTourOf(stored.draft, {
    tourId: stored.tourId,
    agencyId: loaded.agencyId,
    kind: stored.kind,
    destination: stored.destination,
    current: partition.tour,
    readyPhotoIds,
  });
  const now = new Date();
  const audit = auditEntry({
    actor: actorOf(caller, "agent"),
    action: "tour.published",
    target: { type: "tour", id: stored.tourId, label: tour.title.en },
    agencyId: loaded.agencyId,
    // What went live: the changes from the page travellers saw before.
    before: partition.tour ? draftOfTour(partition.tour) : undefined,
    after: stored.draft,
    at: now,
  });
  const published = await publishTourDraft(
    stored,
    loaded.exists,
    body.version,
    tour,
    now.toISOString(),
    audit,
  );
  const after = await tourOfAgency(caller, params.tourId);
  if (published === "changed") throw tourChanged(after.stored);
  return agencyTourView(after, today());
});
