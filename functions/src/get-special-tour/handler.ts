import * as contract from "@tembea/shared/contract/catalogue";
import { findAgency } from "../data/agencies.js";
import { findTourWithDetails } from "../data/tours.js";
import { notFound } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { today } from "../platform/clock.js";

export const handler = httpHandler(contract.getSpecialTour, async ({ params }) => {
  const found = await findTourWithDetails(params.id, today());
  if (found?.tour.kind !== "special") throw notFound();
  const agency = await findAgency(found.tour.agencyId);
  if (!agency) throw new Error(`tour ${params.id} names missing agency ${found.tour.agencyId}`);
  return { tour: found.tour, agency, reviews: found.reviews };
});
