/**
 * The token of a mailed link (password reset, invitation): it travels in the fragment, "#token=…",
 * which the browser never sends to a server, so no access log or referrer holds it.
 */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "";
}
