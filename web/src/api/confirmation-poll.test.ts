import { describe, expect, it } from "vitest";
import { confirmationPoll, confirmationPollGaveUp, confirmationPollInterval } from "./confirmation-poll";

describe("reading again until the payment is confirmed", () => {
  const poll = { intervalMs: 1000, maxReads: 3 };

  it("asks again while waiting, a bounded number of times", () => {
    expect(confirmationPollInterval(true, 0, poll)).toBe(1000);
    expect(confirmationPollInterval(true, 2, poll)).toBe(1000);
    expect(confirmationPollInterval(true, 3, poll)).toBe(false);
    expect(confirmationPollInterval(true, 50, poll)).toBe(false);
    expect(confirmationPollGaveUp(true, 2, poll)).toBe(false);
    expect(confirmationPollGaveUp(true, 3, poll)).toBe(true);
  });

  it("stops at once when the confirmation is there, and never says it gave up then", () => {
    expect(confirmationPollInterval(false, 0, poll)).toBe(false);
    expect(confirmationPollGaveUp(false, 10, poll)).toBe(false);
  });

  it("gives up after about a minute by default", () => {
    expect(confirmationPoll.intervalMs * confirmationPoll.maxReads).toBeLessThanOrEqual(90_000);
    expect(confirmationPollInterval(true, confirmationPoll.maxReads)).toBe(false);
  });
});
