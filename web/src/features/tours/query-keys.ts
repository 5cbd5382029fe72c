import type { TourKind } from "../../lib/paths";
import { groupTourQuery, specialTourQuery } from "./queries";

/**
 * The tours' cache keys for readers other than the tour pages: the booking flow and My trips read a
 * tour under the tour pages' key (queries.ts, the one place that spells it), so each finds what
 * another has loaded.
 */
export const tourKeys = {
  /** One tour with its agency (and a group tour's departures). */
  detail: (kind: TourKind, id: string) =>
    kind === "group" ? groupTourQuery(id).queryKey : specialTourQuery(id).queryKey,
};
