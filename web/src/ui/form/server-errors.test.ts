import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../api/client";
import { applyServerFieldErrors, formMessageKey } from "./server-errors";

describe("applyServerFieldErrors", () => {
  it("puts body fields on the matching form field and reports the rest", () => {
    const setError = vi.fn();
    const error = new ApiRequestError("VALIDATION_FAILED", 400, {
      "body.email": "emailTaken",
      "body.token": "resetLinkInvalid",
    });
    const result = applyServerFieldErrors(error, setError, ["email", "password"]);
    expect(setError).toHaveBeenCalledWith(
      "email",
      { type: "server", message: "emailTaken" },
      { shouldFocus: true },
    );
    expect(result).toEqual({ applied: true, other: ["resetLinkInvalid"] });
  });

  it("maps nested paths", () => {
    const setError = vi.fn();
    applyServerFieldErrors(
      new ApiRequestError("VALIDATION_FAILED", 400, { "body.phone.number": "invalidPhone" }),
      setError,
      ["phone.number"],
    );
    expect(setError).toHaveBeenCalledWith(
      "phone.number",
      expect.objectContaining({ message: "invalidPhone" }),
      expect.anything(),
    );
  });

  it("leaves other errors alone", () => {
    expect(applyServerFieldErrors(new Error("x"), vi.fn(), ["email"])).toEqual({ applied: false, other: [] });
  });
});

describe("formMessageKey", () => {
  it("names the rate limit and leaves everything else to the generic message", () => {
    expect(formMessageKey(new ApiRequestError("RATE_LIMITED", 429))).toBe("tooManyAttempts");
    expect(formMessageKey(new ApiRequestError("INTERNAL", 500))).toBeUndefined();
    expect(formMessageKey(new Error("offline"))).toBeUndefined();
  });
});
