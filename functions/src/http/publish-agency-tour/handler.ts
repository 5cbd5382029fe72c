import { missingForPublish } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/agency-tours";
import { actorOf, auditEntry } from "../../core/audit/record.js";
import {
  agencyTourView,
  hasDepartureOnSale,
  tourChanged,
  tourOfAgency,
} from "../../core/tours/agency-tours.js";
import { checkMoveLimit, endMoves, endMovesAudited, withMovedEnds } from "../../core/tours/departure-ends.js";
import { draftOfTour } from "../../core/tours/draft-of-tour.js";
import { publicTourOf } from "../../core/tours/public-tour.js";
import { publishTourDraft } from "../../data/tour-drafts.js";
import { AppError } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** The draft, the public item and the audit entry. */
const fixedItems = 3;

/**
 * Checks the draft of the version the agent saw, then writes it as the public tour: the public
 * schema parses it (publicTourOf), after missingForPublish said nothing is missing. A new length
 * moves the end dates of the departures ahead in the same transaction (refused while any has
 * places taken: its travellers booked the old length).
 */
async function publish(caller: Caller, tourId: string, version: number, attempt = 1) {
  const loaded = await tourOfAgency(caller, tourId);
  const { stored, partition } = loaded;
  if (version !== stored.version) throw tourChanged(stored);
  const { readyPhotoIds, keepsImage } = loaded;
  const now = today();
  const missing = missingForPublish(stored.draft, {
    hasDepartureOnSale: hasDepartureOnSale(partition.departures, now),
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
  const moves = stored.kind === "group" ? endMoves(partition.departures, tour.durationDays, now) : [];
  checkMoveLimit(moves, fixedItems);
  const at = new Date();
  const ends = endMovesAudited(moves);
  // What went live: the changes from the page travellers saw before.
  const before = partition.tour ? draftOfTour(partition.tour) : undefined;
  const audit = auditEntry({
    actor: actorOf(caller, "agent"),
    action: "tour.published",
    target: { type: "tour", id: stored.tourId, label: tour.title.en },
    agencyId: loaded.agencyId,
    before: moves.length ? { ...before, departureEnds: ends.before } : before,
    after: moves.length ? { ...stored.draft, departureEnds: ends.after } : stored.draft,
    at,
  });
  const published = await publishTourDraft(
    stored,
    loaded.exists,
    version,
    tour,
    at.toISOString(),
    audit,
    moves,
  );
  // Only the loser reads again, for the draft that won.
  if (published === "changed") throw tourChanged((await tourOfAgency(caller, tourId)).stored);
  // A departure was booked (or changed) between the read and the write: nothing was written; read
  // again, which refuses the change if it is booked now.
  if (published === "departuresChanged") {
    if (attempt >= 3) throw new Error(`departures of ${tourId} kept changing during a publish`);
    return publish(caller, tourId, version, attempt + 1);
  }
  const departures = withMovedEnds(partition.departures, moves);
  return agencyTourView(
    { ...loaded, stored: published, exists: true, partition: { ...partition, departures } },
    now,
  );
}

export const handler = httpHandler(contract.publishAgencyTour, async ({ params, body, caller }) =>
  publish(caller, params.tourId, body.version),
);
