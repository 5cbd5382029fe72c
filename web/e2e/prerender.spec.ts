import type { Browser } from "@playwright/test";
import { prerenderedPagePaths } from "@tembea/shared/site/prerendered-pages";
import { expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { demoPassword, demoTraveller } from "./support/trips-api";

/**
 * Pages prerendered at build time (scripts/prerender.ts;
 * docs/decisions/0009-prerendered-pages-and-the-edge-route-table.md): their HTML paints before any script
 * runs, and the app takes that HTML over (hydrates it) instead of rendering it again.
 */

const germanHome = "Afrika mit lokalen Reiseprofis entdecken";
const frenchLead = "Quand souhaitez-vous partir\u202f? Un voyage sur mesure dure au moins 3 jours.";
const frenchDateStep = "/fr/tailored-trips/kenya/request/date";

/** Console errors and uncaught exceptions: a hydration mismatch is reported as one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps the first <h1> the HTML parser creates, before any script has run. If React threw the
 * prerendered markup away and rendered the page again, the heading on screen would be another node.
 */
async function rememberFirstHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector("h1");
      if (!heading) return;
      (window as unknown as { firstHeading: Element }).firstHeading = heading;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The app has hydrated: the hreflang links are rendered by the browser only (locale-root.tsx). */
async function expectTakenOver(page: Page): Promise<void> {
  await expect(page.locator('head link[rel="alternate"]')).toHaveCount(4);
  const sameHeading = await page.evaluate(() => {
    const first = (window as unknown as { firstHeading?: Element }).firstHeading;
    return first?.isConnected === true && first === document.querySelector("h1");
  });
  expect(sameHeading, "the prerendered heading is still the one on screen").toBe(true);
}

test("each prerendered page is served as HTML with its content in its language", async ({ request }) => {
  const home = await (await request.get("/de")).text();
  expect(home).toContain('<html lang="de">');
  // The tab and a crawler read the page's own title in its language before any script runs.
  expect(home).toContain("<title>Startseite · Tembea</title>");
  expect(home).toContain(
    '<meta name="description" content="Tembea verbindet Reisende mit lokalen afrikanischen',
  );
  expect(home).toContain(`<h1 class="${/<h1 class="([^"]+)"/.exec(home)?.[1]}">${germanHome}</h1>`);
  expect(home).toContain("Elfenbeinküste");
  expect(home).toContain('<script type="application/json" id="prerendered-state">');
  // React's own preload of the first picture, moved from the markup into <head> (hoisted-head.ts).
  const head = home.slice(0, home.indexOf("</head>"));
  expect(head).toMatch(
    /<link rel="preload" as="image" imageSrcSet="\/images\/benin-320\.webp [^>]*fetchPriority="high"\/>/,
  );
  expect(home).toContain('<div id="root"><!--$-->');
  const english = await (await request.get("/")).text();
  expect(english).toContain("Discover Africa with local experts");
  const step = await (await request.get(frenchDateStep)).text();
  expect(step).toContain(frenchLead);
  expect(step).toContain("<title>Date · Voyage sur mesure\u00a0: Kenya · Tembea</title>");
  // A tour list's first page is rendered with its tours on request (docs/decisions/0033), and only
  // for a URL without a query; with one, the app renders it.
  const list = await (await request.get("/fr/group-tours/kenya")).text();
  expect(list).toContain("<title>Circuits au Kenya · Tembea</title>");
  expect(list).toContain('data-testid="tour-card"');
  expect(list).not.toContain("Chargement des circuits…");
  const sorted = await (await request.get("/fr/group-tours/kenya?sort=price")).text();
  expect(sorted).toContain('<div id="root"></div>');
  // Every other route still gets the app's empty page.
  const steps = await (await request.get("/group-tour/kenya-great-migration-safari/dates")).text();
  expect(steps).toContain('<div id="root"></div>');
});

/**
 * A page in a browser that runs no script: what the prerendered HTML shows by itself. (A context of
 * its own: the fixture's accessibility check at the end needs scripts, and its page stays unused.)
 */
async function withoutScripts(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test("before any script runs, the home page shows its heading, destinations and first picture", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await withoutScripts(browser, baseURL, "/de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanHome);
  await expect(page.getByTestId("destination-name")).toHaveCount(12);
  await expect(page.getByTestId("destination-name").first()).toHaveText("Benin");
  await expect(page.locator("main img").first()).toHaveJSProperty("complete", true);
  await expect(page.getByRole("banner").getByRole("link", { name: "Anmelden" })).toBeVisible();
  await close();
});

test("before any script runs, the request's first step shows its question and cannot be sent", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await withoutScripts(browser, baseURL, frenchDateStep);
  await expect(page.getByText(frenchLead)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Dates exactes" })).toBeChecked();
  await expect(page.locator("form")).toHaveAttribute("inert", "");
  await page.getByRole("button", { name: "Suivant" }).click({ force: true });
  await page.waitForTimeout(300);
  expect(page.url()).toMatch(new RegExp(`${frenchDateStep}$`));
  await close();
});

test("the app takes over the prerendered home page without rendering it again or an error", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await rememberFirstHeading(page);
  await page.goto("/de");
  await expectTakenOver(page);
  const reviews = page.getByRole("region", { name: "Das sagen Reisende" }).getByTestId("review");
  await expect(reviews).toHaveCount(6);
  await page.getByTestId("destination-name").filter({ hasText: "Kenia" }).click();
  await expect(page).toHaveURL(/\/de\/group-tours\/kenya$/);
  expect(errors).toEqual([]);
});

test("a prerendered page whose app fails to download once asks for it again and is taken over", async ({
  page,
}) => {
  // As Chromium drops the entry's request when Back comes while the page still loads, or a phone's
  // link drops it: the first request fails, the next is answered (web/src/boot.ts).
  const asked: string[] = [];
  await page.route(/\/assets\/index-[^/]+\.js(\?.*)?$/, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return asked.length === 1 ? route.abort("connectionreset") : route.continue();
  });
  const errors = collectErrors(page);
  await rememberFirstHeading(page);
  await page.goto("/fr");
  await expectTakenOver(page);
  expect(asked.length, "asked again after the first failed").toBe(2);
  // Only the browser's own line about the failed request: no error of the app's.
  const failedRequest = /^Failed to load resource: net::ERR_CONNECTION_RESET/;
  expect(errors.filter((text) => !failedRequest.test(text))).toEqual([]);
  await page.getByTestId("destination-name").filter({ hasText: "Kenya" }).click();
  await expect(page).toHaveURL(/\/fr\/group-tours\/kenya$/);
});

test("a prerendered page whose markup the app does not render alike is reported as an error", async ({
  page,
}) => {
  // The checks above rest on this: React 19 reports a hydration mismatch to onRecoverableError,
  // whose default (main.tsx sets none) is the browser's reportError, an uncaught error here.
  const errors = collectErrors(page);
  await page.route("**/de", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(`>${germanHome}</h1>`, ">Not what the app renders</h1>");
    await route.fulfill({ response, body: html });
  });
  await page.goto("/de");
  await expect.poll(() => errors.join("\n")).toMatch(/#418|hydrat/i);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanHome);
});

test("before any script runs, a tour list shows its heading, filters and first page of tours", async ({
  browser,
  baseURL,
}) => {
  const { page, close } = await withoutScripts(browser, baseURL, "/de/group-tours/kenya");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gruppenreisen in Kenia");
  await expect(page.getByTestId("destination-filter")).toHaveValue("kenya");
  await expect(page.locator("main [inert]")).toContainText("Sortieren nach");
  await expect(page.getByTestId("result-count")).toHaveText("3 Gruppenreisen");
  await expect(page.getByTestId("tour-card")).toHaveCount(3);
  await expect(page.getByTestId("tour-card").first().getByTestId("price")).toContainText("CHF");
  await close();
});

test("before any script runs, a visitor paying in euros sees the list waiting for its tours, never prices in francs", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: baseURL ?? "http://localhost" }]);
  const page = await context.newPage();
  await page.goto("/de/group-tours/kenya");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gruppenreisen in Kenia");
  await expect(page.getByTestId("tour-card")).toHaveCount(0);
  await context.close();
});

test("the app takes over a prerendered tour list, then shows its tours and filters", async ({ page }) => {
  const errors = collectErrors(page);
  await rememberFirstHeading(page);
  await page.goto("/de/group-tours/kenya");
  await expectTakenOver(page);
  await expect(page.getByTestId("tour-card")).not.toHaveCount(0);
  await expect(page.locator("main [inert]")).toHaveCount(0);
  await page.getByTestId("sort").selectOption("price-desc");
  await expect(page).toHaveURL(/\/de\/group-tours\/kenya\?sort=price&order=desc$/);
  // Opened with its query, the list is the app's own render, already sorted.
  await page.reload();
  await expect(page.getByTestId("sort")).toHaveValue("price-desc");
  await expect(page.getByTestId("tour-card")).not.toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a tour list rendered with its tours asks the API for none of them", async ({ page }) => {
  const errors = collectErrors(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith("/api/")) asked.push(pathname + search);
  });
  await rememberFirstHeading(page);
  const response = await page.goto("/fr/group-tours");
  expect(await response?.headerValue("cache-control")).toBe("public, max-age=0, s-maxage=30");
  await expectTakenOver(page);
  await expect(page.getByTestId("tour-card")).not.toHaveCount(0);
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveCount(0);
  expect(asked.filter((url) => url.startsWith("/api/group-tours"))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a tour list's frame asks for its chunks, catalogs and first page from its head, each once", async ({
  page,
  context,
  baseURL,
}) => {
  // A visitor paying in euros gets the list's frame (its tours' prices would change once the app ran).
  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: baseURL ?? "http://localhost" }]);
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith("/api/") || pathname.endsWith(".js") || pathname.endsWith(".css"))
      asked.push(pathname + search);
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  await rememberFirstHeading(page);
  const response = await page.goto("/fr/group-tours");
  // Its first paint waits for the whole header (scripts/prerender.ts, firstPaintAfterHeader).
  expect(await response?.text()).toContain('<link rel="expect" href="#main-content" blocking="render">');
  await expectTakenOver(page);
  await expect(page.getByTestId("tour-card")).not.toHaveCount(0);
  // The browser found them in the HTML (web/src/prerender/page-preloads.ts), before the entry had run.
  const head = page.locator("head");
  await expect(head.locator('link[rel="modulepreload"][href*="/tour-list-page-"]')).toHaveCount(1);
  await expect(head.locator('link[rel="modulepreload"][href*="/messages-fr-tours-"]')).toHaveCount(1);
  await expect(head.locator('link[rel="preload"][as="fetch"]')).toHaveAttribute(
    "href",
    "/api/group-tours?locale=fr",
  );
  // The app's own request took the preloaded answer, and its chunks the preloaded modules: nothing
  // was fetched twice, no stylesheet was linked after the paint, and no preload went unused.
  expect(asked.filter((url) => url === "/api/group-tours?locale=fr")).toHaveLength(1);
  expect(asked.filter((url, i) => asked.indexOf(url) !== i)).toEqual([]);
  expect(asked.filter((url) => url.endsWith(".css"))).toEqual([]);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

/** A demo tour's title in each language, as its agency wrote it (infra/demo). */
const ghanaTour = {
  id: "ghana-cape-coast-kumasi-mole",
  title: {
    en: "Ghana Heritage Journey: Cape Coast, Kumasi and Mole",
    de: "Ghanas Erbe: Cape Coast, Kumasi und Mole",
    fr: "Patrimoine du Ghana\u00a0: Cape Coast, Kumasi et Mole",
  },
};

for (const [locale, prefix, bookADate] of [
  ["en", "", "Book a date"],
  ["de", "/de", "Termin buchen"],
  ["fr", "/fr", "Réserver une date"],
] as const) {
  test(`a tour page (${locale}) is rendered with its tour, and the app takes it over without asking for it again`, async ({
    page,
    request,
  }) => {
    // docs/decisions/0033-tour-pages-rendered-on-request.md: the HTML carries the tour, its title and
    // prices in francs, before any script has run.
    const path = `${prefix}/group-tour/${ghanaTour.id}`;
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    expect(answer.headers().link).toBeUndefined();
    const html = await answer.text();
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${ghanaTour.title[locale]}</h1>`));
    // Its price per traveller (2,980 francs in a shared room), as the locale writes francs.
    expect(/data-testid="price">([^<]*)</.exec(html)?.[1]).toMatch(/^(CHF\s?2\D?980|2\D?980\sCHF)$/);
    expect(html).toContain('id="prerendered-state"');
    // Translated, never a message id: the first page a fresh renderer makes has its catalogs too.
    expect(html).toContain(`data-discover="true">${bookADate}</a>`);

    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on("request", (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith("/api/")) asked.push(pathname);
    });
    await rememberFirstHeading(page);
    await page.goto(path);
    await expectTakenOver(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ghanaTour.title[locale]);
    // Taken over without asking for the tour. What is asked from here on is the dates step's own:
    // each booking step asks again for the places left (features/booking/queries.ts), and a test that
    // counted it passed only when it looked before the step had mounted.
    const askedByThePage = [...asked];
    // The page is interactive: its booking bar leads to the dates.
    await page.getByTestId("bottom-bar").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${path}/dates$`));
    expect(askedByThePage.filter((pathname) => pathname === `/api/group-tours/${ghanaTour.id}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("a visitor paying in euros gets the tour page's frame, with its chunks, catalogs and answer asked beside the entry, each once", async ({
  page,
  context,
  baseURL,
}) => {
  // A rendered page would show francs until the app had run; their prices must never change under their eyes.
  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: baseURL ?? "http://localhost" }]);
  const errors = collectErrors(page);
  const fetched: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js") || pathname.endsWith(".css") || pathname.startsWith("/api/"))
      fetched.push(pathname);
  });
  const frame = await page.goto(`/de/group-tour/${ghanaTour.id}`);
  // The tour's answer, which one file for every tour cannot name, comes from the Link header.
  expect(await frame?.headerValue("link")).toBe(
    `</api/group-tours/${ghanaTour.id}>; rel=preload; as=fetch; crossorigin=anonymous`,
  );
  expect(await frame?.headerValue("cache-control")).toBe("no-cache");
  const html = (await frame?.text()) ?? "";
  expect(html).toMatch(/<html lang="de">/);
  expect(html).not.toContain(ghanaTour.title.de);
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/group-tour-page-[\w-]+\.js">/);
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/messages-de-tour-parts-[\w-]+\.js">/);
  // No markup, so nothing for a first paint to wait for (Chromium would warn of a missing element).
  expect(html).not.toContain('rel="expect"');
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ghanaTour.title.de);
  await expect(page.getByTestId("price").first()).toContainText("€");
  expect(fetched.filter((path, i) => fetched.indexOf(path) !== i)).toEqual([]);
  expect(fetched).toContain(`/api/group-tours/${ghanaTour.id}`);
  expect(fetched.filter((path) => path.endsWith(".css"))).toEqual([]);
  // A step of the tour is another page: index.html, without the frame's preloads.
  const step = await page.goto(`/de/group-tour/${ghanaTour.id}/dates`);
  expect(await step?.text()).not.toContain("modulepreload");
  expect(errors).toEqual([]);
});

test("the app asks the API for none of the data a prerendered page carries", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/")) asked.push(pathname);
  });
  await rememberFirstHeading(page);
  await page.goto("/de");
  await expectTakenOver(page);
  // The reviews and the special tours are the API's, asked in the browser: once they are there, the
  // home page's prefetch and its queries have all run.
  await expect(page.getByRole("region", { name: "Das sagen Reisende" }).getByTestId("review")).toHaveCount(6);
  await expect(
    page.getByRole("region", { name: "Spezialreisen" }).getByTestId("special-tour-card"),
  ).toHaveCount(3);
  await page.goto(frenchDateStep);
  await expectTakenOver(page);
  // Whether a local agency takes Kenya's requests is asked live: the operator assigns destinations
  // to agencies at any time, so no build can carry it.
  await expect.poll(() => asked.includes("/api/destinations/kenya/trip-requests")).toBe(true);
  expect(asked.sort()).toEqual([
    "/api/destinations/kenya/trip-requests",
    "/api/reviews",
    "/api/special-tours",
  ]);
});

test("the app takes over a prerendered request step; its form then works", async ({ page }) => {
  const errors = collectErrors(page);
  await rememberFirstHeading(page);
  await page.goto(frenchDateStep);
  await expectTakenOver(page);
  await expect(page.locator("form")).not.toHaveAttribute("inert");
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByText("Date de début requise")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a prerendered step keeps its layout when its validation loads, and fetches no stylesheet", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  await rememberFirstHeading(page);
  await page.goto(frenchDateStep);
  await expectTakenOver(page);
  const next = page.getByRole("button", { name: "Suivant" });
  const before = await next.boundingBox();
  // The first focus loads the validation, whose chunk needs the entry's CSS, inline in the HTML.
  const validation = page.waitForResponse(/\/assets\/date-validation-[\w-]+\.js$/);
  await page.getByLabel("Départ").focus();
  await validation;
  await page.waitForLoadState("networkidle");
  expect(await next.boundingBox()).toEqual(before);
  expect(stylesheets).toEqual([]);
});

test("a visitor who scrolled before the app took over stays where they were", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The entry chunk waits until the visitor has scrolled the prerendered page.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await rememberFirstHeading(page);
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByTestId("destination-name")).toHaveCount(12);
  await page.evaluate(() => window.scrollTo(0, 600));
  release();
  await expectTakenOver(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

/**
 * The destinations' lists are one page each for twelve destinations and two kinds, rendered by the
 * same code from the same data: the two whose names are longest and least plain stand for the rest
 * (each browser check costs some 3 s of CI's two cores, and the other 20 added a minute).
 */
const standInDestinations = ["cote-d-ivoire", "democratic-republic-of-the-congo"];
const isDestinationList = (path: string) => /^\/(group|special)-tours\/[^/]+$/.test(path);

// Every other prerendered page once, in German (the request step above stands for all twelve).
for (const path of prerenderedPagePaths.filter(
  (p) =>
    !p.includes("/request/") &&
    (!isDestinationList(p) || standInDestinations.includes(p.split("/").at(-1) ?? "")),
)) {
  test(`the app takes over the prerendered page ${path} (German) without rendering it again`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await rememberFirstHeading(page);
    await page.goto(path === "/" ? "/de" : `/de${path}`);
    await expectTakenOver(page);
    expect(errors).toEqual([]);
  });
}

test("a signed-in visitor paying in euros gets their header, prices and saved answers", async ({
  page,
  context,
  baseURL,
}) => {
  await signInByCookies(context, demoTraveller, demoPassword);
  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: baseURL ?? "http://localhost" }]);

  const errors = collectErrors(page);
  await rememberFirstHeading(page);
  await page.goto("/");
  await expectTakenOver(page);
  const header = page.getByRole("banner");
  await expect(header.getByTestId("user-menu-name")).toBeVisible();
  await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
  await expect(header.getByRole("button", { name: "Currency: EUR" })).toBeVisible();
  await header.getByRole("link", { name: "Group tours" }).click();
  await expect(page.getByTestId("price").first()).toContainText("€");

  // Answers saved on the first step fill it again when the prerendered step is opened anew.
  await page.goto("/tailored-trips/kenya/request/date");
  await page.getByLabel("Departure").fill("2031-03-10");
  await page.getByLabel("Return").fill("2031-03-24");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/request\/travellers$/);
  await page.goto("/tailored-trips/kenya/request/date");
  await expectTakenOver(page);
  await expect(page.getByLabel("Departure")).toHaveValue("2031-03-10");
  await expect(page.getByLabel("Return")).toHaveValue("2031-03-24");
  expect(errors).toEqual([]);
});

test("an unprefixed URL with a stored German choice gets no English HTML", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const html = await (await request.get("/", { headers: { cookie: "tembea_locale=de" } })).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain("Discover Africa");
  await context.addCookies([{ name: "tembea_locale", value: "de", url: baseURL ?? "http://localhost" }]);
  const errors = collectErrors(page);
  await page.goto("/");
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanHome);
  expect(errors).toEqual([]);
});

/** When the page asked for the entry chunk, and when its first picture and first paint reached the screen. */
async function startOfTheApp(page: Page) {
  return page.evaluate(async () => {
    const picture = await new Promise<number | undefined>((resolve) => {
      // Element Timing entries are only observable; the buffered ones come in the first callback.
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        const entry = list.getEntries()[0] as (PerformanceEntry & { renderTime: number }) | undefined;
        resolve(entry?.renderTime);
      }).observe({ type: "element", buffered: true });
      setTimeout(() => resolve(undefined), 2_000);
    });
    const entry = performance
      .getEntriesByType("resource")
      .find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name));
    const paint = performance.getEntriesByName("first-contentful-paint")[0];
    // What started it (web/src/boot.ts): a page that only ever reached the 2.5 s cap would still ask
    // for the entry after its picture, so the times alone cannot tell.
    const started = (performance.getEntriesByName("tembea-app-start")[0] as PerformanceMark | undefined)
      ?.detail;
    return { picture, paint: paint?.startTime, entryAsked: entry?.startTime, started };
  });
}

test("a prerendered page asks for the app once it is on screen with its picture; a tour list at once", async ({
  page,
  request,
}) => {
  const entryScript = /<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/;
  const bootScript =
    /<script type="module" crossorigin src="\/assets\/boot-[^"]+\.js" data-entry="\/assets\/index-[^"]+\.js"><\/script>/;
  expect(await (await request.get("/de")).text()).toMatch(bootScript);
  expect(await (await request.get(frenchDateStep)).text()).toMatch(bootScript);
  // A tour list rendered with its tours paints first too; its frame (a visitor paying in euros) and a
  // list with a query (the app's own render) show their tours only once the app runs: it starts at once.
  expect(await (await request.get("/fr/group-tours/kenya")).text()).toMatch(bootScript);
  const euros = { headers: { cookie: "tembea_currency=EUR" } };
  expect(await (await request.get("/fr/group-tours/kenya", euros)).text()).toMatch(entryScript);
  expect(await (await request.get("/fr/group-tours/kenya?sort=price")).text()).toMatch(entryScript);

  await page.goto("/de"); // returns once the app has taken the page over (fixtures.ts)
  const home = await startOfTheApp(page);
  expect(home.picture, "the first picture's paint is reported (elementtiming)").toBeGreaterThan(0);
  expect(home.entryAsked).toBeGreaterThanOrEqual(home.picture ?? Number.POSITIVE_INFINITY);
  expect(home.started).toBe("picture");

  // No picture on the request's first step: the app waits for the first paint.
  await page.goto(frenchDateStep);
  const step = await startOfTheApp(page);
  expect(step.paint).toBeGreaterThan(0);
  expect(step.entryAsked).toBeGreaterThanOrEqual(step.paint ?? Number.POSITIVE_INFINITY);
  expect(step.started).toBe("paint");

  // A phone held sideways: the home page's first picture is below the first screen, so the app waits
  // for the first paint only, not for that picture (Chromium reports it painted all the same, later).
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto("/de");
  const sideways = await page.evaluate(() => {
    const picture = document.querySelector('#root img[elementtiming="priority-image"]');
    return (picture?.getBoundingClientRect().top ?? 0) >= innerHeight;
  });
  expect(sideways, "the first picture is below the first screen").toBe(true);
  expect((await startOfTheApp(page)).started).toBe("paint");
});
