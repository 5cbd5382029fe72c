import { departureGuaranteed, type GroupTour, type PublicDeparture } from "@tembea/shared";
import type { StoredDeparture } from "../../data/tours.js";

/**
 * Departures as travellers see them: whether each is guaranteed, never how many have paid (the
 * agency's business). The tour page and the agents' preview of it answer the same.
 */
export const publicDepartures = (
  departures: readonly StoredDeparture[],
  tour: Pick<GroupTour, "groupSize">,
): PublicDeparture[] =>
  departures.map(({ confirmedTravellers, ...departure }) => ({
    ...departure,
    guaranteed: departureGuaranteed(confirmedTravellers, tour.groupSize.min),
  }));
