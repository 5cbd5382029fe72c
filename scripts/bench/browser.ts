// The system Chromium and the flags the browser tests use (web/e2e/playwright.config.ts).
import { existsSync } from "node:fs";

export function chromiumPath(): string {
  const found = [
    process.env.CHROME_PATH,
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
  ].find((p) => p && existsSync(p));
  if (!found)
    throw new Error("No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.");
  return found;
}

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The pages the web and Lighthouse sections load (the tour is a seeded group tour);
 * `BENCH_PAGES=home,group-tours` keeps only these (names as the report gives them), for a quick
 * look at one change.
 */
export function benchPages(
  groupTourId: string,
  asked = process.env.BENCH_PAGES,
): { name: string; path: string }[] {
  const all = [
    { name: "home", path: "/" },
    { name: "group-tours", path: "/group-tours" },
    { name: "group-tour", path: `/group-tour/${groupTourId}` },
    { name: "tailored-request", path: "/tailored-trips/kenya/request/date" },
  ];
  if (!asked) return all;
  const names = new Set(asked.split(",").map((name) => name.trim()));
  const unknown = [...names].filter((name) => !all.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES names no page ${unknown.join(", ")}`);
  return all.filter((page) => names.has(page.name));
}
