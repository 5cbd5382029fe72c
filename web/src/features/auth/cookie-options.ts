/**
 * The auth cookie lives 365 days; secure and cross-site on real hosts, Lax on localhost
 * (docs/product-spec.md, section 9).
 */
export const authCookieDays = 365;

export function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]";
}

export function authCookieOptions(hostname: string): {
  path: string;
  expires: number;
  secure: boolean;
  sameSite: "lax" | "none";
} {
  const local = isLocalHost(hostname);
  return { path: "/", expires: authCookieDays, secure: !local, sameSite: local ? "lax" : "none" };
}

/** Amplify's cookies are named `CognitoIdentityServiceProvider.<clientId>.…`. */
export const amplifyCookiePrefix = "CognitoIdentityServiceProvider.";

/** Whether the browser holds an Amplify session cookie, so Amplify is only loaded when it can matter. */
export function hasSessionCookie(cookieHeader: string): boolean {
  return cookieHeader
    .split(";")
    .some((part) => part.trim().startsWith(amplifyCookiePrefix) && part.includes(".LastAuthUser="));
}
