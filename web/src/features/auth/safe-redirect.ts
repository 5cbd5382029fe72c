/** A `redirect` query value that stays on this site ("/account/security", never "//evil.example"). */
export function safeRedirect(value: string | null): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}
