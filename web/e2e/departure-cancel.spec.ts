import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { demoPassword, idToken, uniqueEmail } from "./support/trips-api";

// An agency cancels a departure of its tour: the console's dialog names the travellers, the bookings
// and the total refunded, asks for the reason, and both travellers on it are refunded in full and
// mailed in their own language (German, French) with the reason and the tour's other departures.
// Seeded through the API (a departure of the Kenya demo tour, two bookings paid at the local
// checkout); the dialog's key steps run in English, German and French.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;
const agent = "agent@tembea.local";
// Not the Great Migration: the catalogue spec counts that tour's departures, and this one adds one.
const tourId = "kenya-amboseli-tsavo-coast";

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

/** A free date of the demo tour, far ahead (each run its own), with `capacity` places on sale. */
async function newDeparture(request: APIRequestContext, headers: Record<string, string>) {
  for (;;) {
    const day = new Date(
      Date.UTC(2090 + Math.floor(Math.random() * 9), 0, 1 + Math.floor(Math.random() * 360)),
    );
    const startDate = day.toISOString().slice(0, 10);
    const res = await request.post(`/api/agency/tours/${tourId}/departures`, {
      headers,
      data: { capacity: 10, single: { startDate } },
    });
    expect(res.ok(), await res.text()).toBe(true);
    if (((await res.json()) as { added: string[] }).added.includes(startDate)) return startDate;
  }
}

/** Two travellers holding places on the date, as the booking form does; answers the checkout's URL. */
async function heldBooking(
  request: APIRequestContext,
  startDate: string,
  email: string,
  locale: "de" | "fr",
): Promise<string> {
  const held = await request.post("/api/bookings/group-tour", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      tourId,
      departureDate: startDate,
      rooms: { sharedRooms: 1, singleRooms: 0 },
      travellers: {
        lead: {
          firstName: locale === "de" ? "Jürg" : "Zoë",
          lastName: "Müller",
          email,
          phone: { country: "CH", number: "079 123 45 67" },
          nationality: "CH",
          birthDate: "1980-04-04",
        },
        others: [{ firstName: "Anna", lastName: "Müller", birthDate: "1982-05-05" }],
      },
      acceptTerms: true,
      locale,
      displayCurrency: "CHF",
    },
  });
  expect(held.ok(), await held.text()).toBe(true);
  return ((await held.json()) as { checkoutUrl: string }).checkoutUrl;
}

/** Two travellers booked and paid on the date, as the booking form and the local checkout do. */
async function paidBooking(
  request: APIRequestContext,
  startDate: string,
  email: string,
  locale: "de" | "fr",
) {
  const checkoutUrl = await heldBooking(request, startDate, email, locale);
  const paid = await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

async function mailsTo(request: APIRequestContext, to: string): Promise<StoredMail[]> {
  const store = (await (await request.get(sesStore)).json()) as { emails: StoredMail[] };
  return store.emails.filter((e) => e.destination.to.includes(to));
}

const l10n = {
  en: {
    prefix: "",
    open: "Cancel departure",
    summary: /4 travellers in 2 bookings will be cancelled and refunded in full: CHF\s?[\d,.’']+ in total/,
    reason: "Reason (sent to the travellers)",
    required: "Please give the reason: the travellers receive it.",
    tooMany: "3 characters too many",
    confirm: "Cancel the departure",
    cancelled: "Cancelled on",
    history: {
      reason: "Reason: – → ",
      cancelled: "Cancelled: – → Yes",
      status: "Status: Confirmed → Cancelled",
      refund: /Refund: – → CHF\s?[\d,’']+/,
    },
  },
  de: {
    prefix: "/de",
    open: "Abreise absagen",
    summary: /4 Reisende in 2 Buchungen werden storniert und voll zurückerstattet/,
    reason: "Begründung (wird den Reisenden gesendet)",
    required: "Bitte geben Sie die Begründung an: Die Reisenden erhalten sie.",
    tooMany: "3 Zeichen zu viel",
    confirm: "Die Abreise absagen",
    cancelled: "Abgesagt am",
    history: {
      reason: "Begründung: – → ",
      cancelled: "Abgesagt: – → Ja",
      status: "Status: Bestätigt → Storniert",
      refund: /Rückerstattung: – → [\d’'.]+(,\d\d)?\s?CHF/,
    },
  },
  fr: {
    prefix: "/fr",
    open: "Annuler le départ",
    summary: /4 voyageurs dans 2 réservations seront annulés et remboursés intégralement/,
    reason: "Motif (envoyé aux voyageurs)",
    required: "Veuillez indiquer le motif\u00a0: les voyageurs le reçoivent.",
    tooMany: "3 caractères en trop",
    confirm: "Annuler le départ",
    cancelled: "Annulé le",
    history: {
      reason: "Motif\u202f: – → ",
      cancelled: "Annulé\u202f: – → Oui",
      status: "Statut\u202f: Confirmée → Annulée",
      refund: /Remboursement\u202f: – → [\d\s\u202f]+(,\d\d)?\s?CHF/,
    },
  },
} as const;

const row = (page: Page, startDate: string) =>
  page.locator(`[data-testid="agency-departure"][data-date="${startDate}"]`);

test("an agency cancels a departure: both travellers are refunded in full and mailed in their language", async ({
  page,
  request,
  context,
}) => {
  const token = await idToken(request, agent, demoPassword);
  const headers = { authorization: `Bearer ${token}` };
  await signInByCookies(context, agent, demoPassword);

  for (const language of ["en", "de", "fr"] as const) {
    const t = l10n[language];
    const startDate = await newDeparture(request, headers);
    const travellers = [uniqueEmail("depcancel-de"), uniqueEmail("depcancel-fr")];
    await paidBooking(request, startDate, travellers[0] as string, "de");
    await paidBooking(request, startDate, travellers[1] as string, "fr");
    // A third pair still at the checkout: their hold is not a booking to refund, and lapses.
    await heldBooking(request, startDate, uniqueEmail("depcancel-paying"), "de");

    await page.goto(`${t.prefix}/agent/tours/${tourId}`);
    await row(page, startDate).getByRole("button", { name: t.open }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("cancel-departure-summary")).toHaveText(t.summary);
    // The reason is required: the travellers are mailed it.
    await dialog.getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(dialog.getByText(t.required)).toBeVisible();
    await expect(dialog.getByLabel(t.reason)).toBeFocused();
    // The travellers are mailed at most 500 characters: the count says by how much a reason is over.
    await dialog.getByLabel(t.reason).fill("x".repeat(503));
    await expect(dialog.getByTestId("character-count")).toHaveText(t.tooMany);
    const reason = `Too few travellers (${language})`;
    await dialog.getByLabel(t.reason).fill(reason);
    await expect(dialog.getByTestId("character-count")).toHaveCount(0);
    await dialog.getByRole("button", { name: t.confirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, startDate).getByTestId("departure-cancelled")).toContainText(t.cancelled);
    await expect(row(page, startDate).getByTestId("departure-cancelled")).toContainText(reason);
    // Every paid booking is refunded: nothing is left to finish, though the hold still takes places.
    await expect(row(page, startDate).getByRole("button")).toHaveCount(0);

    // The agency's history says it in words: the date in the page's format, yes, the refunds in CHF.
    await page.goto(`${t.prefix}/agent/history`);
    const entries = page.getByTestId("history-entry");
    const departureEntry = entries.filter({ hasText: `${t.history.reason}${reason}` });
    await expect(departureEntry).toContainText(t.history.cancelled);
    await expect(departureEntry).not.toContainText(startDate);
    const refunded = entries.filter({ hasText: t.history.status }).first();
    await expect(refunded).toContainText(t.history.refund);

    // The tour page no longer offers it.
    const tour = await (await request.get(`/api/group-tours/${tourId}`)).json();
    expect(
      (tour as { departures: { startDate: string }[] }).departures.map((d) => d.startDate),
    ).not.toContain(startDate);
    if (language !== "en") continue;
    // Each traveller: one mail in the language they booked in, with the reason and other departures.
    const expected = [
      {
        to: travellers[0] as string,
        subject: "Ihre Abreise ist abgesagt",
        others: "Weitere Abreisen dieser Reise",
      },
      {
        to: travellers[1] as string,
        subject: "Votre départ est annulé",
        others: "Autres départs de ce voyage",
      },
    ];
    for (const { to, subject, others } of expected) {
      await expect
        .poll(async () => (await mailsTo(request, to)).filter((m) => m.subject.startsWith(subject)).length)
        .toBe(1);
      const mail = (await mailsTo(request, to)).find((m) => m.subject.startsWith(subject));
      expect(mail?.body.text).toContain(reason);
      expect(mail?.body.text).toContain(others);
      expect(mail?.body.text).toContain(`/group-tour/${tourId}/dates`);
    }
  }
});
