import { expect, test } from "./fixtures";

// The home page lists the twelve destinations from the API (served by a Lambda handler from
// DynamoDB Local), with names in the page's language and sorted by that language.

const cases = [
  {
    prefix: "",
    lang: "en",
    first: "Benin",
    present: ["Kenya", "Côte d'Ivoire", "South Africa"],
    absent: "Kenia",
  },
  {
    prefix: "/en",
    lang: "en",
    first: "Benin",
    present: ["Kenya", "Democratic Republic of the Congo"],
    absent: "Kenia",
  },
  {
    prefix: "/de",
    lang: "de",
    first: "Benin",
    present: ["Kenia", "Elfenbeinküste", "Südafrika"],
    absent: "South Africa",
  },
  {
    prefix: "/fr",
    lang: "fr",
    first: "Afrique du Sud",
    present: ["Kenya", "Bénin", "Cap-Vert"],
    absent: "South Africa",
  },
] as const;

for (const c of cases) {
  test(`home page in ${c.prefix || "/ (English)"} lists the destinations in ${c.lang}${c.prefix === "/de" ? " @mobile" : ""}`, async ({
    page,
  }) => {
    await page.goto(`${c.prefix}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const names = page.getByTestId("destination-name");
    await expect(names).toHaveCount(12);
    await expect(names.first()).toHaveText(c.first);
    for (const name of c.present) await expect(names.filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByText(c.absent, { exact: true })).toHaveCount(0);
    await expect(page).toHaveTitle(/Tembea/);
  });
}

test("German names sort in German order", async ({ page }) => {
  await page.goto("/de");
  await expect(page.getByTestId("destination-name")).toHaveCount(12);
  const names = await page.getByTestId("destination-name").allTextContents();
  expect(names.slice(0, 3)).toEqual(["Benin", "Demokratische Republik Kongo", "Elfenbeinküste"]);
});

test("choosing a language keeps it in a cookie for a year and the site follows it", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Language: English" }).click();
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/?$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const cookie = (await context.cookies()).find((c) => c.value === "de");
  expect(cookie, "locale cookie").toBeDefined();
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
  await page.goto("/");
  await expect(page).toHaveURL(/\/de\/?$/);
  await expect(page.getByTestId("destination-name").filter({ hasText: "Kenia" })).toHaveCount(1);
});

test("hreflang alternates point at the four variants", async ({ page }) => {
  await page.goto("/fr");
  await expect(page.getByTestId("destination-name").first()).toBeVisible();
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href") ?? "").pathname}`),
    );
  expect(hreflangs.sort()).toEqual(["de /de", "en /en", "fr /fr", "x-default /"].sort());
});
