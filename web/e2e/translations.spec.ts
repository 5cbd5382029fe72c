import { expect, type Page, test } from "./fixtures";

// Each page downloads the message catalogs of its own language only: the shell's with the language,
// its own with its chunk (src/i18n/catalogs.ts). Catalog chunks are named messages-<locale>-<catalog>.

const tour = "/group-tour/kenya-great-migration-safari";

/** The catalogs (locale-catalog) the page downloads from now on; Rolldown's hashes have 8 characters. */
function catalogDownloads(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const catalog = /\/assets\/messages-([a-z]{2})-([a-z-]+)-[\w-]{8}\.js$/.exec(request.url());
    if (catalog) seen.push(`${catalog[1]}-${catalog[2]}`);
  });
  return seen;
}

for (const { prefix, lang, refunds } of [
  { prefix: "", lang: "en", refunds: "Cancellation and refunds" },
  { prefix: "/de", lang: "de", refunds: "Stornierung und Rückerstattung" },
  { prefix: "/fr", lang: "fr", refunds: "Annulation et remboursement" },
]) {
  test(`a tour page in ${lang} downloads the ${lang} shell and tour catalogs, nothing else`, async ({
    page,
  }) => {
    const catalogs = catalogDownloads(page);
    await page.goto(`${prefix}${tour}`);
    await expect(page.getByRole("heading", { name: refunds })).toBeVisible();
    expect(catalogs.sort()).toEqual([`${lang}-shell`, `${lang}-tour-parts`, `${lang}-tours`]);
  });
}

test("a page opened from a link loads its catalog in the page's language", async ({ page }) => {
  const catalogs = catalogDownloads(page);
  await page.goto("/de/destinations");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await page.getByRole("navigation").getByRole("link", { name: "Gruppenreisen" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Gruppenreisen" })).toBeVisible();
  expect(catalogs.sort()).toEqual(["de-discover", "de-shell", "de-tour-parts", "de-tours"]);
});

test("an unprefixed URL with a stored German choice downloads no English", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "tembea_locale", value: "de", url: baseURL ?? "http://localhost" }]);
  const catalogs = catalogDownloads(page);
  await page.goto(tour);
  await expect(page).toHaveURL(new RegExp(`/de${tour}$`));
  await expect(page.getByRole("heading", { name: "Stornierung und Rückerstattung" })).toBeVisible();
  expect(catalogs.sort()).toEqual(["de-shell", "de-tour-parts", "de-tours"]);
});

test("switching the language shows the same page in the new language, fully translated", async ({ page }) => {
  await page.goto(`/de${tour}`);
  await expect(page.getByRole("heading", { name: "Stornierung und Rückerstattung" })).toBeVisible();
  const catalogs = catalogDownloads(page);
  await page.getByRole("button", { name: /^Sprache: Deutsch/ }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr${tour}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Annulation et remboursement" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Langue\s:\sFrançais/ })).toBeVisible();
  // The description search results and link previews show follows the language too.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^Tembea met les voyageurs en relation avec des agences de voyage locales africaines/,
  );
  expect(catalogs.sort()).toEqual(["fr-shell", "fr-tour-parts", "fr-tours"]);
});

test("a page whose catalog failed to load with the language switch waits for it before showing", async ({
  page,
}) => {
  await page.goto(`/de${tour}`);
  await expect(page.getByRole("heading", { name: "Stornierung und Rückerstattung" })).toBeVisible();
  let aborted = 0;
  await page.route(/\/assets\/messages-fr-tours-[\w-]+\.js$/, (route) => {
    if (aborted > 0) return route.continue();
    aborted += 1;
    return route.abort();
  });
  const catalogs = catalogDownloads(page);
  await page.getByRole("button", { name: /^Sprache: Deutsch/ }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Français" }).click();
  await expect(page.getByRole("heading", { name: "Annulation et remboursement" })).toBeVisible();
  // The switch's own load failed; the page loaded the catalog again (a failed chunk reloads the
  // page once: a browser may keep a failed import) rather than show message ids or stay German.
  expect(aborted).toBe(1);
  expect(catalogs.filter((c) => c === "fr-tours")).toHaveLength(2);
  await expect(page.getByRole("heading", { name: "Stornierung und Rückerstattung" })).toHaveCount(0);
});
