import { expect, type Page, test } from "./fixtures";

// docs/product-spec.md, section 8: "Unknown route: error with status 404, 'Page Not Found' plus path". The
// twin runs CloudFront's own functions (infra/cdk/spa-fallback.ts) on the site's route table and, for tour
// pages, on the tours the table holds (CloudFront's KeyValueStore of tour pages in AWS), so the status seen
// here is the one AWS answers.

const languages = [
  { prefix: "", lang: "en", heading: "Page Not Found", faqHeading: "Frequently asked questions" },
  { prefix: "/de", lang: "de", heading: "Seite nicht gefunden", faqHeading: "Häufige Fragen" },
  { prefix: "/fr", lang: "fr", heading: "Page introuvable", faqHeading: "Questions fréquentes" },
];

/** The 404 page as the spec has it, in the page's language, naming the path it was asked for. */
async function expectNotFoundPage(page: Page, heading: string, path: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByTestId("not-found-path")).toContainText(path);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

for (const { prefix, lang, heading, faqHeading } of languages) {
  test.describe(`the 404 in ${lang}`, () => {
    test(`an unknown path answers 404 with the 404 page and its path (${lang})${lang === "fr" ? " @mobile" : ""}`, async ({
      page,
    }) => {
      const path = `${prefix}/this/page/does-not-exist`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectNotFoundPage(page, heading, path);
      await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    });

    test(`an unknown destination and a malformed tour id answer 404 (${lang})`, async ({ page }) => {
      for (const path of [
        `${prefix}/group-tours/atlantis`,
        `${prefix}/tailored-trips/atlantis/request/date`,
        `${prefix}/group-tour/Not_A_Tour`,
        `${prefix}/special-tour/kenya-gorilla-trek/nope`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expectNotFoundPage(page, heading, path);
      }
    });

    test(`a well-formed id of no tour answers 404 with the 404 page, unindexed, with its path (${lang})`, async ({
      page,
    }) => {
      // CloudFront's functions ask the store of tour pages (the twin: the table) whether the tour exists.
      const path = `${prefix}/group-tour/no-such-tour`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, heading, path);
      for (const [other, status] of [
        [`${prefix}/special-tour/no-such-tour`, 404],
        [`${prefix}/group-tour/no-such-tour/dates`, 404],
        // A special tour's id is no group tour's page, and the other way round.
        [`${prefix}/special-tour/kenya-great-migration-safari`, 404],
        [`${prefix}/group-tour/kenya-great-migration-safari/dates`, 200],
        [`${prefix}/special-tour/kenya-private-mara-safari`, 200],
        [`${prefix}/special-tour/kenya-private-mara-safari/travellers`, 200],
        [`${prefix}/group-tour/thank-you`, 200],
      ] as const) {
        expect((await page.request.get(other, { maxRedirects: 0 })).status(), other).toBe(status);
      }
    });

    test(`the site's pages answer 200 and are indexed; the 404 page leads to the FAQ (${lang})`, async ({
      page,
    }) => {
      for (const path of [
        prefix || "/",
        `${prefix}/faq`,
        `${prefix}/group-tour/kenya-great-migration-safari`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
      }
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);

      await page.goto(`${prefix}/nope`);
      await page.locator(`main a[href="${prefix}/faq"]`).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
      await expect(page.getByRole("heading", { level: 1, name: faqHeading })).toBeVisible();
      // Left for a page that exists, the 404 page takes its noindex along.
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    });
  });
}

test("a path the app opens by a link, which is no page, shows the 404 page with that path", async ({
  page,
}) => {
  await page.goto("/faq");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/group-tours/atlantis");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expectNotFoundPage(page, "Page Not Found", "/group-tours/atlantis");
  await expect(page.getByRole("link", { name: "Visit our FAQ page" })).toHaveAttribute("href", "/faq");
});
