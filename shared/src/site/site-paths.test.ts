import { describe, expect, it } from "vitest";
import { locales } from "../domain/locale.js";
import { isTripRequestPath, newTripRequestPath, routePrefixes, tripRequestPath } from "./site-paths.js";

describe("site paths", () => {
  it("has one prefix per language besides the unprefixed English", () => {
    expect(routePrefixes).toEqual(["", ...locales.map((locale) => `/${locale}`)]);
  });

  it("builds a request's step paths and its resume path", () => {
    expect(newTripRequestPath("kenya")).toBe("/tailored-trips/kenya/request/date");
    expect(tripRequestPath("ghana", "budget")).toBe("/tailored-trips/ghana/request/budget");
    expect(tripRequestPath("ghana")).toBe("/tailored-trips/ghana/request");
  });

  it("tells a request's pages from the pages around them", () => {
    expect(isTripRequestPath(tripRequestPath("ghana"))).toBe(true);
    expect(isTripRequestPath(tripRequestPath("atlantis", "summary"))).toBe(true);
    expect(isTripRequestPath("/tailored-trips")).toBe(false);
    expect(isTripRequestPath("/tailored-trips/ghana")).toBe(false);
    expect(isTripRequestPath("/tailored-trips/ghana/requests")).toBe(false);
    expect(isTripRequestPath("/account/trips/request/abc")).toBe(false);
  });
});
