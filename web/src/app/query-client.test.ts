import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../api/client";
import { shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("retries network failures and server errors once", () => {
    expect(shouldRetry(0, new ApiRequestError("NETWORK", 0))).toBe(true);
    expect(shouldRetry(0, new ApiRequestError("INTERNAL", 503))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError("INTERNAL", 503))).toBe(false);
  });

  it("does not retry deliberate answers", () => {
    expect(shouldRetry(0, new ApiRequestError("NOT_FOUND", 404))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError("VALIDATION_FAILED", 400))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError("BAD_RESPONSE", 200))).toBe(false);
  });
});
