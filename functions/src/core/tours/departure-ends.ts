import { returnDate } from "@tembea/shared";
import type { AgencyDepartureItem } from "../../data/tours.js";
import { AppError } from "../../platform/app-error.js";

/** One departure's end date, moved to follow a new trip length. */
export interface EndMove {
  startDate: string;
  from: string;
  to: string;
}

/** DynamoDB's most items in one TransactWriteItems. */
const transactionItems = 100;

/**
 * The length that sets the end dates of a group tour's departures: the published one while the tour
 * is live (travellers book what they see), else the draft's; add-departures uses the same rule.
 */
export const governingDuration = (
  live: boolean,
  published: { durationDays: number } | undefined,
  draftDays: number | undefined,
): number | undefined => (live && published ? published.durationDays : draftDays);

/**
 * What a governing length of `durationDays` does to the departures: those ahead of `today` end
 * `durationDays` days after they start, so any that does not is moved. Compared with the stored end
 * dates rather than with the length before, so a length that changed while it did not govern (saved
 * while live, then unpublished) is caught up when it does. A departure with places taken (held or
 * paid) is not moved: its travellers booked the old length, so the change is refused, naming them.
 * One that started already keeps its dates (it is history). None when the length is unknown.
 */
export function endMoves(
  departures: readonly AgencyDepartureItem[],
  durationDays: number | undefined,
  today: string,
): EndMove[] {
  if (durationDays === undefined) return [];
  const moves = departures
    .filter((d) => d.startDate > today)
    .map((d) => ({ departure: d, to: returnDate(d.startDate, durationDays) }))
    .filter(({ departure, to }) => departure.endDate !== to);
  const booked = moves.filter(({ departure }) => departure.placesLeft < departure.capacity);
  if (booked.length > 0) throw departuresBooked(booked.map(({ departure }) => departure.startDate));
  return moves.map(({ departure, to }) => ({ startDate: departure.startDate, from: departure.endDate, to }));
}

/**
 * Refuses a change that would move more end dates than fit beside the `fixedItems` of its
 * transaction: moving some now and the rest later could leave departures of two lengths if the
 * rest failed, so nothing moves and the agent is told how many would.
 */
export function checkMoveLimit(moves: readonly EndMove[], fixedItems: number): void {
  const limit = transactionItems - fixedItems;
  if (moves.length > limit) {
    throw new AppError("TOO_MANY_DEPARTURES_TO_MOVE", undefined, {
      departureDates: moves.map((m) => m.startDate),
      limit,
    });
  }
}

export const departuresBooked = (departureDates: string[]) =>
  new AppError("DEPARTURES_BOOKED", undefined, { departureDates });

/** The departures as they are after the moves (for the answer, without reading them again). */
export const withMovedEnds = (departures: AgencyDepartureItem[], moves: readonly EndMove[]) =>
  departures.map((d) => {
    const move = moves.find((m) => m.startDate === d.startDate);
    return move ? { ...d, endDate: move.to } : d;
  });

/** The moves as the audit entry's before and after (`departureEnds.<startDate>`). */
export const endMovesAudited = (moves: readonly EndMove[]) => ({
  before: Object.fromEntries(moves.map((m) => [m.startDate, m.from])),
  after: Object.fromEntries(moves.map((m) => [m.startDate, m.to])),
});
