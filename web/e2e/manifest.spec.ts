import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import { type APIRequestContext, expect, expectAccessible, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { sesStore } from "./support/sign-up";
import { demoPassword, idToken, uniqueEmail } from "./support/trips-api";

// Item 1 of issue 26: the agency knows who is coming. A family with accents in their names books and
// pays a departure of the demo Kenya agency through the API and the local checkout, as a person
// would; the agent finds the departure in its tour's departures, opens the manifest and downloads
// its CSV, which reads back in UTF-8 with "Zoë" and "Müller-Lüdenscheidt" intact. German and French
// take the key steps (the manifest page and its CSV's headings), French at a phone's width.

const agent = "agent@tembea.local";
// Not the Great Migration: the catalogue spec counts that tour's departures, and this one adds one.
const tourId = "kenya-samburu-laikipia-mount-kenya";

/** A departure of its own on a date no other test uses, paid for by a family of three. */
async function paidFamilyBooking(request: APIRequestContext): Promise<{ startDate: string; email: string }> {
  const token = await idToken(request, agent, demoPassword);
  const year = new Date().getUTCFullYear() + 3;
  const day = 1 + Math.floor(Math.random() * 28);
  const month = 1 + Math.floor(Math.random() * 12);
  const startDate = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const added = await request.post(`/api/agency/tours/${tourId}/departures`, {
    headers: { authorization: `Bearer ${token}` },
    data: { capacity: 10, single: { startDate } },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const email = uniqueEmail("manifest");
  const held = await request.post("/api/bookings/group-tour", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      tourId,
      departureDate: startDate,
      rooms: { sharedRooms: 1, singleRooms: 1 },
      travellers: {
        lead: {
          firstName: "Zoë",
          lastName: "Müller-Lüdenscheidt",
          email,
          phone: { country: "DE", number: "0151 12345678" },
          nationality: "DE",
          birthDate: "1984-02-29",
        },
        others: [
          { firstName: "Jörg", lastName: "Müller-Lüdenscheidt", birthDate: "1982-07-01" },
          { firstName: "Anaïs", lastName: "Lefèvre", birthDate: "1990-12-24" },
        ],
      },
      acceptTerms: true,
      locale: "de",
      displayCurrency: "CHF",
    },
  });
  expect(held.ok(), await held.text()).toBe(true);
  const { checkoutUrl } = (await held.json()) as { checkoutUrl: string };
  // The local checkout page's own button posts here; the twin signs the event as Stripe would.
  const paid = await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return { startDate, email };
}

const languages = [
  { prefix: "", heading: "Manifest", download: "Download CSV", lastName: "Last name" },
  { prefix: "/de", heading: "Teilnehmerliste", download: "CSV herunterladen", lastName: "Nachname" },
  { prefix: "/fr", heading: "Liste des voyageurs", download: "Télécharger le CSV", lastName: "Nom" },
] as const;

test("the agency opens a departure's manifest and downloads its CSV with the accents intact, in en, de and fr", async ({
  page,
  context,
  request,
}) => {
  const { startDate, email } = await paidFamilyBooking(request);
  // The agency is told, in its language (the demo's: English), with the way to the manifest.
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get(sesStore)).json()) as {
        emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
      };
      return emails
        .filter((m) => m.destination.to.includes("requests@mara-horizon-safaris.tembea.local"))
        .filter((m) => m.body.text?.includes(email))
        .map(
          (m) => m.subject.startsWith("New booking: ") && m.body.text?.includes(`/departures/${startDate}`),
        );
    })
    .toEqual([true]);
  await signInByCookies(context, agent, demoPassword);

  // Where an agent looks: the tour's departures, each with the travellers paid for and its manifest.
  await page.goto(`/agent/tours/${tourId}`);
  const departure = page.locator(`[data-testid="agency-departure"][data-date="${startDate}"]`);
  await expect(departure).toContainText("3 travellers booked");
  await departure.getByTestId("manifest-link").click();
  await expect(page).toHaveURL(new RegExp(`/agent/tours/${tourId}/departures/${startDate}$`));

  for (const [index, lang] of languages.entries()) {
    if (index > 0) {
      // French on a phone: the table becomes one card per booking, nothing wider than the screen.
      if (lang.prefix === "/fr") await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${lang.prefix}/agent/tours/${tourId}/departures/${startDate}`);
    }
    const booking = page.getByTestId("manifest-booking").filter({ hasText: email });
    await expect(booking).toContainText("Zoë Müller-Lüdenscheidt");
    await expect(booking).toContainText("Anaïs Lefèvre");
    await expect(page.getByText(lang.heading, { exact: true })).toBeVisible();
    if (lang.prefix === "/fr") {
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1] as number);
      await expectAccessible(page, "the manifest on a phone");
    }

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: lang.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`manifest-${tourId}-${startDate}.csv`);
    const bytes = await readFile((await download.path()) as string);
    // UTF-8 with a byte order mark: what makes Excel read "Zoë" rather than "ZoÃ«".
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
    expect(text).toContain("\r\n");
    const { data, errors } = Papa.parse<string[]>(text.trimEnd(), { newline: "\r\n" });
    expect(errors).toEqual([]);
    const [header, ...rows] = data;
    expect(header).toContain(lang.lastName);
    const family = rows.filter((row) => row.includes(email) || row.includes("Jörg") || row.includes("Anaïs"));
    expect(family.map((row) => [row[4], row[3]])).toEqual([
      ["Zoë", "Müller-Lüdenscheidt"],
      ["Jörg", "Müller-Lüdenscheidt"],
      ["Anaïs", "Lefèvre"],
    ]);
  }

  // Printed, the manifest stands alone: the site's header and the buttons are left out.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Télécharger le CSV" })).toBeHidden();
  await expect(page.getByTestId("manifest-booking").filter({ hasText: email })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
});
