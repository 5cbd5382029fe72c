import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../api/client";
import { applyServerFieldErrors, formFieldPaths, formMessageKey } from "./server-errors";

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

  it("maps the fields of a form that is one part of the body, its lists by their current items", () => {
    const setError = vi.fn();
    const values = { title: { en: "", de: "" }, itinerary: [{ title: { en: "" } }] };
    const result = applyServerFieldErrors(
      new ApiRequestError("VALIDATION_FAILED", 400, {
        "body.draft.itinerary.0.title.en": "tooLong",
        "body.version": "invalid",
      }),
      setError,
      formFieldPaths(values),
      { prefix: "body.draft." },
    );
    expect(setError).toHaveBeenCalledWith(
      "itinerary.0.title.en",
      { type: "server", message: "tooLong" },
      { shouldFocus: true },
    );
    expect(result).toEqual({ applied: true, other: ["invalid"] });
    expect(formFieldPaths(values)).toEqual([
      "title",
      "title.en",
      "title.de",
      "itinerary",
      "itinerary.0",
      "itinerary.0.title",
      "itinerary.0.title.en",
    ]);
  });

  it("leaves other errors alone", () => {
    expect(applyServerFieldErrors(new Error("x"), vi.fn(), ["email"])).toEqual({ applied: false, other: [] });
  });
});

describe("formMessageKey", () => {
  it("names the rate limit and a lost connection, and leaves everything else to the generic message", () => {
    expect(formMessageKey(new ApiRequestError("RATE_LIMITED", 429))).toBe("tooManyAttempts");
    expect(formMessageKey(new ApiRequestError("NETWORK", 0))).toBe("connectionLost");
    expect(formMessageKey(new ApiRequestError("INTERNAL", 500))).toBeUndefined();
    expect(formMessageKey(new Error("offline"))).toBeUndefined();
  });
});
