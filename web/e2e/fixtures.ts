import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** WCAG 2.0–2.2 A and AA rules: the level the site promises (docs/local-stack.md, "Tests"). */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core on the page as it is now and fails on any serious or critical violation, listing
 * each rule with the first elements it flags. Call it in the states a test reaches (a dialog open,
 * a form showing its errors); every test also runs it once at its end (see `test` below).
 */
export async function expectAccessible(page: Page, state?: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(blocking, `accessibility of ${state ?? page.url()}`).toEqual([]);
}

/**
 * A prerendered page (scripts/prerender.ts) shows its buttons and fields before the app has taken it
 * over, and a click before then does nothing; a visitor waits for the page to respond, a test must
 * wait for the app. It has taken over once the hreflang links are in <head>: they render only after
 * hydration (app/locale-root.tsx).
 */
async function waitForTakeOver(page: Page): Promise<void> {
  const prerendered = await page.locator("#prerendered-state").count();
  if (prerendered > 0) await expect(page.locator('head link[rel="alternate"]').first()).toBeAttached();
}

/**
 * Playwright's `test`, with an accessibility check of the last state of every test that opened a
 * page, and `page.goto`/`page.reload` returning once a prerendered page has been taken over (unless
 * asked to return at "commit"). Browser tests import `test` and `expect` from here, not from
 * @playwright/test.
 */
export const test = base.extend<{ accessibleAtEnd: undefined }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== "commit") await waitForTakeOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== "commit") await waitForTakeOver(page);
      return response;
    };
    await use(page);
  },
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      // A test that already failed keeps its own error; a page never opened has nothing to check.
      if (testInfo.status !== testInfo.expectedStatus || page.url() === "about:blank") return;
      await expectAccessible(page, `the end of "${testInfo.title}" (${page.url()})`);
    },
    { auto: true },
  ],
});

export type { APIRequestContext, Locator, Page } from "@playwright/test";
export { expect };
