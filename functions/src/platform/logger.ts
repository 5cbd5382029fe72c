import { Logger } from "@aws-lambda-powertools/logger";

/** One structured JSON logger per function; the Lambda request id is added per invocation. */
export const logger = new Logger({ serviceName: "tembea-api" });
