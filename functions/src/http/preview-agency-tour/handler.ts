import { publicAgency } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/agency-tours";
import { tourOfAgency } from "../../core/tours/agency-tours.js";
import { publicDepartures } from "../../core/tours/public-departures.js";
import { publicTourOf } from "../../core/tours/public-tour.js";
import { findAgency } from "../../data/agencies.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** The page travellers would get if the draft went live now, shaped as getGroupTour/getSpecialTour answer. */
export const handler = httpHandler(contract.previewAgencyTour, async ({ params, caller }) => {
  const { stored, partition, agencyId, readyPhotoIds } = await tourOfAgency(caller, params.tourId);
  const storedAgency = await findAgency(agencyId);
  if (!storedAgency) throw new Error(`agent's agency ${agencyId} is missing`);
  const agency = publicAgency(storedAgency);
  const tour = publicTourOf(stored.draft, {
    tourId: stored.tourId,
    agencyId,
    kind: stored.kind,
    destination: stored.destination,
    current: partition.tour,
    readyPhotoIds,
  });
  if (tour.kind === "special") return { tour, agency, reviews: partition.reviews };
  const now = today();
  const departures = publicDepartures(
    partition.departures.filter((d) => d.startDate > now).map(({ everHeld: _, ...departure }) => departure),
    tour,
  );
  return { tour, agency, departures, reviews: partition.reviews };
});
