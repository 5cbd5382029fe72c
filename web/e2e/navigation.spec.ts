import { expect, test } from "./fixtures";

// The router's own behaviour (web/src/app/navigation.ts, app-router.tsx, scroll-restoration.tsx):
// what the page shows while the next one loads, where it scrolls, how a guard's redirect enters the
// history.

test("the page being left stays on screen while the next page's chunk loads", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/destinations-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const home = page.getByTestId("destination-name").first();
  await expect(home).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Destinations" }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  // Still the home page, not an empty page, while the chunk is held back.
  await page.waitForTimeout(500);
  await expect(home).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  release();
  await expect(page.getByRole("heading", { level: 1, name: "Destinations" })).toBeVisible();
  await expect(home).toHaveCount(0);
});

test("a new page starts at the top; back returns to where the list was left", async ({ page }) => {
  await page.goto("/group-tours");
  const cards = page.getByTestId("tour-title");
  await expect(cards.first()).toBeVisible();
  const card = cards.nth(4);
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 200);
  // The wheel's scroll lands after the call returns: wait for all of it, or `left` is read before it
  // and Back returns 200 px below "left" (seen on CI once tests ran without tracing's slowness).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before + 200);
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);
  const title = (await card.textContent())?.trim() ?? "";

  await card.click();
  await expect(page).toHaveURL(/\/group-tour\/[^/]+$/);
  // The URL changes at the click while the list stays on screen until the tour's chunk is in, so
  // wait for the tour's own heading: the list's h1 would pass "visible" before the new page shows.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/group-tours$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test("back and forward keep the page on screen and the focus where it was", async ({ page }) => {
  // React renders a transition begun in a popstate event synchronously; a route that suspended then
  // hid the whole page behind the fallback for a frame, and the focused field lost its focus (its
  // blur once applied a typed price again). Count every time the main landmark is hidden.
  await page.addInitScript(() => {
    const seen = { hidden: 0 };
    Object.assign(window, { tembeaMainHidden: seen });
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof HTMLElement && target.id === "main-content" && target.style.display === "none")
          seen.hidden++;
      }
    }).observe(document, { attributes: true, attributeFilter: ["style"], subtree: true });
  });
  const hidden = () =>
    page.evaluate(
      () => (window as unknown as { tembeaMainHidden: { hidden: number } }).tembeaMainHidden.hidden,
    );
  await page.goto("/group-tours");
  const count = page.getByTestId("result-count");
  await expect(count).toHaveText("13 group tours");
  const language = page.getByLabel("Guide language");
  await language.focus();
  await language.selectOption("de");
  await expect(page).toHaveURL(/[?&]language=de(&|$)/);
  await expect(count).toHaveText("3 of 13 group tours match these filters.");

  await page.goBack();
  await expect(page).toHaveURL(/\/group-tours$/);
  await expect(language).toHaveValue("");
  await expect(count).toHaveText("13 group tours");
  await page.goForward();
  await expect(language).toHaveValue("de");
  await expect(count).toHaveText("3 of 13 group tours match these filters.");

  expect(await hidden()).toBe(0);
  await expect(language).toBeFocused();
});

test("a page restored from the back/forward cache leaves scrolling to the app again", async ({ page }) => {
  await page.goto("/group-tours");
  await expect(page.getByTestId("tour-title").first()).toBeVisible();
  expect(await page.evaluate(() => history.scrollRestoration)).toBe("manual");
  // What the browser does around a stay in its cache: pagehide on leaving, pageshow (persisted) on return.
  const restored = await page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    const left = history.scrollRestoration;
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    return { left, restored: history.scrollRestoration };
  });
  expect(restored).toEqual({ left: "auto", restored: "manual" });
});

test("a reload returns to where the list was left, once its tours have come", async ({ page }) => {
  await page.goto("/group-tours");
  const cards = page.getByTestId("tour-title");
  await expect(cards.first()).toBeVisible();
  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const left = await page.evaluate(() => window.scrollY);

  // The new document paints the list's loading state first: its tours come a second later.
  await page.route(/\/api\/group-tours(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test("a step opened ahead of the answers is replaced by the first step: back leaves the wizard", async ({
  page,
}) => {
  await page.goto("/group-tours");
  await expect(page.getByTestId("tour-title").first()).toBeVisible();
  await page.goto("/tailored-trips/kenya/request/budget");
  await expect(page).toHaveURL(/\/tailored-trips\/kenya\/request\/date$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/group-tours$/);
});

test("a first visit to an area page loads the language's catalogs beside the area's routes", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.split("/").at(-1) ?? "";
    if (file.endsWith(".js")) scripts.push(file.replace(/-[\w-]{8}\.js$/, ""));
  });
  // The area's part of the route table (app/areas/auth.tsx) is held back: what the URL tells must
  // not wait for it.
  await page.route(/\/assets\/area-auth-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/de/login", { waitUntil: "commit" });
  await expect
    .poll(() => scripts)
    .toEqual(expect.arrayContaining(["area-auth", "messages-de-shell", "messages-de-auth"]));
  expect(scripts).not.toContain("login");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Anmeldung" })).toBeVisible();
});
