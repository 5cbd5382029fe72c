import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { demoPassword, uniqueEmail } from "./support/trips-api";

// Issue 26, items 4 and 5: a departure whose paid travellers reach the tour's minimum group reads
// "Guaranteed departure" on the tour page and in the dates step; an agency's month is a statement
// page and a CSV. Bookings are made and paid through the API and the local checkout (what is tested
// is what the pages show of them); no other spec books this tour.

const tourId = "kenya-samburu-laikipia-mount-kenya"; // Mara Horizon Safaris, minimum group 4
const agent = { email: "agent@tembea.local", password: demoPassword };
const admin = { email: "admin@tembea.local", password: demoPassword };

interface Departure {
  startDate: string;
  placesLeft: number;
}

async function departures(request: APIRequestContext): Promise<Departure[]> {
  const answer = await request.get(`/api/group-tours/${tourId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { departures: Departure[] }).departures;
}

/** A booking of `travellers` on the date, paid through the local checkout; answers its reference. */
async function paidBooking(request: APIRequestContext, departureDate: string, travellers: number) {
  const lead = {
    firstName: "Zoë",
    lastName: "Müller-Lüdenscheidt",
    email: uniqueEmail("statement"),
    phone: { country: "CH", number: "079 123 45 67" },
    nationality: "CH",
    birthDate: "1985-02-02",
  };
  const held = await request.post("/api/bookings/group-tour", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      tourId,
      departureDate,
      rooms: { sharedRooms: Math.floor(travellers / 2), singleRooms: travellers % 2 },
      travellers: {
        lead,
        others: ["Anna", "Björn", "Chloé"].slice(0, travellers - 1).map((firstName) => ({
          firstName,
          lastName: "Müller",
          birthDate: "1990-01-01",
        })),
      },
      acceptTerms: true,
      locale: "de",
      displayCurrency: "CHF",
    },
  });
  expect(held.ok(), await held.text()).toBe(true);
  const { bookingId, checkoutUrl } = (await held.json()) as { bookingId: string; checkoutUrl: string };
  // The local checkout page's own button posts here; the twin signs the event as Stripe would.
  expect((await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  const receipt = await request.get(`/api/bookings/${bookingId}/receipt`);
  const { reference, status } = (await receipt.json()) as { reference: string; status: string };
  expect(status).toBe("confirmed");
  return reference;
}

test("a departure whose paid travellers reach the minimum group reads guaranteed, in en, de and fr", async ({
  page,
}) => {
  const dates = await departures(page.request);
  const last = dates.at(-1);
  if (!last || last.placesLeft < 4) throw new Error("the demo's last Samburu departure has room for four");
  await paidBooking(page.request, last.startDate, 4);

  for (const [prefix, label] of [
    ["", "Guaranteed departure"],
    ["/de", "Garantierte Durchführung"],
    ["/fr", "Départ garanti"],
  ] as const) {
    await page.goto(`${prefix}/group-tour/${tourId}`);
    await expect(page.locator(`[data-testid="departure"][data-date="${last.startDate}"]`)).toContainText(
      label,
    );
    // Only that date: the others have places taken in the demo data, but none paid for.
    await expect(page.getByTestId("guaranteed")).toHaveCount(1);
  }
  // The booking's dates step says the same (the flow reads the same answer).
  for (const [prefix, label] of [
    ["/fr", "Départ garanti"],
    ["", "Guaranteed departure"],
  ] as const) {
    await page.goto(`${prefix}/group-tour/${tourId}/dates`);
    await expect(
      page.locator(`[data-testid="departure-option"][data-date="${last.startDate}"]`),
    ).toContainText(label);
  }
});

test("an agency's month as a statement page and a CSV whose accents survive, and the operator's overview", async ({
  page,
  context,
}) => {
  const dates = await departures(page.request);
  const date = dates.at(-2);
  if (!date || date.placesLeft < 1) throw new Error("the demo's second-last Samburu departure has a place");
  const reference = await paidBooking(page.request, date.startDate, 1);
  await signInByCookies(context, agent.email, agent.password);

  await page.goto("/fr/agent/statements");
  await expect(page.getByRole("heading", { level: 1, name: "Relevés" })).toBeVisible();
  const row = page.getByTestId("statement-entry").filter({ hasText: reference });
  await expect(row).toContainText("Réservation payée");
  await expect(row).toContainText("mont Kenya à pied");
  await expect(page.getByTestId("statement-totals")).toContainText("Dû à l’agence");
  // On a phone the table scrolls in its frame: the tour's column keeps a readable width.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(async () => {
    expect((await row.locator("td").nth(3).boundingBox())?.width ?? 0).toBeGreaterThan(120);
  }).toPass();
  if (desktop) await page.setViewportSize(desktop);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Télécharger en CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tembea-statement-mara-horizon-safaris-\d{4}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  // UTF-8 with a byte order mark, which is how Excel knows to read "à" and "’" as they are.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe("Date,Opération,Référence,Circuit,Départ,Montant (CHF)");
  const booked = lines.find((line) => line.includes(reference)) ?? "";
  expect(booked).toMatch(
    /^\d{4}-\d{2}-\d{2},Réservation payée,TMB-\w{5},"Le nord du Kenya.*mont Kenya à pied",/,
  );
  expect(booked).toContain(`${date.startDate},5590.00`);
  expect(lines.some((line) => line.startsWith(",Dû à l’agence,,,,"))).toBe(true);

  // The same statement in English and German: the words change, the entry does not.
  for (const [prefix, heading, due] of [
    ["", "Statements", "Due to the agency"],
    ["/de", "Abrechnungen", "Der Agentur geschuldet"],
  ] as const) {
    await page.goto(`${prefix}/agent/statements`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByTestId("statement-entry").filter({ hasText: reference })).toBeVisible();
    await expect(page.getByTestId("statement-totals")).toContainText(due);
  }

  // The operator: every agency's month, and this agency's statement a click away.
  await context.clearCookies();
  await signInByCookies(context, admin.email, admin.password);
  await page.goto("/admin/statements");
  await expect(page.getByRole("heading", { level: 1, name: "Statements" })).toBeVisible();
  await page
    .getByTestId("overview-agency")
    .filter({ hasText: "Mara Horizon Safaris" })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Statement" })).toBeVisible();
  await expect(page.getByTestId("statement-entry").filter({ hasText: reference })).toBeVisible();
});
