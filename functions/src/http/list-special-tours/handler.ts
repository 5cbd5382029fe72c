import * as contract from "@tembea/shared/contract/catalogue";
import { listSpecialTourItems } from "../../data/tours.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** Every special tour of the destination (or all), as the group-tour list: the page filters, sorts and pages. */
export const handler = httpHandler(contract.listSpecialTours, async ({ query }) => ({
  tours: await listSpecialTourItems(query.destination),
}));
