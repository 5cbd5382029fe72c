import * as contract from "@tembea/shared/contract/catalogue";
import { listGroupTourItems } from "../../data/tours.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { isLegacyQuery, legacyPage } from "./legacy-page.js";

/**
 * Every group tour of the destination (or all), read whole from one bounded Query. The page filters,
 * sorts and pages them: the answer is the same for every filter, sort, page and language, so the
 * browser's cache (public, max-age=30) serves them all from one request (docs/architecture.md,
 * "Tour lists"). A tab still running the previous web asks for a sorted page and gets one.
 */
export const handler = httpHandler(contract.listGroupTours, async ({ query }) => {
  const tours = await listGroupTourItems(query.destination, today());
  return isLegacyQuery(query) ? legacyPage(tours, query) : { tours };
});
