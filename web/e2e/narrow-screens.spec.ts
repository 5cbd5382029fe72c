import { expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";

// A 320px phone in German and French: long words ("Doppelzimmer", "Massgeschneiderte"), long
// options ("Réponse la plus urgente d'abord") and e-mail addresses must not make a page wider than
// the screen, where the rest of it would scroll sideways and the menu would open off screen.

const password = "Safari!2026";
const tourId = "kenya-amboseli-tsavo-coast";

/** How far the page is wider than the screen, in CSS pixels (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
});

for (const [lang, next] of [
  ["de", "Weiter"],
  ["fr", "Continuer"],
] as const) {
  test(`${lang}: the booking's rooms step fits a 320px screen, its − and + inside the card`, async ({
    page,
  }) => {
    const answer = await page.request.get(`/api/group-tours/${tourId}`);
    const { departures } = (await answer.json()) as {
      departures: { startDate: string; placesLeft: number }[];
    };
    const open = departures.find((d) => d.placesLeft >= 1);
    expect(open, "a departure with a place left in the demo data").toBeDefined();
    await page.goto(`/${lang}/group-tour/${tourId}/dates`);
    await page.locator(`[data-date="${open?.startDate}"]`).click();
    await page.getByRole("button", { name: next, exact: true }).click();
    await expect(page).toHaveURL(/\/accommodation$/);
    await expect(page.locator("#single-rooms")).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });

  test(`${lang}: the agents' request list and a request fit a 320px screen`, async ({ page }) => {
    await signInByCookies(page.context(), "agent@tembea.local", password);
    await page.goto(`/${lang}/agent`);
    const requests = page.locator('main a[href*="/agent/requests/"]');
    await expect(requests.first()).toBeVisible();
    expect(await overflow(page)).toBe(0);
    // A request's page names the traveller's e-mail address, one long word.
    await requests.first().click();
    await expect(page.locator('a[href^="mailto:"]')).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });
}

test("de: the search dialog's tabs and a tailored trip's page in My trips fit a 320px screen", async ({
  page,
}) => {
  await page.goto("/de");
  await page.getByRole("button", { name: "Suche", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Suche" });
  await expect(dialog.getByRole("tab", { name: "Massgeschneiderte Reisen" })).toBeVisible();
  expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth)).toBe(0);
  await page.keyboard.press("Escape");

  await signInByCookies(page.context(), "traveller@tembea.local", password);
  await page.goto("/de/account/trips?tab=requests");
  await page.getByRole("tabpanel").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Massgeschneiderte Reise/ })).toBeVisible();
  expect(await overflow(page)).toBe(0);
});
