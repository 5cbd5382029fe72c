import { contract, defaultLocale, sortDestinationsByName } from "@tembea/shared";
import { listDestinations } from "../data/destinations.js";
import { httpHandler } from "../middleware/http-handler.js";

export const handler = httpHandler(contract.listDestinations, async ({ query }) => ({
  destinations: sortDestinationsByName(await listDestinations(), query.locale ?? defaultLocale),
}));
