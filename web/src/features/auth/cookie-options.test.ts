import { describe, expect, it } from "vitest";
import { authCookieOptions, hasSessionCookie } from "./cookie-options";

describe("authCookieOptions", () => {
  it("keeps the tokens 365 days, Lax and not secure on localhost", () => {
    expect(authCookieOptions("localhost")).toEqual({
      path: "/",
      expires: 365,
      secure: false,
      sameSite: "lax",
    });
  });

  it("is secure and cross-site on a real host", () => {
    expect(authCookieOptions("tembea.travel")).toMatchObject({
      secure: true,
      sameSite: "none",
      expires: 365,
    });
  });
});

describe("hasSessionCookie", () => {
  it("finds Amplify's last-user cookie", () => {
    expect(hasSessionCookie("tembea_locale=de; CognitoIdentityServiceProvider.abc.LastAuthUser=u1")).toBe(
      true,
    );
  });

  it("ignores other cookies", () => {
    expect(hasSessionCookie("tembea_locale=de; tembea_currency=EUR")).toBe(false);
    expect(hasSessionCookie("")).toBe(false);
  });
});
