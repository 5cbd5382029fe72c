import { expect, expectAccessible, type Page, test } from "./fixtures";

// docs/product-spec.md, section 5: "Phone must be valid for the selected country: 'A number valid in
// {country} is required'." A valid German number is no Swiss one, written with +49 or nationally, and the
// message names the selected country in the page's language.

const tourId = "kenya-amboseli-tsavo-coast";

const languages = [
  {
    lang: "en",
    prefix: "",
    next: "Continue",
    country: "Country",
    number: "Number",
    swiss: "A number valid in Switzerland is required",
    austrian: "A number valid in Austria is required",
  },
  {
    lang: "de",
    prefix: "/de",
    next: "Weiter",
    country: "Land",
    number: "Nummer",
    swiss: "Eine gültige Telefonnummer für das Land Schweiz ist erforderlich",
    austrian: "Eine gültige Telefonnummer für das Land Österreich ist erforderlich",
  },
  {
    lang: "fr",
    prefix: "/fr",
    next: "Continuer",
    country: "Pays",
    number: "Numéro",
    swiss: "Un numéro de téléphone valide pour le pays Suisse est requis",
    austrian: "Un numéro de téléphone valide pour le pays Autriche est requis",
  },
] as const;

/** One traveller in a single room, to the travellers step, by the way a visitor books. */
async function toTravellersStep(page: Page, prefix: string, next: string) {
  const answer = await page.request.get(`/api/group-tours/${tourId}`);
  expect(answer.ok()).toBe(true);
  const { departures } = (await answer.json()) as { departures: { startDate: string; placesLeft: number }[] };
  const open = departures.find((d) => d.placesLeft >= 1);
  expect(open, "a departure with a place left in the demo data").toBeDefined();
  await page.goto(`${prefix}/group-tour/${tourId}/dates`);
  await page.locator(`[data-date="${open?.startDate}"]`).click();
  await page.getByRole("button", { name: next, exact: true }).click();
  await expect(page).toHaveURL(/\/accommodation$/);
  await page.locator("#traveller-count").fill("1");
  await page.locator("#shared-rooms").fill("0");
  await page.locator("#single-rooms").fill("1");
  await page.getByRole("button", { name: next, exact: true }).click();
  await expect(page).toHaveURL(/\/travellers$/);
}

for (const l of languages) {
  // French also at a phone's width.
  const tag = l.lang === "fr" ? " @mobile" : "";
  test(`${l.lang}: a German number is refused for Switzerland, with the spec's message naming the country${tag}`, async ({
    page,
  }) => {
    await toTravellersStep(page, l.prefix, l.next);
    await page.locator("#lead-first-name").fill("Lena");
    await page.locator("#lead-last-name").fill("Schneider");
    await page.locator("#lead-email").fill(`e2e-phone-${l.lang}-${Date.now()}@example.com`);
    await page.locator("#lead-nationality").selectOption("DE");
    await page.locator("#lead-birth-date").fill("1987-03-09");
    const country = page.getByLabel(l.country, { exact: true });
    const number = page.getByLabel(l.number, { exact: true });
    await expect(country).toHaveValue("CH");

    await number.fill("+49 30 1234567");
    await page.getByRole("button", { name: l.next, exact: true }).click();
    await expect(number).toHaveAccessibleDescription(l.swiss);
    await expect(page).toHaveURL(/\/travellers$/);
    await expectAccessible(page, "the phone refused");

    // A German national number whose length would fit a Swiss one: 030 is no Swiss prefix.
    await number.fill("030 1234567");
    await page.getByRole("button", { name: l.next, exact: true }).click();
    await expect(number).toHaveAccessibleDescription(l.swiss);
    await expect(page).toHaveURL(/\/travellers$/);

    // The message follows the selected country; the number is checked again for it.
    await country.selectOption("AT");
    await expect(number).toHaveAccessibleDescription(l.austrian);
    await country.selectOption("DE");
    await expect(page.locator("#lead-phone-number-error")).toHaveCount(0);
    await expect(number).not.toHaveAttribute("aria-invalid");

    await page.getByRole("button", { name: l.next, exact: true }).click();
    await expect(page).toHaveURL(/\/authenticate$/);
  });
}
