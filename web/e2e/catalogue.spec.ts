import { expect, type Locator, type Page, test } from "./fixtures";

// The group tour list, the group and special tour detail pages and the home page's reviews, against
// the demo catalogue of the local twin: 13 group tours (3 in Kenya), 6 per page, none in Benin.

/** The amounts on the visible tour cards, in display order, as numbers (digits only). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("tour-card").getByTestId("price").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, "")));
}

async function firstTitle(page: Page): Promise<string> {
  return (await page.getByTestId("tour-title").first().textContent()) ?? "";
}

function pageStatus(page: Page): Locator {
  return page.getByTestId("page-status");
}

const headings = [
  {
    prefix: "",
    lang: "en",
    all: "Group tours",
    kenya: "Group tours in Kenya",
    title: /Group tours in Kenya · Tembea/,
  },
  {
    prefix: "/de",
    lang: "de",
    all: "Gruppenreisen",
    kenya: "Gruppenreisen in Kenia",
    title: /Gruppenreisen in Kenia/,
  },
  {
    prefix: "/fr",
    lang: "fr",
    all: "Circuits en groupe",
    kenya: "Circuits au Kenya",
    title: /Circuits au Kenya/,
  },
] as const;

for (const c of headings) {
  test(`the group tour list in ${c.lang}${c.lang === "de" ? " @mobile" : ""}`, async ({ page }) => {
    await page.goto(`${c.prefix}/group-tours`);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.all);
    await expect(page.getByTestId("tour-card")).toHaveCount(6);

    await page.goto(`${c.prefix}/group-tours/kenya`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.kenya);
    await expect(page).toHaveTitle(c.title);
    await expect(page.getByTestId("tour-card")).toHaveCount(3);
    const link = page.getByTestId("tour-title").first();
    await expect(link).toHaveAttribute("href", new RegExp(`^${c.prefix}/group-tour/kenya-`));
  });
}

test("a card shows image, destination, days, guide language, rating and price from", async ({ page }) => {
  await page.goto("/group-tours/kenya");
  const card = page.getByTestId("tour-card").first();
  await expect(card.locator("img")).toHaveAttribute("alt", /.+/);
  await expect(card).toContainText("Kenya");
  await expect(card).toContainText(/\d+ days/);
  await expect(card).toContainText(/Guide: \w+/);
  await expect(card).toContainText(/Rated [\d.]+ out of 5 from \d+ reviews?/);
  await expect(card.getByTestId("tour-price")).toHaveText(/^from CHF.*per traveller$/);
});

test("filtering by destination navigates and the destinations are sorted by name", async ({ page }) => {
  await page.goto("/de/group-tours");
  const select = page.getByLabel("Reiseziel");
  // The destinations arrive from the API after the page renders: wait for all twelve (and "all").
  await expect(select.locator("option")).toHaveCount(13);
  const options = await select.locator("option").allTextContents();
  expect(options.slice(0, 4)).toEqual([
    "Alle Reiseziele",
    "Benin",
    "Demokratische Republik Kongo",
    "Elfenbeinküste",
  ]);
  await select.selectOption("morocco");
  await expect(page).toHaveURL(/\/de\/group-tours\/morocco$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gruppenreisen in Marokko");
  await expect(page.getByTestId("tour-card")).toHaveCount(2);
  await select.selectOption("");
  await expect(page).toHaveURL(/\/de\/group-tours$/);
  await expect(page.getByTestId("tour-card")).toHaveCount(6);
});

test("sorting by price both ways, kept in the URL", async ({ page }) => {
  await page.goto("/group-tours");
  await expect(page.getByTestId("tour-card")).toHaveCount(6);
  const sort = page.getByLabel("Sort by");

  await sort.selectOption("price-asc");
  await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBe(189000 / 100);
  const ascending = await cardPrices(page);
  expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);

  await sort.selectOption("price-desc");
  await expect(page).toHaveURL(/sort=price&order=desc/);
  await expect.poll(async () => (await cardPrices(page))[0]).toBe(645000 / 100);
  const descending = await cardPrices(page);
  expect([...descending].sort((a, b) => b - a)).toEqual(descending);
  expect(descending[0]).toBeGreaterThan(ascending[0] ?? 0);

  await sort.selectOption("name-desc");
  await expect(page).toHaveURL(/order=desc/);
  await expect(page).not.toHaveURL(/sort=price/);
});

test("pagination: next, then the back button returns to page 1 @mobile", async ({ page }) => {
  await page.goto("/group-tours");
  await expect(pageStatus(page)).toHaveText("Page 1 of 3");
  const first = await firstTitle(page);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pageStatus(page)).toHaveText("Page 2 of 3");
  await expect.poll(() => firstTitle(page)).not.toBe(first);
  await page.goBack();
  await expect(page).toHaveURL(/\/group-tours$/);
  await expect(pageStatus(page)).toHaveText("Page 1 of 3");
  await expect.poll(() => firstTitle(page)).toBe(first);
});

test("a shared URL with sort, order and page reproduces the same list", async ({ page, browser }) => {
  await page.goto("/group-tours");
  await page.getByLabel("Sort by").selectOption("price-desc");
  await expect(page).toHaveURL(/sort=price&order=desc/);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/sort=price&order=desc&page=2/);
  await expect(pageStatus(page)).toHaveText("Page 2 of 3");
  const titles = await page.getByTestId("tour-title").allTextContents();
  const url = page.url();

  const other = await browser.newPage();
  await other.goto(url);
  await expect(other.getByTestId("page-status")).toHaveText("Page 2 of 3");
  await expect(other.getByLabel("Sort by")).toHaveValue("price-desc");
  await expect(other.getByTestId("tour-title")).toHaveText(titles);
  await other.close();

  await page.goto("/group-tours?sort=price&order=desc&page=2");
  await expect(page.getByTestId("tour-title")).toHaveText(titles);
});

test("empty states: a destination without tours and a page beyond the last", async ({ page }) => {
  await page.goto("/group-tours/benin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Group tours in Benin");
  const empty = page.getByTestId("empty-state");
  await expect(empty).toContainText("There are no group tours in Benin at the moment.");
  await expect(empty.getByRole("link", { name: "See all group tours" })).toHaveAttribute(
    "href",
    "/group-tours",
  );
  await expect(empty.getByRole("link", { name: "Request a tailored trip in Benin" })).toHaveAttribute(
    "href",
    "/tailored-trips/benin/request/date",
  );

  await page.goto("/group-tours?page=9");
  await expect(page.getByTestId("empty-state")).toContainText("This page does not exist.");
  await expect(page.getByRole("link", { name: "Go to the first page" })).toHaveAttribute(
    "href",
    "/group-tours",
  );
});

for (const path of ["/group-tours/atlantis", "/group-tour/no-such-tour", "/special-tour/no-such-tour"]) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
}

test("the group tour detail page @mobile", async ({ page }) => {
  await page.goto("/group-tour/kenya-great-migration-safari");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Great Migration/);
  await expect(page).toHaveTitle(/Great Migration.* · Tembea/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  const departures = page.getByTestId("departure");
  await expect(departures).toHaveCount(5);
  await expect(departures.filter({ hasText: "3 places left" })).toHaveCount(1);
  const full = departures.filter({ hasText: "Fully booked" });
  await expect(full).toHaveCount(1);
  await expect(full).toHaveAttribute("aria-disabled", "true");

  await expect(page.getByRole("heading", { name: "Itinerary", level: 2 })).toBeVisible();
  await expect(page.getByTestId("itinerary").getByRole("listitem").first()).toContainText("Day 1");

  const tiles = page.getByTestId("refund-tile");
  await expect(tiles).toHaveCount(3);
  await expect(tiles.nth(0)).toHaveText(/60 days or more before the trip\s*Full refund/);
  await expect(tiles.nth(1)).toHaveText(/30–59 days before the trip\s*50% refund/);
  await expect(tiles.nth(2)).toHaveText(/Less than 30 days before the trip\s*No refund/);

  await expect(page.getByText("Shared room")).toBeVisible();
  await expect(page.getByText("Single room")).toBeVisible();
  await expect(page.getByTestId("agency")).toBeVisible();
  await expect(page.getByTestId("review").first()).toBeVisible();

  const book = page.getByTestId("bottom-bar").getByRole("link", { name: "Book a date" });
  await expect(book).toHaveAttribute("href", "/group-tour/kenya-great-migration-safari/dates");
  await expect(book).toBeInViewport();
});

test("fr: a tour page opened from the list while the API fails says so, with a retry and the way back", async ({
  page,
}) => {
  await page.goto("/fr/special-tours");
  const tours = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
  await expect(tours.first()).toBeVisible();
  // Opened in the app (the list's link), the page asks the API for its tour, which fails.
  await page.route(/\/api\/special-tours\/[^/?]+(\?.*)?$/, (route) =>
    route.fulfill({ status: 503, json: { message: "Service Unavailable" } }),
  );
  await tours.first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Ce circuit n’a pas pu être chargé" }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("alert")).toContainText("Réessayer");
  await page.getByRole("link", { name: "Voir tous les circuits spéciaux" }).click();
  await expect(page).toHaveURL(/\/fr\/special-tours$/);
  await expect(tours.first()).toBeVisible();
});

test("the detail page in German formats dates and places in German", async ({ page }) => {
  await page.goto("/de/group-tour/kenya-great-migration-safari");
  await expect(page.getByTestId("departure").filter({ hasText: "Ausgebucht" })).toHaveCount(1);
  await expect(page.getByTestId("departure").filter({ hasText: "Noch 3 Plätze frei" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Termin buchen" })).toHaveAttribute(
    "href",
    "/de/group-tour/kenya-great-migration-safari/dates",
  );
  // The compact date writes its month in words, as on every other page ("3. März 2027").
  await expect(page.getByTestId("departure").first()).toContainText(/\d{1,2}\. \p{Lu}\p{Ll}+\.? \d{4}/u);
  await expect(page.getByTestId("departure").first()).not.toContainText(/\d{2}\.\d{2}\.\d{4}/);
});

test("the agency's city is written in the page's language", async ({ page }) => {
  const tour = "south-africa-cape-town-garden-route";
  const cities: [string, string][] = [
    [`/group-tour/${tour}`, "Cape Town"],
    [`/de/group-tour/${tour}`, "Kapstadt"],
    [`/fr/group-tour/${tour}`, "Le Cap"],
  ];
  for (const [path, city] of cities) {
    await page.goto(path);
    await expect(page.getByTestId("agency")).toContainText(city);
  }
});

test("review r-022 shows its markup as text", async ({ page }) => {
  await page.goto("/group-tour/ghana-cape-coast-kumasi-mole");
  const review = page.locator('[data-review-id="r-022"]');
  await expect(review).toContainText('Best trip ever <3 — "5 stars" & more <b>fun</b> than I expected.');
  await expect(review.locator("b")).toHaveCount(0);
});

test("a review in another language than the page's says which, and is marked for screen readers", async ({
  page,
}) => {
  // r-001 is English, r-002 German, r-003 French (infra/demo/src/reviews.ts).
  const labels = {
    en: { prefix: "", de: "Written in German", fr: "Written in French" },
    de: { prefix: "/de", en: "Auf Englisch verfasst", fr: "Auf Französisch verfasst" },
    fr: { prefix: "/fr", en: "Rédigé en anglais", de: "Rédigé en allemand" },
  } as const;
  const reviewIn = { en: "r-001", de: "r-002", fr: "r-003" } as const;
  for (const [pageLanguage, texts] of Object.entries(labels)) {
    await page.goto(`${texts.prefix}/group-tour/kenya-great-migration-safari`);
    for (const [language, id] of Object.entries(reviewIn)) {
      const review = page.locator(`[data-review-id="${id}"]`);
      const label = review.getByTestId("review-language");
      if (language === pageLanguage) {
        await expect(review.locator("blockquote")).not.toHaveAttribute("lang");
        await expect(label).toHaveCount(0);
      } else {
        await expect(review.locator("blockquote")).toHaveAttribute("lang", language);
        await expect(label).toHaveText(texts[language as keyof typeof texts]);
      }
    }
  }
});

test("the special tour computes the return date from the departure @mobile", async ({ page }) => {
  await page.goto("/special-tour/kenya-private-mara-safari");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const input = page.getByLabel("Departure date");
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const min = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
  await expect(input).toHaveAttribute("min", min);

  const year = new Date().getFullYear() + 1;
  await input.fill(`${year}-03-30`);
  // 6 days from 30 March: back on 4 April.
  const expected = new Intl.DateTimeFormat("en-US", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${year}-04-04T00:00:00Z`),
  );
  await expect(page.getByTestId("return-date")).toHaveText(`Return on ${expected}`);

  await page.goto("/de/special-tour/kenya-private-mara-safari");
  await page.getByLabel("Abreisedatum").fill(`${year}-03-30`);
  await expect(page.getByTestId("return-date")).toContainText(`4. April ${year}`);
});

test("the special tour in French: bottom bar and refund tiles", async ({ page }) => {
  await page.goto("/fr/special-tour/morocco-private-kasbahs-and-desert");
  await expect(page.getByRole("link", { name: "Réserver une date" })).toHaveAttribute(
    "href",
    "/fr/special-tour/morocco-private-kasbahs-and-desert/dates",
  );
  await expect(page.getByTestId("refund-tile").first()).toBeVisible();
});

test("the currency cookie converts prices and shows the conversion note", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/group-tour/kenya-great-migration-safari");
  const price = page.getByTestId("bottom-bar").getByTestId("price");
  await expect(price).toContainText("CHF");
  const chfText = await price.textContent();
  await expect(page.getByTestId("conversion-note")).toHaveCount(0);

  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: baseURL ?? "http://localhost" }]);
  await page.reload();
  await expect(price).toContainText("€");
  expect(await price.textContent()).not.toBe(chfText);
  await expect(page.getByTestId("conversion-note")).toBeVisible();
});

test("home: destination images and the newest traveller reviews", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("destination-name")).toHaveCount(12);
  await expect(page.locator('img[srcset*="/kenya-320.webp"]')).toHaveAttribute("loading", "lazy");
  const reviews = page.getByRole("region", { name: "What travellers say" }).getByTestId("review");
  await expect(reviews).toHaveCount(6);
  const first = reviews.first();
  await expect(first.getByRole("link")).toHaveAttribute("href", /^\/(group|special)-tour\//);
  await expect(first).toContainText(/with .+/);
});

test("at 320 px the group-tour list's filters fit the screen in every language", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const prefix of ["", "/de", "/fr"]) {
    await page.goto(`${prefix}/group-tours`);
    await expect(page.getByTestId("tour-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${prefix || "/en"}/group-tours`).toBeLessThanOrEqual(0);
  }
});
