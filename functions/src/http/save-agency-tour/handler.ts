import type { TourDraft } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import { agencyTourView, tourChanged, tourOfAgency } from "../../core/tours/agency-tours.js";
import {
  checkMoveLimit,
  endMoves,
  endMovesAudited,
  governingDuration,
  withMovedEnds,
} from "../../core/tours/departure-ends.js";
import { saveTourDraft } from "../../data/tour-drafts.js";
import { validationFailed } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** The draft and its audit entry: the draft item's write. */
const fixedItems = 2;

async function save(
  caller: Caller,
  tourId: string,
  body: { version: number; draft: TourDraft },
  attempt = 1,
) {
  const loaded = await tourOfAgency(caller, tourId);
  const { stored, partition } = loaded;
  if (body.draft.kind !== undefined && body.draft.kind !== stored.kind) {
    throw validationFailed({ "body.draft.kind": "kindMismatch" });
  }
  // Checked by the write's condition too; answering here spares the write a sure failure.
  if (body.version !== stored.version) throw tourChanged(stored);
  const destination = body.draft.destination ?? stored.destination;
  const draft = { ...body.draft, kind: stored.kind, destination };
  const now = today();
  // A tour that is not live takes its departures' length from the draft: a new one moves their end
  // dates in the same transaction (refused while any has places taken). A live tour's length
  // changes when it is published (publish-agency-tour).
  const moves =
    stored.kind === "group"
      ? endMoves(
          partition.departures,
          governingDuration(stored.live, partition.tour, draft.durationDays),
          now,
        )
      : [];
  checkMoveLimit(moves, fixedItems);
  const at = new Date();
  const ends = endMovesAudited(moves);
  const audit = auditEntry({
    actor: actorOf(caller, "agent"),
    action: "tour.saved",
    target: { type: "tour", id: stored.tourId, label: draft.title?.en || stored.tourId },
    agencyId: loaded.agencyId,
    before: moves.length ? { ...stored.draft, departureEnds: ends.before } : stored.draft,
    after: moves.length ? { ...draft, departureEnds: ends.after } : draft,
    at,
  });
  const saved = await saveTourDraft(
    stored,
    loaded.exists,
    body.version,
    { draft, destination, updatedAt: at.toISOString() },
    audit,
    moves,
  );
  // Only the loser reads again, for the draft that won.
  if (saved === "changed") throw tourChanged((await tourOfAgency(caller, tourId)).stored);
  // A departure was booked (or changed) between the read and the write: nothing was written; read
  // again, which refuses the change if it is booked now.
  if (saved === "departuresChanged") {
    if (attempt >= 3) throw new Error(`departures of ${tourId} kept changing during a save`);
    return save(caller, tourId, body, attempt + 1);
  }
  const departures = withMovedEnds(partition.departures, moves);
  return agencyTourView(
    { ...loaded, stored: saved, exists: true, partition: { ...partition, departures } },
    now,
  );
}

export const handler = httpHandler(contract.saveAgencyTour, async ({ params, body, caller }) =>
  save(caller, params.tourId, body),
);
