import { publicAgency } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/catalogue";
import { publicDepartures } from "../../core/tours/public-departures.js";
import { publicTourPage } from "../../core/tours/public-tour-page.js";
import { findAgency } from "../../data/agencies.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getGroupTour, async ({ params, query }) => {
  // An unpublished tour only for a request naming a booking of it (core/tours/public-tour-page.ts).
  const found = await publicTourPage(params.id, query?.booking);
  if (found?.tour.kind !== "group") throw notFound();
  const stored = await findAgency(found.tour.agencyId);
  if (!stored) throw new Error(`tour ${params.id} names missing agency ${found.tour.agencyId}`);
  return {
    tour: found.tour,
    agency: publicAgency(stored),
    departures: publicDepartures(found.departures, found.tour),
    reviews: found.reviews,
  };
});
