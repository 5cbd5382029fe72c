import { defaultLocale, sortDestinationsByName } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/destinations";
import { listDestinations } from "../../data/destinations.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listDestinations, async ({ query }) => ({
  destinations: sortDestinationsByName(await listDestinations(), query.locale ?? defaultLocale),
}));
