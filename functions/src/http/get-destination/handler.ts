import * as contract from "@tembea/shared/contract/destinations";
import { findDestination } from "../../data/destinations.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getDestination, async ({ params }) => {
  const destination = await findDestination(params.slug);
  if (!destination) throw notFound();
  return { destination };
});
