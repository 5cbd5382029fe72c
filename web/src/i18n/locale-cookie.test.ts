import { localeCookie } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { cookieRedirect, isLocalHost, localeCookieAttributes, parseLocaleCookie } from "./locale-cookie";

describe("localeCookieAttributes", () => {
  it("keeps the choice for 365 days, Lax, on the whole site", () => {
    const attributes = localeCookieAttributes("tembea.travel");
    expect(attributes).toMatchObject({ expires: localeCookie.maxAgeDays, path: "/", sameSite: "Lax" });
    expect(localeCookie.maxAgeDays).toBe(365);
  });

  it("is secure except on local hosts", () => {
    expect(localeCookieAttributes("tembea.travel").secure).toBe(true);
    expect(localeCookieAttributes("d111111abcdef8.cloudfront.net").secure).toBe(true);
    for (const host of ["localhost", "127.0.0.1", "[::1]", "app.localhost"]) {
      expect(isLocalHost(host)).toBe(true);
      expect(localeCookieAttributes(host).secure).toBe(false);
    }
    expect(isLocalHost("localhost.example.com")).toBe(false);
  });
});

describe("parseLocaleCookie", () => {
  it("accepts only our languages", () => {
    expect(parseLocaleCookie("de")).toBe("de");
    expect(parseLocaleCookie("en")).toBe("en");
    expect(parseLocaleCookie("es")).toBeUndefined();
    expect(parseLocaleCookie(undefined)).toBeUndefined();
  });
});

describe("cookieRedirect", () => {
  it("sends an unprefixed URL to the chosen language", () => {
    expect(cookieRedirect({ pathname: "/" }, "de")).toBe("/de");
    expect(cookieRedirect({ pathname: "/faq", search: "?q=1", hash: "#a" }, "fr")).toBe("/fr/faq?q=1#a");
  });

  it("stays for English, without a choice, and on prefixed URLs", () => {
    expect(cookieRedirect({ pathname: "/" }, "en")).toBeNull();
    expect(cookieRedirect({ pathname: "/faq" }, undefined)).toBeNull();
    expect(cookieRedirect({ pathname: "/en/faq" }, "de")).toBeNull();
    expect(cookieRedirect({ pathname: "/fr" }, "de")).toBeNull();
  });
});
