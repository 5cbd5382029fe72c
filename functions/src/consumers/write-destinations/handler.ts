import { destinations } from "@tembea/shared";
import { putDestination } from "../../data/destinations.js";
import { jobHandler } from "../../platform/job-handler.js";
import { logger } from "../../platform/logger.js";

/**
 * Writes the twelve destinations (domain data, shared/src/domain/destinations-data.ts) as they are:
 * a Put overwrites, so running it again leaves the same items, and a text fixed in the domain data
 * reaches the table with the next deploy. Every deploy runs it (infra/cdk/catalogue-seed.ts, a CDK
 * trigger), the twin at every start, so a new stage is never without its destinations.
 */
export async function writeDestinations(): Promise<{ destinations: number }> {
  await Promise.all(destinations.map((d) => putDestination(d)));
  return { destinations: destinations.length };
}

export const handler = jobHandler(async () => {
  const written = await writeDestinations();
  logger.info("destinations written", written);
  return written;
});
