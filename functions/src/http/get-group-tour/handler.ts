import * as contract from "@tembea/shared/contract/catalogue";
import { findAgency } from "../../data/agencies.js";
import { findTourWithDetails } from "../../data/tours.js";
import { notFound } from "../../platform/app-error.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getGroupTour, async ({ params }) => {
  const found = await findTourWithDetails(params.id, today());
  if (found?.tour.kind !== "group") throw notFound();
  const agency = await findAgency(found.tour.agencyId);
  if (!agency) throw new Error(`tour ${params.id} names missing agency ${found.tour.agencyId}`);
  return { tour: found.tour, agency, departures: found.departures, reviews: found.reviews };
});
