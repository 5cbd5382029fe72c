import { expect, type Page, test } from "./fixtures";

// A first visit to "/" from a browser that prefers German or French offers that language
// in a notice written in it, remembered once chosen or dismissed, without redirecting anybody.

const offers = [
  {
    locale: "de-DE",
    lang: "de",
    region: "Sprachvorschlag",
    text: "Diese Seite gibt es auch auf Deutsch.",
    show: "Auf Deutsch anzeigen",
    stay: "Auf Englisch bleiben",
    home: "/de",
  },
  {
    locale: "fr-FR",
    lang: "fr",
    region: "Suggestion de langue",
    text: "Cette page existe aussi en français.",
    show: "Afficher en français",
    stay: "Rester en anglais",
    home: "/fr",
  },
];

interface Shift {
  value: number;
  /** What moved, and from where to where: the message a failure shows, so a shift names its cause. */
  sources: string[];
}

/** Records every layout shift of the page (what CLS adds up), from its first paint on. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        shifts.push({
          value: shift.value,
          sources: (shift.sources ?? []).map(
            ({ node, previousRect: a, currentRect: b }) =>
              `${node instanceof Element ? node.outerHTML.slice(0, 120) : (node?.nodeName ?? "?")} ` +
              `(${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height})`,
          ),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "tembea_locale")?.value;

for (const { locale, lang, region, text, show, stay, home } of offers) {
  test.describe(`a browser preferring ${locale}`, () => {
    test.use({ locale });

    test(`is offered ${lang} on the English home page, in ${lang}, and keeps English meanwhile${lang === "de" ? " @mobile" : ""}`, async ({
      page,
    }) => {
      const layoutShifts = await recordLayoutShifts(page);
      const response = await page.goto("/");
      expect(response?.status()).toBe(200);
      const notice = page.getByRole("region", { name: region });
      await expect(notice).toBeVisible();
      await expect(notice).toHaveAttribute("lang", lang);
      await expect(notice.getByText(text)).toBeVisible();
      // No redirect: the page stays English at "/", and its arrival moved nothing (CLS stays 0).
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const shifts = await layoutShifts();
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBe(0);

      await notice.getByRole("link", { name: show }).click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("region", { name: region })).toHaveCount(0);
      expect(await localeCookie(page)).toBe(lang);

      // Remembered: "/" now opens in the chosen language, without the notice.
      await page.goto("/");
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      await expect(page.getByRole("region", { name: region })).toHaveCount(0);
    });

    test(`can stay in English by keyboard, which is remembered (${lang})`, async ({ page }) => {
      await page.goto("/");
      const notice = page.getByRole("region", { name: region });
      const stayButton = notice.getByRole("button", { name: stay });
      await stayButton.focus();
      await expect(stayButton).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(notice).toHaveCount(0);
      await expect(page.locator("main")).toBeFocused();
      expect(await localeCookie(page)).toBe("en");

      await page.reload();
      await expect(page.getByTestId("destination-name").first()).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("region", { name: region })).toHaveCount(0);
    });

    test(`is offered nothing on pages that already speak a language, nor in the prerendered HTML (${lang})`, async ({
      page,
      request,
    }) => {
      for (const path of [home, "/en", "/group-tours"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId("language-notice"), path).toHaveCount(0);
      }
      // Search engines get the English home page as it was, whatever language they ask for.
      const html = await (await request.get("/", { headers: { "accept-language": locale } })).text();
      expect(html).toContain('lang="en"');
      expect(html).not.toContain("language-notice");
    });
  });
}

test("a browser preferring English is offered nothing", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("destination-name").first()).toBeVisible();
  // The offer would have loaded another language's catalog first.
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("language-notice")).toHaveCount(0);
});
