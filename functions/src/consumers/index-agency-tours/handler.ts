import { indexPublicToursOfAgencies } from "../../data/agency-tours.js";
import { indexConfirmedBookingsOfTours } from "../../data/tour-bookings.js";
import { jobHandler } from "../../platform/job-handler.js";
import { logger } from "../../platform/logger.js";

/**
 * Gives tour items written before agencies had their own index (the demo's, on a stage deployed
 * before it existed) their agency's entry, so the agents' console lists them from its own index.
 * Every deploy runs it (infra/cdk/catalogue-seed.ts, a CDK trigger): once every item has its entry it
 * only reads the lists, and writes nothing. It also gives confirmed bookings made before the tours'
 * booking index their entry there, so the agencies' manifests list them.
 */
export const handler = jobHandler(async () => {
  const indexed = await indexPublicToursOfAgencies();
  const bookingsIndexed = await indexConfirmedBookingsOfTours();
  logger.info("public tours indexed by agency, bookings by tour", { indexed, bookingsIndexed });
  return { indexed, bookingsIndexed };
});
