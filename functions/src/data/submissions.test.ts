import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../test/test-table.js";
import { findSubmission, type Submission, submissionClaim } from "./submissions.js";
import { transactWrite } from "./table.js";

useTestTable();

const claimed = (submission: Submission, now: Date) =>
  transactWrite({ TransactItems: [submissionClaim(submission, now)] });
const submissionOf = (key: string, expiresAt: Date, answer = "{}"): Submission => ({
  key,
  fingerprint: "f",
  answer,
  expiresAt: Math.floor(expiresAt.getTime() / 1000),
});

describe("submissions", () => {
  it("are found until their time is up, and claimed again after it (the TTL removes them later)", async () => {
    const key = randomUUID();
    const now = new Date("2099-01-01T10:00:00Z");
    const until = new Date("2099-01-01T10:30:00Z");
    await claimed(submissionOf(key, until, '{"a":1}'), now);
    expect((await findSubmission(key, new Date("2099-01-01T10:29:59Z")))?.answer).toBe('{"a":1}');
    // Taken while live.
    await expect(
      claimed(submissionOf(key, until, '{"a":2}'), new Date("2099-01-01T10:29:59Z")),
    ).rejects.toThrow();
    expect(await findSubmission(key, until)).toBeUndefined();
    const later = new Date("2099-01-01T11:00:00Z");
    await claimed(submissionOf(key, later, '{"a":3}'), until);
    expect((await findSubmission(key, until))?.answer).toBe('{"a":3}');
  });
});
