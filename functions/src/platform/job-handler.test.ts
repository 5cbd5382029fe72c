import type { Context, ScheduledEvent } from "aws-lambda";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jobHandler } from "./job-handler.js";
import { logger } from "./logger.js";

const context = {
  functionName: "inviteReviews",
  functionVersion: "$LATEST",
  invokedFunctionArn: "arn:aws:lambda:eu-central-2:000000000000:function:inviteReviews",
  memoryLimitInMB: "512",
  awsRequestId: "6f1d8a52-job-run",
  getRemainingTimeInMillis: () => 60_000,
} as unknown as Context;

describe("a scheduled job's handler", () => {
  afterEach(() => {
    logger.setLogLevel("SILENT");
    vi.restoreAllMocks();
  });

  it("answers what the job answers, and its log lines name the invocation's request id", async () => {
    logger.setLogLevel("INFO");
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const handler = jobHandler(async () => {
      logger.info("job ran");
      return { invited: 2 };
    });

    expect(await handler({} as ScheduledEvent, context)).toEqual({ invited: 2 });
    const line = written.map((w) => JSON.parse(w)).find((entry) => entry.message === "job ran");
    expect(line).toMatchObject({ function_request_id: "6f1d8a52-job-run", function_name: "inviteReviews" });
  });
});
