import { expect, test } from "./fixtures";

// A traveller on a flaky connection follows a link while offline: the page's code cannot be
// downloaded. The reload a chunk error asks for (docs/product-spec.md, section 8) would bring the
// browser's own offline page; the site says it is offline in its layout and opens the page once
// the connection is back.

for (const l of [
  { lang: "de", offline: "Sie sind offline", faq: "Häufige Fragen" },
  { lang: "fr", offline: "Vous êtes hors ligne", faq: "Questions fréquentes" },
] as const) {
  test(`${l.lang}: a page opened offline waits for the connection in the site's layout, then opens @mobile`, async ({
    page,
    context,
  }) => {
    await page.goto(`/${l.lang}`);
    await expect(page.getByTestId("destination-name").first()).toBeVisible();
    await context.setOffline(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: l.offline })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole("heading", { level: 1, name: l.faq })).toBeVisible();
  });
}
