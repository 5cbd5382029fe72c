import type { ExchangeRates, GroupTourListItem } from "@tembea/shared";
// The money rule from its own module: the barrel now reaches the phone rules, whose JSON metadata
// Playwright's loader cannot import (it asks for an import attribute).
import { displayAmount } from "../../shared/src/domain/money";
import { expect, type Page, test } from "./fixtures";

// Special tours in the catalogue and the tour lists' filters, against the demo catalogue
// of the local twin: 13 group tours, 3 special tours (Kenya, Morocco, Cape Verde), none of either in
// Benin, and in Cape Verde only a special tour. Departures count in months from the day of seeding.

/** The month `offset` months after this one, as the seeding counts it (UTC): "2027-03". */
function monthFromNow(offset: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
}

const texts = [
  {
    prefix: "",
    lang: "en",
    home: "/",
    capeVerdeGroups: "Group tours in Cape Verde",
    capeVerdeEmpty:
      "There are no group tours in Cape Verde at the moment, but you can travel there on a special tour",
    capeVerdeSpecials: "Special tours in Cape Verde",
    seeCapeVerdeSpecials: "See the special tours in Cape Verde",
    capeVerdeTour: "Private Island Hopping: Santiago, Fogo, São Vicente and Santo Antão",
    specials: "Special tours",
    kenyaSpecials: "Special tours in Kenya",
    seeAllSpecials: "See all special tours",
    threeSpecials: "3 special tours",
    allGroups: "13 group tours",
    month: "Departure month",
    duration: "Duration",
    guideLanguage: "Guide language",
    upTo: "Up to",
    german: "German",
    capeTown: "Cape Town and the Garden Route",
    matching: (n: number) => `${n} of 13 group tours ${n === 1 ? "matches" : "match"} these filters.`,
    noneMatching: "None of the 13 group tours matches these filters.",
    noTour: "No tour matches these filters.",
    clear: "Clear filters",
    filtersButton: "Filters",
    active: (n: number) => `${n} active`,
  },
  {
    prefix: "/de",
    lang: "de",
    home: "/de",
    capeVerdeGroups: "Gruppenreisen in Kap Verde",
    capeVerdeEmpty:
      "Derzeit gibt es keine Gruppenreisen in Kap Verde, aber Sie können mit einer Spezialreise",
    capeVerdeSpecials: "Spezialreisen in Kap Verde",
    seeCapeVerdeSpecials: "Spezialreisen in Kap Verde ansehen",
    capeVerdeTour: "Private Inselreise: Santiago, Fogo, São Vicente und Santo Antão",
    specials: "Spezialreisen",
    kenyaSpecials: "Spezialreisen in Kenia",
    seeAllSpecials: "Alle Spezialreisen ansehen",
    threeSpecials: "3 Spezialreisen",
    allGroups: "13 Gruppenreisen",
    month: "Abreisemonat",
    duration: "Dauer",
    guideLanguage: "Sprache der Reiseleitung",
    upTo: "Bis",
    german: "Deutsch",
    capeTown: "Kapstadt und die Garden Route",
    matching: (n: number) => `${n} von 13 Gruppenreisen ${n === 1 ? "passt" : "passen"} zu diesen Filtern.`,
    noneMatching: "Keine der 13 Gruppenreisen passt zu diesen Filtern.",
    noTour: "Keine Reise passt zu diesen Filtern.",
    clear: "Filter zurücksetzen",
    filtersButton: "Filter",
    active: (n: number) => `${n} aktiv`,
  },
  {
    prefix: "/fr",
    lang: "fr",
    home: "/fr",
    capeVerdeGroups: "Circuits au Cap-Vert",
    capeVerdeEmpty:
      "Il n’y a pas de circuits en groupe au Cap-Vert pour le moment, mais vous pouvez y partir avec un circuit spécial",
    capeVerdeSpecials: "Circuits spéciaux au Cap-Vert",
    seeCapeVerdeSpecials: "Voir les circuits spéciaux au Cap-Vert",
    capeVerdeTour: "Voyage privé d’île en île\u00a0: Santiago, Fogo, São Vicente et Santo Antão",
    specials: "Circuits spéciaux",
    kenyaSpecials: "Circuits spéciaux au Kenya",
    seeAllSpecials: "Voir tous les circuits spéciaux",
    threeSpecials: "3 circuits spéciaux",
    allGroups: "13 circuits en groupe",
    month: "Mois de départ",
    duration: "Durée",
    guideLanguage: "Langue du guide",
    upTo: "Jusqu’à",
    german: "Allemand",
    capeTown: "Le Cap et la Garden Route",
    matching: (n: number) =>
      n === 1
        ? "1 circuit en groupe sur 13 correspond à ces filtres."
        : `${n} circuits en groupe sur 13 correspondent à ces filtres.`,
    noneMatching: "Aucun des 13 circuits en groupe ne correspond à ces filtres.",
    noTour: "Aucun circuit ne correspond à ces filtres.",
    clear: "Effacer les filtres",
    filtersButton: "Filtres",
    active: (n: number) => (n === 1 ? "1 actif" : `${n} actifs`),
  },
] as const;

const titles = (page: Page) => page.getByTestId("tour-list").getByTestId("tour-title").allTextContents();

for (const c of texts) {
  test(`${c.lang}: a special tour is found from its destination's list${c.lang === "fr" ? " @mobile" : ""}`, async ({
    page,
  }) => {
    await page.goto(`${c.prefix}/group-tours/cape-verde`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.capeVerdeGroups);
    // The empty state says what Cape Verde offers instead of only "no group tours".
    const empty = page.getByTestId("empty-state");
    await expect(empty).toContainText(c.capeVerdeEmpty);
    await expect(empty.getByRole("link", { name: c.seeCapeVerdeSpecials })).toHaveAttribute(
      "href",
      `${c.prefix}/special-tours/cape-verde`,
    );
    await expect(empty.getByRole("link", { name: /tailored|massgeschneiderte|sur mesure/i })).toHaveAttribute(
      "href",
      `${c.prefix}/tailored-trips/cape-verde/request/date`,
    );

    const section = page.getByRole("region", { name: c.capeVerdeSpecials });
    const card = section.getByTestId("special-tour-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(c.capeVerdeTour);
    await card.getByRole("link", { name: c.capeVerdeTour }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/special-tour/cape-verde-island-hopping-private$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.capeVerdeTour);
  });

  test(`${c.lang}: every special tour, from the home page to a list of their own`, async ({ page }) => {
    await page.goto(c.home);
    const home = page.getByRole("region", { name: c.specials, exact: true });
    await expect(home.getByTestId("special-tour-card")).toHaveCount(3);
    await home.getByRole("link", { name: c.seeAllSpecials }).click();

    await expect(page).toHaveURL(new RegExp(`${c.prefix}/special-tours$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.specials);
    await expect(page.getByTestId("special-tour-card")).toHaveCount(3);
    await expect(page.getByTestId("result-count")).toHaveText(c.threeSpecials);
    await expect(page.getByTestId("page-status")).toBeVisible();
    // A special tour starts on the day the travellers choose: no month to filter by.
    await expect(page.getByLabel(c.month)).toHaveCount(0);
    await expect(page.getByLabel(c.duration, { exact: true })).toBeVisible();

    await page.getByTestId("destination-filter").selectOption("kenya");
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/special-tours/kenya$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.kenyaSpecials);
    await expect(page.getByTestId("special-tour-card")).toHaveCount(1);
    await expect(page.getByTestId("tour-title")).toHaveAttribute(
      "href",
      `${c.prefix}/special-tour/kenya-private-mara-safari`,
    );
  });

  test(`${c.lang}: filters kept in the URL, undone by Back, the same in a fresh browser${c.lang === "de" ? " @mobile" : ""}`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await page.goto(`${c.prefix}/group-tours`);
    const count = page.getByTestId("result-count");
    await expect(count).toHaveText(c.allGroups);
    const toggle = page.getByTestId("filters-toggle");
    if (testInfo.project.name === "mobile") {
      // On a phone the filters wait behind a button, so the first tour shows on the first screen.
      await expect(page.getByLabel(c.guideLanguage)).toBeHidden();
      await expect(page.getByTestId("tour-card").first()).toBeInViewport();
      // German's long words break at a hyphenation point, not at any letter (global.css).
      if (c.lang === "de")
        expect(await page.locator("h1").evaluate((h1) => getComputedStyle(h1).hyphens)).toBe("auto");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    } else {
      await expect(toggle).toBeHidden();
    }

    await page.getByLabel(c.guideLanguage).selectOption("de");
    await expect(page).toHaveURL(/[?&]language=de(&|$)/);
    await expect(count).toHaveText(c.matching(3));
    await page.getByLabel(c.duration, { exact: true }).selectOption("8-10");
    await expect(count).toHaveText(c.matching(2));
    // Cape Town and Namibia leave in two months, Kenya's German-guided tour does not.
    await page.getByLabel(c.month).selectOption(monthFromNow(2));
    await expect(count).toHaveText(c.matching(1));
    expect(await titles(page)).toEqual([c.capeTown]);
    if (testInfo.project.name === "mobile") {
      // Closed again, the button says how many filters apply.
      await toggle.click();
      await expect(toggle).toHaveAccessibleName(`${c.filtersButton} ${c.active(3)}`);
      await expect(page.getByLabel(c.guideLanguage)).toBeHidden();
      await toggle.click();
    }

    const upTo = page.getByLabel(c.upTo, { exact: true });
    await upTo.fill("3500");
    await upTo.press("Enter");
    await expect(page).toHaveURL(/maxPrice=3500&currency=CHF/);
    await expect(count).toHaveText(c.matching(1));

    // Back undoes the price, Forward brings it back, and the field follows.
    await page.goBack();
    await expect(page).not.toHaveURL(/maxPrice/);
    await expect(upTo).toHaveValue("");
    await page.goForward();
    await expect(page).toHaveURL(/maxPrice=3500/);
    await expect(upTo).toHaveValue("3500");
    await expect(count).toHaveText(c.matching(1));
    const shared = page.url();

    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto(shared);
    await expect(other.getByTestId("result-count")).toHaveText(c.matching(1));
    expect(await titles(other)).toEqual([c.capeTown]);
    await expect(other.getByLabel(c.guideLanguage)).toHaveValue("de");
    await expect(other.getByLabel(c.duration, { exact: true })).toHaveValue("8-10");
    await expect(other.getByLabel(c.month)).toHaveValue(monthFromNow(2));
    await expect(other.getByLabel(c.upTo, { exact: true })).toHaveValue("3500");
    await context.close();

    // Nothing matches: the list says so and offers to clear the filters.
    await upTo.fill("3000");
    await upTo.press("Enter");
    await expect(count).toHaveText(c.noneMatching);
    const empty = page.getByTestId("empty-state");
    await expect(empty).toContainText(c.noTour);
    // Cleared from there, the focus goes to the filters' start (on a phone with the filters closed,
    // to the button that shows them), not to the top of the page.
    if (testInfo.project.name === "mobile") await toggle.click();
    await empty.getByRole("link", { name: c.clear }).click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/group-tours$`));
    await expect(count).toHaveText(c.allGroups);
    if (testInfo.project.name === "mobile") {
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAccessibleName(c.filtersButton);
      await toggle.click();
    } else {
      await expect(page.getByLabel(c.month)).toBeFocused();
    }
    await expect(page.getByLabel(c.guideLanguage)).toHaveValue("");
  });
}

test("a month whose departures are all fully booked is no month to filter by, in en, de and fr", async ({
  page,
}) => {
  // Both of Kenya's tours that leave in two months are fully booked then (the demo's 0 places left);
  // the Great Migration safari still has places in four months.
  const soldOut = monthFromNow(2);
  const bookable = monthFromNow(4);
  for (const c of texts) {
    await page.goto(`${c.prefix}/group-tours/kenya`);
    const month = page.getByLabel(c.month);
    await expect(month.locator(`option[value="${bookable}"]`)).toHaveCount(1);
    await expect(month.locator(`option[value="${soldOut}"]`)).toHaveCount(0);

    // A link shared while places were left: the month is kept, and no tour matches it.
    await page.goto(`${c.prefix}/group-tours/kenya?month=${soldOut}`);
    await expect(month).toHaveValue(soldOut);
    await expect(page.getByTestId("empty-state")).toContainText(c.noTour);
    await expect(page.getByTestId("tour-list").getByTestId("tour-title")).toHaveCount(0);
  }
});

test("by keyboard: a price applies with Enter, Clear filters gives the focus back to the filters", async ({
  page,
}) => {
  await page.goto("/group-tours?language=fr");
  // The count is a polite live region: a screen reader hears each new one.
  const count = page.getByTestId("result-count");
  await expect(count).toHaveAttribute("role", "status");
  await expect(count).toHaveText("3 of 13 group tours match these filters.");
  await page.getByLabel("Up to", { exact: true }).focus();
  await page.keyboard.type("2500");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?maxPrice=2500&currency=CHF&language=fr$/);
  await expect(count).toHaveText("2 of 13 group tours match these filters.");

  await page.keyboard.press("Tab");
  const clear = page.getByRole("button", { name: "Clear filters" });
  await expect(clear).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/group-tours$/);
  await expect(count).toHaveText("13 group tours");
  await expect(clear).toHaveCount(0);
  await expect(page.getByLabel("Departure month")).toBeFocused();
});

test("a price range in euros compares each price as shown, converted once; the URL keeps the euros", async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  const rates = (await (await request.get("/api/exchange-rates")).json()) as ExchangeRates;
  const { tours } = (await (await request.get("/api/group-tours")).json()) as { tours: GroupTourListItem[] };
  const expected = tours
    .filter((t) => displayAmount(t.price.shared, "EUR", rates).minor <= 300_000)
    .map((t) => t.title.en)
    .sort();
  expect(expected.length).toBeGreaterThan(0);

  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: baseURL ?? "http://localhost" }]);
  await page.goto("/group-tours");
  await expect(page.getByRole("group", { name: "Price per traveller in EUR" })).toBeVisible();
  const upTo = page.getByLabel("Up to", { exact: true });
  await upTo.fill("3000");
  await upTo.blur();
  await expect(page).toHaveURL(/maxPrice=3000&currency=EUR/);
  await expect(page.getByTestId("result-count")).toHaveText(
    `${expected.length} of 13 group tours match these filters.`,
  );
  const filtered = page.url();
  const prices = await page.getByTestId("tour-list").getByTestId("price").allTextContents();
  for (const price of prices) {
    expect(price).toContain("€");
    expect(Number(price.replace(/[^\d]/g, ""))).toBeLessThanOrEqual(3000);
  }
  const shown: string[] = [];
  for (;;) {
    shown.push(...(await titles(page)));
    const next = page.getByRole("link", { name: "Next" });
    if ((await next.count()) === 0) break;
    await next.click();
    await expect(page).toHaveURL(/page=\d/);
  }
  expect(shown.sort()).toEqual(expected);

  // A visitor showing francs opens the link: the range stays in euros, and so does the result.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(filtered);
  await expect(other.getByRole("group", { name: "Price per traveller in EUR" })).toBeVisible();
  await expect(other.getByTestId("result-count")).toHaveText(
    `${expected.length} of 13 group tours match these filters.`,
  );
  await fresh.close();
});

test("an unknown destination of the special-tour list is the 404 page", async ({ page }) => {
  await page.goto("/special-tours/atlantis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("at 320 px the lists' filters and the special tours fit the screen in every language", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const prefix of ["", "/de", "/fr"]) {
    for (const path of ["/special-tours", "/group-tours/cape-verde"]) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByTestId("special-tour-card").first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${prefix || "/en"}${path}`).toBeLessThanOrEqual(0);
    }
  }
});
