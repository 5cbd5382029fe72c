import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { enterMailedCode } from "./support/sign-up";

// The booking flows end to end against the local twin: the steps in the browser, the server's hold
// and price, the local checkout page (which posts Stripe-signed events to the real webhook), the
// thank-you page and the confirmation mail in the SES twin's store.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;

interface Departure {
  startDate: string;
  endDate: string;
  placesLeft: number;
}

function uniqueEmail(tag: string): string {
  return `e2e-booking-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function isoDaysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

async function departuresOf(request: APIRequestContext, tourId: string): Promise<Departure[]> {
  const answer = await request.get(`/api/group-tours/${tourId}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { departures: Departure[] }).departures;
}

async function placesLeftOn(request: APIRequestContext, tourId: string, startDate: string) {
  return (await departuresOf(request, tourId)).find((d) => d.startDate === startDate)?.placesLeft;
}

/** Waits for the summary to close the checkout the traveller left, and answers that booking's id. */
async function checkoutClosed(page: Page): Promise<string> {
  const call = await page.waitForRequest((r) => /\/api\/bookings\/[^/]+\/cancel-checkout$/.test(r.url()));
  return call.url().split("/").at(-2) as string;
}

/** The newest mail to `to` in the SES twin's store, waiting for it to arrive. */
async function mailTo(page: Page, to: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const store = (await (await page.request.get(sesStore)).json()) as {
          emails: {
            subject: string;
            destination: { to: string[] };
            body: { text?: string; html?: string };
          }[];
        };
        const mail = store.emails.filter((e) => e.destination.to.includes(to)).at(-1);
        found = mail && { subject: mail.subject, text: `${mail.body.text ?? ""} ${mail.body.html ?? ""}` };
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as { subject: string; text: string };
}

/** Takes every place left on a departure through the API, as another traveller would. */
async function takeAllPlaces(
  request: APIRequestContext,
  tourId: string,
  departureDate: string,
  places: number,
) {
  const fellow = { firstName: "Other", lastName: "Traveller", birthDate: "1985-03-03" };
  const answer = await request.post("/api/bookings/group-tour", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      tourId,
      departureDate,
      rooms: { sharedRooms: Math.floor(places / 2), singleRooms: places % 2 },
      travellers: {
        lead: {
          firstName: "Quick",
          lastName: "Booker",
          email: uniqueEmail("rival"),
          phone: { country: "CH", number: "044 668 18 00" },
          nationality: "CH",
          birthDate: "1980-01-01",
        },
        others: Array.from({ length: places - 1 }, () => fellow),
      },
      acceptTerms: true,
      locale: "en",
      displayCurrency: "CHF",
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/**
 * One traveller in a single room, a Kenyan guest lead, through every step to the summary with the
 * terms accepted: the way to "Pay securely" for tests about what paying does.
 */
async function reachSummaryAsGuest(page: Page, tourId: string, startDate: string, emailTag: string) {
  await page.goto(`/group-tour/${tourId}/dates`);
  await page.locator(`[data-date="${startDate}"]`).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Travellers", { exact: true }).fill("1");
  await page.getByLabel("Shared rooms", { exact: true }).fill("0");
  await page.getByLabel("Single rooms", { exact: true }).fill("1");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.locator("#lead-first-name").fill("Amani");
  await page.locator("#lead-last-name").fill("Otieno");
  await page.locator("#lead-email").fill(uniqueEmail(emailTag));
  await page.getByLabel("Country", { exact: true }).selectOption("KE");
  await page.locator("#lead-phone-number").fill("0712 345678");
  await page.getByLabel("Nationality").selectOption("KE");
  await page.locator("#lead-birth-date").fill("1992-01-15");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("tab", { name: "Guest" }).click();
  await page.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByLabel(/I accept the/).check();
}

test("de: a guest books a group tour through the local checkout and gets the confirmation mail", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const tourId = "kenya-amboseli-tsavo-coast";
  const departures = await departuresOf(page.request, tourId);
  const full = departures.find((d) => d.placesLeft === 0);
  const open = departures.find((d) => d.placesLeft >= 4);
  expect(full, "a full departure in the demo data").toBeDefined();
  expect(open, "a departure with room for three").toBeDefined();
  if (!full || !open) return;
  const email = uniqueEmail("de");
  // The total is charged in CHF and also shown in the currency the visitor chose.
  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: `http://localhost:${port}` }]);

  await page.goto(`/de/group-tour/${tourId}`);
  await page.getByRole("link", { name: "Termin buchen" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/group-tour/${tourId}/dates$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termine der Gruppenreise");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expect(page).toHaveTitle(/Termine der Gruppenreise/);
  await expect(page.getByTestId("step-indicator")).toContainText("Schritt 1 von 5");
  await expect(page.locator(`[data-date="${full.startDate}"] input`)).toBeDisabled();
  await expect(page.locator(`[data-date="${full.startDate}"]`)).toContainText("Ausgebucht");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Bitte wählen Sie einen Abreisetermin")).toBeVisible();
  await page.locator(`[data-date="${open.startDate}"]`).click();
  await page.getByRole("button", { name: "Weiter" }).click();

  await expect(page).toHaveURL(/\/accommodation$/);
  await expect(page.getByTestId("step-indicator")).toContainText("Schritt 2 von 5");
  await page.getByLabel("Reisende", { exact: true }).fill("4");
  await expect(page.getByTestId("rooms-status")).toHaveText("2 Reisende sind noch keinem Zimmer zugeteilt");
  await page.getByLabel("Reisende", { exact: true }).fill("3");
  await page.getByLabel("Einzelzimmer", { exact: true }).fill("1");
  await expect(page.getByTestId("rooms-status")).toHaveText("Alle Reisenden haben ein Bett.");
  // 2 × 4,250 (shared) + 5,190 (single) in CHF, shown in EUR here.
  await expect(page.getByTestId("live-total").getByTestId("price")).toContainText("€");
  await page.getByRole("button", { name: "Weiter" }).click();

  await expect(page).toHaveURL(/\/travellers$/);
  await page.locator("#lead-first-name").fill("Jana");
  await page.locator("#lead-last-name").fill("Müller");
  await page.locator("#lead-email").fill(email);
  await page.locator("#lead-phone-number").fill("12");
  await page.getByLabel("Nationalität").selectOption("CH");
  await page.locator("#lead-birth-date").fill("1988-04-12");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(
    page.getByText("Eine gültige Telefonnummer für das Land Schweiz ist erforderlich"),
  ).toBeVisible();
  await expect(page.getByText("Dieses Feld darf nicht leer sein").first()).toBeVisible();
  // A birth date left empty is a required field, not an invalid date (docs/product-spec.md, section 5).
  await expect(page.locator("#traveller-2-birth-date-error")).toHaveText("Dieses Feld darf nicht leer sein");

  // A reload in the middle of the form keeps what was typed.
  await page.reload();
  await expect(page.locator("#lead-first-name")).toHaveValue("Jana");
  await expect(page.locator("#lead-email")).toHaveValue(email);
  await page.locator("#lead-phone-number").fill("044 668 18 00");
  await page.locator("#traveller-2-first-name").fill("Lukas");
  await page.locator("#traveller-2-last-name").fill("Müller");
  await page.locator("#traveller-2-birth-date").fill("1986-09-30");
  await page.locator("#traveller-3-first-name").fill("Mia");
  await page.locator("#traveller-3-last-name").fill("Müller");
  await page.locator("#traveller-3-birth-date").fill("2015-02-01");
  await page.getByRole("button", { name: "Weiter" }).click();

  await expect(page).toHaveURL(/\/authenticate$/);
  await page.getByRole("tab", { name: "Gast" }).click();
  await page.getByRole("button", { name: "Als Gast fortfahren" }).click();

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("step-indicator")).toContainText("Schritt 5 von 5");
  await page.reload();
  await expect(page.getByTestId("summary-lead")).toContainText("Jana Müller");
  // Typed "044 668 18 00", shown (and sent) in its international form.
  await expect(page.getByTestId("summary-lead")).toContainText("+41 44 668 18 00 (Schweiz)");
  await expect(page.getByTestId("summary-traveller")).toHaveCount(2);
  await expect(page.getByTestId("summary-rooms")).toContainText("1 Doppelzimmer");
  await expect(page.getByTestId("summary-rooms")).toContainText("1 Einzelzimmer");
  const chf = new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "CHF",
    maximumFractionDigits: 0,
  }).format(13_690);
  await expect(page.getByTestId("total-chf")).toHaveText(chf);
  await expect(page.getByTestId("summary-total").getByTestId("price")).toContainText("€");
  const summaryEuros = await page.getByTestId("summary-total").getByTestId("price").textContent();
  await expect(page.getByTestId("refund-tile").first()).toBeVisible();
  await expect(page.getByTestId("per-person-banner")).toContainText("separate Zahlungslinks pro Person");
  for (const mark of ["Klarna", "Mastercard", "Maestro", "Visa"]) {
    await expect(page.getByRole("main").getByRole("img", { name: mark })).toBeVisible();
  }
  await page.getByRole("button", { name: "Sicher bezahlen" }).click();
  await expect(
    page.getByText(
      "Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung, um fortzufahren.",
    ),
  ).toBeVisible();
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: "Sicher bezahlen" }).click();

  // Cancelling the checkout gives the places back at once, and that checkout can no longer be paid.
  await expect(page).toHaveURL(/\/local-checkout\//);
  const cancelledCheckout = page.url();
  expect(await placesLeftOn(page.request, tourId, open.startDate)).toBe(open.placesLeft - 3);
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/group-tour/${tourId}/summary$`));
  await expect(page.getByTestId("summary-lead")).toContainText("Jana Müller");
  await expect(page.getByRole("status").filter({ hasText: "Zahlung wurde nicht abgeschlossen" })).toHaveText(
    "Die Zahlung wurde nicht abgeschlossen, es wurde also nichts belastet, und die Plätze sind nicht mehr für Sie reserviert. Sie können unten erneut bezahlen.",
  );
  await expect.poll(() => placesLeftOn(page.request, tourId, open.startDate)).toBe(open.placesLeft);
  await page.goto(cancelledCheckout);
  await expect(page.getByTestId("checkout-closed")).toHaveText("This checkout session has expired");
  await expect(page.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await page.goBack();

  // Back from a checkout with the browser's back button, paying again closes the one opened before:
  // the places are held once, not twice.
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: "Sicher bezahlen" }).click();
  await expect(page).toHaveURL(/\/local-checkout\//);
  const abandonedCheckout = page.url();
  await page.goBack();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByLabel(/Ich akzeptiere die/).check();
  await page.getByRole("button", { name: "Sicher bezahlen" }).click();
  await expect(page).toHaveURL(/\/local-checkout\//);
  expect(page.url()).not.toBe(abandonedCheckout);
  expect(await placesLeftOn(page.request, tourId, open.startDate)).toBe(open.placesLeft - 3);
  const checkout = page.url();
  await page.goto(abandonedCheckout);
  await expect(page.getByTestId("checkout-closed")).toHaveText("This checkout session has expired");
  await page.goto(checkout);

  await expect(page.getByTestId("checkout-amount")).toHaveText(chf);
  await page.getByRole("button", { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/de\/group-tour\/thank-you\?booking=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vielen Dank für Ihre Buchung!");
  await expect(page.getByTestId("thank-you")).toContainText("3 Reisende");
  // What was charged, in CHF, with the visitor's euros beside it as an estimate.
  await expect(page.getByTestId("thank-you").getByTestId("total-chf")).toHaveText(chf);
  await expect(page.getByTestId("thank-you")).toContainText("In EUR, etwa");
  // The same estimate as the summary's (made of the unit prices there, not the total converted once).
  await expect(page.getByTestId("thank-you").getByTestId("price")).toHaveText(summaryEuros ?? "");
  const tour = (await (await page.request.get(`/api/group-tours/${tourId}`)).json()) as {
    tour: { title: { de: string } };
  };
  await expect(page.getByTestId("thank-you")).toContainText(tour.tour.title.de);
  const mail = await mailTo(page, email);
  expect(mail.subject).toContain("Ihre Buchung ist bestätigt");

  // The places are taken on the departure.
  const after = (await departuresOf(page.request, tourId)).find((d) => d.startDate === open.startDate);
  expect(after?.placesLeft).toBe(open.placesLeft - 3);

  // A new visit of the flow starts empty; the thank-you page without a booking says so.
  await page.goto(`/de/group-tour/${tourId}/summary`);
  await expect(page).toHaveURL(new RegExp(`/de/group-tour/${tourId}/dates$`));
  await page.goto("/de/group-tour/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Keine Buchung gefunden");
});

test("fr: a traveller who signs up on the way books a special tour", async ({ page }) => {
  test.setTimeout(120_000);
  const tourId = "cape-verde-island-hopping-private";
  const email = uniqueEmail("fr");
  const departure = isoDaysFromNow(40);

  await page.goto(`/fr/special-tour/${tourId}`);
  // A date picked on the tour page is the booking's first answer.
  await page.getByTestId("departure-date").fill(departure);
  await page.getByRole("link", { name: "Réserver une date" }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/special-tour/${tourId}/dates$`));
  await expect(page.getByTestId("step-indicator")).toContainText("Étape 1 sur 4");
  await expect(page.getByLabel("Date de départ")).toHaveValue(departure);
  await page.getByLabel("Date de départ").fill("");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page.getByText("Ce champ ne peut pas être vide")).toBeVisible();
  await page.getByLabel("Date de départ").fill(departure);
  // Ten days, so the return is nine days after the departure.
  const back = new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" }).format(
    new Date(`${isoDaysFromNow(49)}T00:00:00Z`),
  );
  await expect(page.getByTestId("return-date")).toHaveText(`Retour le ${back}`);
  await page.getByRole("button", { name: "Continuer" }).click();

  await expect(page).toHaveURL(/\/travellers$/);
  // The group size's buttons and arrow keys keep to the tour's range, 2 to 10 travellers.
  const size = page.getByLabel("Nombre de voyageurs");
  const fewer = page.getByTitle("Moins", { exact: true });
  const more = page.getByTitle("Plus", { exact: true });
  await expect(size).toHaveValue("2");
  await expect(size).toHaveAttribute("min", "2");
  await expect(size).toHaveAttribute("max", "10");
  await expect(fewer).toBeDisabled();
  await size.press("ArrowDown");
  await expect(size).toHaveValue("2");
  for (let n = 3; n <= 10; n++) {
    await more.click();
    await expect(size).toHaveValue(String(n));
  }
  await expect(more).toBeDisabled();
  await expect(fewer).toBeEnabled();
  await size.press("ArrowUp");
  await expect(size).toHaveValue("10");
  await expect(page.getByTestId("fellow-traveller")).toHaveCount(9);
  // Typed out of range, the number stays and the range's message says why.
  await size.fill("11");
  await page.getByRole("button", { name: "Continuer" }).click();
  const outOfRange = page.getByText("Le groupe doit compter entre 2 et 10 voyageurs");
  await expect(outOfRange).toBeVisible();
  await expect(size).toHaveValue("11");
  await expect(size).toHaveAttribute("aria-invalid", "true");
  // A size over the largest group draws no form for the travellers it cannot take.
  await expect(page.getByTestId("fellow-traveller")).toHaveCount(9);
  // From there "−" brings the size back to the largest group, and the message goes.
  await expect(more).toBeDisabled();
  await fewer.click();
  await expect(size).toHaveValue("10");
  await expect(outOfRange).toHaveCount(0);
  await size.fill("1");
  await expect(outOfRange).toBeVisible();
  await expect(fewer).toBeDisabled();
  await more.click();
  await expect(size).toHaveValue("2");
  await expect(outOfRange).toHaveCount(0);
  await page.getByLabel("Nombre de voyageurs").fill("50");
  await expect(page.getByTestId("fellow-traveller")).toHaveCount(9);
  await page.getByLabel("Nombre de voyageurs").fill("2");
  await expect(page.getByTestId("fellow-traveller")).toHaveCount(1);
  await page.locator("#lead-first-name").fill("Aïssatou");
  await page.locator("#lead-last-name").fill("Diop");
  await page.locator("#lead-email").fill(email);
  await page.getByLabel("Pays").selectOption("FR");
  await page.locator("#lead-phone-number").fill("01 23 45 67 89");
  await page.getByLabel("Nationalité").selectOption("SN");
  await page.locator("#lead-birth-date").fill("1990-06-21");
  await page.locator("#traveller-2-first-name").fill("Moussa");
  await page.locator("#traveller-2-last-name").fill("Diop");
  // The tour's minimum age is six on the day of departure.
  await page.locator("#traveller-2-birth-date").fill(isoDaysFromNow(-365 * 3));
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(
    page.getByText("Chaque voyageur doit avoir au moins 6 ans le jour du départ.").last(),
  ).toBeVisible();
  await page.locator("#traveller-2-birth-date").fill("1989-11-02");
  await page.getByRole("button", { name: "Continuer" }).click();

  await expect(page).toHaveURL(/\/authenticate$/);
  await page.getByRole("tab", { name: "S’inscrire" }).click();
  await page.getByLabel("Nom complet").fill("Aïssatou Diop");
  await page.locator("#booking-signup-email").fill(email);
  await page.locator("#booking-signup-password").fill("Safari!2026x");
  await page.getByLabel("Confirmez le mot de passe").fill("Safari!2026x");
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole("button", { name: "Créer un compte" }).click();
  // The address is proven with the mailed code, in the step itself: the booking's answers stay.
  await expect(page).toHaveURL(/\/authenticate$/);
  await enterMailedCode(page, email, "fr");

  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByTestId("summary-start")).toContainText(
    new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${departure}T00:00:00Z`),
    ),
  );
  await expect(page.getByTestId("summary-end")).toHaveText(back);
  // Signed in, the authenticate step is skipped, also when opened directly or on the way back.
  await page.goto(`/fr/special-tour/${tourId}/authenticate`);
  await expect(page).toHaveURL(new RegExp(`/fr/special-tour/${tourId}/summary$`));
  await page.getByRole("link", { name: "Retour" }).click();
  await expect(page).toHaveURL(/\/travellers$/);
  await expect(page.locator("#lead-first-name")).toHaveValue("Aïssatou");
  await page.getByRole("button", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  const chf = new Intl.NumberFormat("fr-FR", {
    style: "currency",
    currency: "CHF",
    maximumFractionDigits: 0,
  }).format(5_480);
  await expect(page.getByTestId("total-chf")).toHaveText(chf);
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole("button", { name: "Payer en toute sécurité" }).click();

  // Leaving the checkout comes back to the summary with every answer kept, and releases the hold.
  await expect(page).toHaveURL(/\/local-checkout\//);
  const closed = checkoutClosed(page);
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  const cancelledId = await closed;
  await expect(page).toHaveURL(new RegExp(`/fr/special-tour/${tourId}/summary$`));
  await expect(page.getByTestId("summary-lead")).toContainText("Aïssatou Diop");
  await expect(page.getByTestId("checkout-not-completed")).toHaveText(
    // A private tour keeps the traveller's date, not shared places.
    "Le paiement n’a pas abouti\u00a0: rien n’a été débité et votre date ne vous est plus réservée. Vous pouvez payer à nouveau ci-dessous.",
  );
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/bookings/${cancelledId}/receipt`)).json()) as {
            status: string;
          }
        ).status,
    )
    .toBe("released");
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole("button", { name: "Payer en toute sécurité" }).click();
  await expect(page).toHaveURL(/\/local-checkout\//);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/fr\/special-tour\/thank-you\?booking=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour votre réservation !");
  await expect(page.getByTestId("thank-you").getByTestId("total-chf")).toContainText("CHF");
  const mail = await mailTo(page, email);
  expect(mail.subject).toContain("Votre réservation est confirmée");
});

test("de: typing the group size keeps the focus in it while the travellers' forms appear", async ({
  page,
}) => {
  const tourId = "kenya-private-mara-safari";
  await page.goto(`/de/special-tour/${tourId}/dates`);
  await page.getByLabel("Abreisedatum").fill(isoDaysFromNow(60));
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/travellers$/);

  // The tour takes 2 to 6 travellers. Typed key by key, "34" stays in the size field: 3 draws the
  // forms of travellers 2 and 3, and the "4" must not land in traveller 3's first name.
  const size = page.getByLabel("Anzahl Reisende");
  await size.click();
  await size.press("ControlOrMeta+a");
  await page.keyboard.type("34");
  await expect(size).toBeFocused();
  await expect(size).toHaveValue("34");
  await expect(page.getByTestId("fellow-traveller")).toHaveCount(5);
  for (const n of [2, 3, 4, 5, 6]) await expect(page.locator(`#traveller-${n}-first-name`)).toHaveValue("");
  await expect(page.getByTestId("travellers-announcement")).toHaveText("Reisende 4 bis 6 unten hinzugefügt.");

  // The arrow keys step the size and keep the focus too.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("3");
  await expect(page.getByTestId("fellow-traveller")).toHaveCount(2);
  await page.keyboard.press("ArrowUp");
  await expect(size).toHaveValue("4");
  await expect(size).toBeFocused();
  await expect(page.getByTestId("fellow-traveller")).toHaveCount(3);
  await expect(page.getByTestId("travellers-announcement")).toHaveText("Reisende:r 4 unten hinzugefügt.");
  await page.keyboard.press("ArrowDown");
  await expect(size).toHaveValue("3");
  await expect(size).toBeFocused();
  await expect(page.getByTestId("travellers-announcement")).toHaveText("Reisende:r 4 entfernt.");

  // A size out of the tour's range is the first error a submit shows, so the focus goes there.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("9");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Die Gruppe muss zwischen 2 und 6 Reisende umfassen")).toBeVisible();
  await expect(size).toBeFocused();
});

test("en: the departure fills up while the traveller is on the summary", async ({ page }) => {
  test.setTimeout(90_000);
  const tourId = "tanzania-safari-and-zanzibar";
  const departures = await departuresOf(page.request, tourId);
  const contested = departures.find((d) => d.placesLeft >= 1 && d.placesLeft <= 8);
  expect(contested, "a departure with a few places").toBeDefined();
  if (!contested) return;

  await reachSummaryAsGuest(page, tourId, contested.startDate, "en");

  await takeAllPlaces(page.request, tourId, contested.startDate, contested.placesLeft);
  await page.getByRole("button", { name: "Pay securely" }).click();

  await expect(page).toHaveURL(new RegExp(`/group-tour/${tourId}/dates$`));
  await expect(page.getByRole("alert")).toHaveText(
    "This group tour has unfortunately been fully booked in the meantime. Please choose another date.",
  );
  await expect(page.locator(`[data-date="${contested.startDate}"] input`)).toBeDisabled();
  // The other answers are kept: another date leads through the same rooms and travellers.
  const other = departures.find((d) => d.startDate !== contested.startDate && d.placesLeft > 0);
  if (!other) return;
  await page.locator(`[data-date="${other.startDate}"]`).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Single rooms", { exact: true })).toHaveValue("1");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.locator("#lead-first-name")).toHaveValue("Amani");
});

test("en: steps opened out of order, and rooms that leave travellers without a bed @mobile", async ({
  page,
}) => {
  const tourId = "morocco-imperial-cities-sahara";
  const departures = await departuresOf(page.request, tourId);
  const open = departures.find((d) => d.placesLeft >= 5);
  expect(open).toBeDefined();
  if (!open) return;

  // Nothing answered yet: every later step sends the visitor to the dates.
  for (const step of ["accommodation", "travellers", "authenticate", "summary"]) {
    await page.goto(`/group-tour/${tourId}/${step}`);
    await expect(page).toHaveURL(new RegExp(`/group-tour/${tourId}/dates$`));
  }
  await page.locator(`[data-date="${open.startDate}"]`).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/accommodation$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

  // With a date but no rooms, the summary sends the visitor to the rooms.
  await page.goto(`/group-tour/${tourId}/summary`);
  await expect(page).toHaveURL(new RegExp(`/group-tour/${tourId}/accommodation$`));

  await page.getByLabel("Travellers", { exact: true }).fill("5");
  await page.getByLabel("Shared rooms", { exact: true }).fill("1");
  await page.getByLabel("Single rooms", { exact: true }).fill("0");
  await expect(page.getByTestId("rooms-status")).toHaveText("3 travellers aren't yet assigned");
  // No total for two of five travellers: it would read as the booking's price.
  await expect(page.getByTestId("live-total").getByTestId("price")).toHaveCount(0);
  await expect(page.getByTestId("live-total")).toContainText(
    "The total shows once every traveller has exactly one bed.",
  );
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/accommodation$/);
  await expect(page.getByTestId("rooms-status")).toBeFocused();
  await page.getByLabel("Shared rooms", { exact: true }).fill("2");
  await expect(page.getByTestId("rooms-status")).toHaveText("1 traveller isn't yet assigned");
  await page.getByLabel("Single rooms", { exact: true }).fill("2");
  await expect(page.getByTestId("rooms-status")).toHaveText(
    "The rooms have more beds than there are travellers.",
  );
  await page.getByLabel("Single rooms", { exact: true }).fill("1");
  await expect(page.getByTestId("rooms-status")).toHaveText("Every traveller has a bed.");
  await expect(page.getByTestId("live-total")).toContainText("4 in shared rooms, 1 in single rooms");
  await expect(page.getByTestId("live-total").getByTestId("price")).toBeVisible();

  // The choice survives a reload; the back link keeps the date, and the browser's back button the rooms.
  await page.reload();
  await expect(page.getByLabel("Travellers", { exact: true })).toHaveValue("5");
  await expect(page.getByLabel("Shared rooms", { exact: true })).toHaveValue("2");
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/dates$/);
  await expect(page.locator(`[data-date="${open.startDate}"] input`)).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/accommodation$/);
  await expect(page.getByLabel("Single rooms", { exact: true })).toHaveValue("1");

  // The page fits a phone's width without sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("en: a signed-in traveller finds the e-mail filled in and goes from the travellers to the summary", async ({
  page,
}) => {
  await signInByCookies(page.context(), "traveller@tembea.local", "Safari!2026");

  await page.goto("/special-tour/morocco-private-kasbahs-and-desert/dates");
  await page.getByLabel("Departure date").fill(isoDaysFromNow(20));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/travellers$/);
  await expect(page.locator("#lead-email")).toHaveValue("traveller@tembea.local");
  // The name saved in the profile or, before any is saved, the one given at sign-up.
  await expect(page.locator("#lead-first-name")).not.toHaveValue("");
  await expect(page.locator("#lead-last-name")).not.toHaveValue("");
  await page.locator("#lead-first-name").fill("Lina");
  await page.locator("#lead-last-name").fill("Haddad");
  await page.locator("#lead-phone-number").fill("044 668 18 00");
  await page.getByLabel("Nationality").selectOption("MA");
  await page.locator("#lead-birth-date").fill("1991-07-07");
  await page.locator("#traveller-2-first-name").fill("Omar");
  await page.locator("#traveller-2-last-name").fill("Haddad");
  await page.locator("#traveller-2-birth-date").fill("1990-03-03");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByText("You are booking as a guest.")).toHaveCount(0);
});

test("en: the thank-you page stops waiting for a confirmation that does not come, and says so", async ({
  page,
}) => {
  // A receipt that stays "held", as when the provider's event is lost; the clock runs ahead.
  const id = "0b6f1f4e-8c1a-4f7e-9a55-3d2b1c0e9f77";
  let reads = 0;
  await page.route(`**/api/bookings/${id}/receipt`, (route) => {
    reads += 1;
    return route.fulfill({
      json: {
        id,
        kind: "group",
        status: "held",
        tourId: "kenya-great-migration-safari",
        startDate: "2099-07-01",
        endDate: "2099-07-10",
        numberOfTravellers: 2,
        rooms: { sharedRooms: 1, singleRooms: 0 },
        totalChf: 9_000,
      },
    });
  });
  await page.clock.install();
  await page.goto(`/group-tour/thank-you?booking=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Almost done");
  await expect(page.getByTestId("confirmation-slow")).toHaveCount(0);

  // Each read is asked for once the previous answer is in: the clock moves on a few seconds at a
  // time, with a moment of real time for the answer.
  const slow = page.getByTestId("confirmation-slow");
  for (let step = 0; step < 60 && !(await slow.isVisible()); step += 1) {
    await page.clock.runFor(3_000);
    await page.waitForTimeout(50);
  }
  await expect(slow).toContainText("taking longer than usual");
  const afterGivingUp = reads;
  expect(afterGivingUp).toBeGreaterThan(5);
  expect(afterGivingUp).toBeLessThanOrEqual(21);
  for (let step = 0; step < 20; step += 1) {
    await page.clock.runFor(3_000);
    await page.waitForTimeout(50);
  }
  expect(reads).toBe(afterGivingUp);

  // One more look on request.
  await page.getByRole("button", { name: "Check again" }).click();
  await expect.poll(() => reads).toBe(afterGivingUp + 1);
});

test("en: the API fails while paying (its database is down): the summary says so, nothing is held, and paying again works", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // What the API answers while DynamoDB is down is covered against a really stopped DynamoDB Local
  // (functions/src/http/faults/dynamodb-down.test.ts): 500 INTERNAL, nothing written. Here the browser
  // gets that answer, and API Gateway's own 503 (a function that timed out), for its first two tries.
  const tourId = "namibia-sossusvlei-etosha-loop"; // the keyboard test books its last departure, not this one
  const departure = (await departuresOf(page.request, tourId)).find((d) => d.placesLeft >= 2);
  expect(departure, "a departure with places").toBeDefined();
  if (!departure) return;

  await reachSummaryAsGuest(page, tourId, departure.startDate, "fault");

  const failures = [
    { status: 500, body: { error: { code: "INTERNAL" } } },
    { status: 503, body: { message: "Service Unavailable" } },
  ];
  const booking = "**/api/bookings/group-tour";
  await page.route(booking, (route) => {
    const failure = failures.shift();
    return failure ? route.fulfill({ status: failure.status, json: failure.body }) : route.continue();
  });
  const pay = page.getByRole("button", { name: "Pay securely" });
  for (let attempt = 0; attempt < 2; attempt++) {
    await pay.click();
    await expect(page.getByRole("alert")).toHaveText("Something went wrong, please try again.");
    await expect(page).toHaveURL(/\/summary$/);
    await expect(pay).toBeEnabled();
  }
  expect(await placesLeftOn(page.request, tourId, departure.startDate)).toBe(departure.placesLeft);

  await pay.click();
  await expect(page).toHaveURL(/\/local-checkout\//);
  expect(await placesLeftOn(page.request, tourId, departure.startDate)).toBe(departure.placesLeft - 1);
});

test("en: the answer to pay is lost after the places were held: paying again, after a reload too, opens that checkout and holds nothing more", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A connection that drops on the way back: the server held the places and opened the checkout,
  // the browser never heard. The retry carries the same Idempotency-Key (lib/submission.ts).
  const tourId = "south-africa-kruger-panorama-route"; // no other browser test books it
  const departure = (await departuresOf(page.request, tourId)).find((d) => d.placesLeft >= 1);
  expect(departure, "a departure with places").toBeDefined();
  if (!departure) return;
  await reachSummaryAsGuest(page, tourId, departure.startDate, "lost-answer");

  let lostCheckout: string | undefined;
  const keys: string[] = [];
  await page.route("**/api/bookings/group-tour", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (lostCheckout !== undefined) return route.continue();
    const answer = await route.fetch();
    lostCheckout = ((await answer.json()) as { checkoutUrl: string }).checkoutUrl;
    return route.abort("connectionreset");
  });
  const pay = page.getByRole("button", { name: "Pay securely" });
  // Where the button sits in its column (which is sticky: the page's scroll moves it).
  const top = () =>
    pay.evaluate(
      (button) =>
        button.getBoundingClientRect().top - (button.parentElement?.getBoundingClientRect().top ?? 0),
    );
  const where = await top();
  await pay.click();
  await expect(page.getByRole("alert")).toHaveText(
    "The connection was lost. Please check your internet connection and try again.",
  );
  await expect(pay).toBeEnabled();
  // The message appears under the button: a second tap finds the button where the first one did.
  expect(await top()).toBe(where);
  expect(lostCheckout).toMatch(/^\/local-checkout\//);
  expect(await placesLeftOn(page.request, tourId, departure.startDate)).toBe(departure.placesLeft - 1);

  // The traveller reloads before trying again: the answers come back from storage (in their
  // schema's order), and the key with them.
  await page.reload();
  await page.getByLabel(/I accept the/).check();
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`${lostCheckout}$`));
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await placesLeftOn(page.request, tourId, departure.startDate)).toBe(departure.placesLeft - 1);
});
