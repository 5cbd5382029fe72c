import { jobHandler } from "@tembea/functions/platform/job-handler";
import { logger } from "@tembea/functions/platform/logger";
import { loadDemoCatalogue } from "./load-demo.js";

/**
 * The Lambda a dev stage deployed with `-c demo=true` runs on each deploy (infra/cdk/catalogue-seed.ts,
 * a CDK trigger): the same demo catalogue the twin seeds, through the same data layer. A failure
 * fails the deploy, which then rolls back.
 */
export const handler = jobHandler(async () => {
  const loaded = await loadDemoCatalogue();
  logger.info("demo catalogue loaded", loaded);
  return loaded;
});
