import { createHash } from "node:crypto";
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
  // Many tests end on, or pass through, the very same page state (the same list, the same 404): axe
  // answers the same for it each time, and takes a second or more on a busy machine. A state is
  // checked once per worker; anything axe could see differently makes it another state.
  await stillToasts(page);
  await settleAnimations(page);
  const key = await stateKey(page);
  if (checkedStates.has(key)) return;
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per run to gather
  // the frames' results, which costs a second where the run takes a few hundred milliseconds; the
  // site has no frames, so the rules and their findings are the same.
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
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
  checkedStates.add(key);
}

/**
 * A toast fades out on its own timer, which can start while axe runs (a second or more on a busy
 * machine), and axe then reads its half-transparent text as a contrast failure: the whole suite
 * failed so twice on the marketplace journey's last toast. Toasts are checked at rest: without
 * their transitions they are either fully shown or gone.
 */
async function stillToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.getElementById("e2e-still-toasts")) return;
    const style = document.createElement("style");
    style.id = "e2e-still-toasts";
    style.textContent =
      "[data-sonner-toast], [data-sonner-toast] > * { transition: none !important; animation: none !important; }";
    document.head.append(style);
  });
}

/**
 * Waits for every finite animation and transition on the page to end. Axe measures colours as they
 * are at that instant: text in a toast fading in or out is half transparent, and fails the contrast
 * rule it passes once it has settled. Endless animations (a spinner) are left running. It waits
 * again until two frames pass with none running: a toast mounts first and starts its fade-in a
 * frame later (sonner sets `data-mounted` in an effect), after a single wait had found nothing.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .filter((animation) => animation.playState === "running" || animation.pending);
    const twoFrames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (let round = 0; round < 20; round++) {
      const animations = running();
      if (animations.length === 0) {
        await twoFrames();
        if (running().length === 0) return;
        continue;
      }
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** States of pages axe has passed in this worker (see expectAccessible). */
const checkedStates = new Set<string>();

/**
 * What axe's answer depends on: the address, the viewport and scroll (what is on screen decides
 * contrast over overlapping boxes), colour scheme, the whole DOM with its styles, what form fields
 * hold (not in the markup) and which element has the focus (its styles may change colours).
 */
async function stateKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const fields = Array.from(document.querySelectorAll("input, select, textarea")).map((field) =>
      field instanceof HTMLInputElement
        ? `${field.value}|${field.checked}`
        : (field as HTMLSelectElement).value,
    );
    const focused = document.activeElement;
    const focusPath: number[] = [];
    for (let node: Element | null = focused; node?.parentElement; node = node.parentElement) {
      focusPath.push(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    return JSON.stringify([
      location.href,
      window.innerWidth,
      window.innerHeight,
      window.scrollX,
      window.scrollY,
      window.devicePixelRatio,
      matchMedia("(prefers-color-scheme: dark)").matches,
      matchMedia("(prefers-reduced-motion: reduce)").matches,
      document.documentElement.outerHTML,
      fields,
      focusPath,
    ]);
  });
  return createHash("sha256").update(state).digest("hex");
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
