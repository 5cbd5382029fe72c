import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { confirmSignUp } from "./support/sign-up";

// The agents' console end to end against the local twin: a traveller's request (sent through the
// API, as the wizard would), the Kenya demo agent answering it in English, German and French, the
// offer mail in the SES twin's store, another agency's request as 404, and who is kept out.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;
const password = "Safari!2026x";
const kenyaAgent = { email: "agent@tembea.local", password: "Safari!2026" };
/** Seeded by infra/local/src/seed/demo/agency-requests.ts. */
const seeded = {
  overdue: "3f0c7a52-5d1e-4c8b-9a61-2b7e4d9c1a01",
  withOffer: "e91d6b47-3a28-4c7e-9f15-0b8c4e2a7d04",
  booked: "5d2f8c61-0e4a-4b97-a3c8-6f1b9e7d2a05",
};

function uniqueEmail(tag: string): string {
  return `e2e-agent-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A name no other run has used (names take letters only). */
function uniqueName(first: string): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join("");
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

/** A traveller's ID token, straight from the Cognito twin (the site's own /config.json says where). */
/**
 * The API refuses the next offer with 409 CHECKOUT_OPEN (the traveller is paying the current one,
 * hard to reach for real): the form says so as a whole, and the message goes once the agent edits,
 * so it never stands beside what a later send says.
 */
async function payingNowGoesOnEdit(page: Page, send: string, message: string, edit: () => Promise<void>) {
  const offer = "**/api/agency/trip-requests/*/offer";
  await page.route(offer, (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: '{"error":{"code":"CHECKOUT_OPEN","message":"A checkout is open"}}',
    }),
  );
  await page.getByRole("button", { name: send }).click();
  const alert = page.getByRole("alert").filter({ hasText: message });
  await expect(alert).toBeVisible();
  await page.unroute(offer);
  await edit();
  await expect(alert).toHaveCount(0);
}

async function travellerToken(request: APIRequestContext, name: string, email: string, locale: string) {
  const signUp = await request.post("/api/auth/sign-up", {
    data: { name, email, password, passwordConfirmation: password, acceptTerms: true, locale },
  });
  expect(signUp.ok()).toBe(true);
  await confirmSignUp(request, email);
  const { auth } = (await (await request.get("/config.json")).json()) as {
    auth: { endpoint: string; userPoolClientId: string };
  };
  const answer = await request.post(auth.endpoint, {
    headers: {
      "content-type": "application/x-amz-json-1.1",
      "x-amz-target": "AWSCognitoIdentityProviderService.InitiateAuth",
    },
    data: {
      AuthFlow: "USER_PASSWORD_AUTH",
      ClientId: auth.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { AuthenticationResult: { IdToken: string } }).AuthenticationResult
    .IdToken;
}

const requestBody = (destination: string, locale: string) => ({
  destination,
  date: { kind: "approximate", month: "2099-08", weeks: 2 },
  travellers: { groupType: "family", adults: 2, children: [{ age: 7 }, { age: 12 }] },
  accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 1 },
  experiences: ["nature-and-wildlife", "local-cuisine", "water-experiences"],
  budgetPerTravellerChf: 450_000,
  tripReason: "honeymoon",
  notes: "One night under the stars, please.",
  locale,
});

/** A traveller asks for a tailored trip; answers the request's id and the traveller's token. */
async function submitRequestAs(
  request: APIRequestContext,
  traveller: { name: string; email: string; locale: string },
  destination = "kenya",
): Promise<{ id: string; token: string }> {
  const token = await travellerToken(request, traveller.name, traveller.email, traveller.locale);
  const res = await request.post("/api/trip-requests", {
    headers: { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    data: requestBody(destination, traveller.locale),
  });
  expect(res.ok()).toBe(true);
  return { id: ((await res.json()) as { id: string }).id, token };
}

async function submitRequest(
  request: APIRequestContext,
  traveller: { name: string; email: string; locale: string },
  destination = "kenya",
): Promise<string> {
  return (await submitRequestAs(request, traveller, destination)).id;
}

/** The traveller asks for a change to their request, as My trips would. */
async function askForChange(request: APIRequestContext, token: string, id: string, text: string) {
  const res = await request.post(`/api/me/trip-requests/${id}/change-requests`, {
    headers: { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    data: { text },
  });
  expect(res.ok()).toBe(true);
}

async function logInAs(
  page: Page,
  email: string,
  pass: string,
  labels = { email: "E-mail", password: "Password", logIn: "Log in" },
) {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(pass);
  await page.getByRole("button", { name: labels.logIn, exact: true }).click();
}

/** The subjects of the mails to `to` in the SES twin's store. */
async function subjectsTo(page: Page, to: string): Promise<string[]> {
  const store = (await (await page.request.get(sesStore)).json()) as {
    emails: { destination: { to: string[] }; subject: string }[];
  };
  return store.emails.filter((e) => e.destination.to.includes(to)).map((e) => e.subject);
}

const row = (page: Page, id: string) =>
  page.locator(`[data-testid="agent-request"][data-request-id="${id}"]`);

test("en: the Kenya agent sees a new request with its deadline, is told what an offer lacks, and sends one", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const traveller = { name: uniqueName("Camille"), email: uniqueEmail("camille"), locale: "fr" };
  const travellerAuth = await submitRequestAs(page.request, traveller);
  const id = travellerAuth.id;
  const foreignId = await submitRequest(
    page.request,
    { name: "Tanzania Traveller", email: uniqueEmail("tz"), locale: "en" },
    "tanzania",
  );

  // Signed out, the console asks for a login first and comes back to it.
  await page.goto("/agent");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fagent$/);
  await logInAs(page, kenyaAgent.email, kenyaAgent.password);
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Trip requests" })).toBeVisible();

  // Newest first: the new request on top, with its deadline; the seeded overdue one marked in words.
  await expect(page.getByTestId("agent-request").first()).toHaveAttribute("data-request-id", id);
  const fresh = row(page, id);
  await expect(fresh).toContainText(traveller.name);
  await expect(fresh).toContainText("Kenya");
  await expect(fresh).toContainText("Family · 2 adults · 2 children");
  await expect(fresh).toContainText("August 2099, 2 weeks");
  await expect(fresh.getByTestId("request-status")).toHaveText("In progress");
  await expect(fresh.getByTestId("reply-due")).toHaveText(/^Reply due in (71|72) hr$/);
  await expect(row(page, seeded.overdue).getByTestId("reply-due")).toHaveText(/^Overdue by \d+ hr$/);
  const overdueNote = page.getByTestId("overdue-note");
  await expect(overdueNote).toContainText(/requests? (is|are) overdue/);
  // The seeded overdue request has a change request and no offer yet: it waits for the agent.
  await expect(row(page, seeded.overdue).getByTestId("change-requested")).toHaveText("Change requested");
  await expect(fresh.getByTestId("change-requested")).toHaveCount(0);
  await expect(page.getByTestId("changes-note")).toContainText(/requests? ha(s|ve) a change request waiting/);

  // The overdue note leads to the requests waiting for an offer, the longest overdue first.
  await overdueNote.getByRole("link", { name: "Most urgent first" }).click();
  await expect(page).toHaveURL(/\/agent\?status=in-progress&sort=reply-due$/);
  await expect(page.getByTestId("agent-request").first()).toHaveAttribute("data-request-id", seeded.overdue);
  await expect(overdueNote.getByRole("link")).toHaveCount(0);
  await page.goto("/agent");

  // Reply due soonest: the overdue request comes first; the order is kept in the URL with the filter.
  await page.getByLabel("Order", { exact: true }).selectOption({ label: "Reply due soonest" });
  await expect(page).toHaveURL(/\/agent\?sort=reply-due$/);
  await expect(page.getByTestId("agent-request").first()).toHaveAttribute("data-request-id", seeded.overdue);
  await page
    .getByRole("navigation", { name: "Filter by status" })
    .getByRole("link", { name: "In progress" })
    .click();
  await expect(page).toHaveURL(/\/agent\?status=in-progress&sort=reply-due$/);
  await page.reload();
  await expect(page.getByLabel("Order", { exact: true })).toHaveValue("reply-due");
  await expect(page.getByTestId("agent-request").first()).toHaveAttribute("data-request-id", seeded.overdue);
  await page.getByLabel("Order", { exact: true }).selectOption({ label: "Newest first" });
  await expect(page).toHaveURL(/\/agent\?status=in-progress$/);
  await expect(page.getByTestId("agent-request").last()).toHaveAttribute("data-request-id", seeded.overdue);
  await page.getByRole("link", { name: "All", exact: true }).click();

  // The status filter is kept in the URL.
  await page
    .getByRole("navigation", { name: "Filter by status" })
    .getByRole("link", { name: "Offer available" })
    .click();
  await expect(page).toHaveURL(/\/agent\?status=offer-available$/);
  await expect(row(page, seeded.withOffer)).toBeVisible();
  await expect(row(page, id)).toHaveCount(0);
  for (const status of await page.getByTestId("request-status").allTextContents()) {
    expect(status).toBe("Offer available");
  }
  await page.reload();
  await expect(page.getByRole("link", { name: "Offer available" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "All", exact: true }).click();

  // The request: everything the traveller entered.
  await row(page, id).getByRole("link", { name: traveller.name }).click();
  await expect(page).toHaveURL(new RegExp(`/agent/requests/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Request from ${traveller.name}`);
  const trip = page.getByRole("region", { name: "The trip" });
  await expect(trip).toContainText("August 2099, 2 weeks");
  await expect(trip).toContainText("Children's ages: 7, 12");
  await expect(trip).toContainText("High quality (4 stars)");
  await expect(trip).toContainText("Half board");
  await expect(trip).toContainText("1 single room");
  await expect(trip.getByRole("listitem")).toHaveText([
    "Nature and wildlife",
    "Local cuisine",
    "Water experiences",
  ]);
  await expect(trip).toContainText("CHF 4,500");
  await expect(trip).toContainText("Honeymoon");
  await expect(trip).toContainText("One night under the stars, please.");
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(contact).toContainText(traveller.email);
  await expect(contact).toContainText("French");

  // An empty offer is refused field by field.
  await page.getByRole("button", { name: "Send offer" }).click();
  for (const label of ["Title", "Title of day 1", "What happens on day 1", "Valid until"]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      "This field cannot be empty",
    );
  }
  // The price is read with the traveller's budget beside it.
  await expect(page.getByLabel("Price per traveller (CHF)", { exact: true })).toHaveAccessibleDescription(
    "The traveller's budget: CHF 4,500 per traveller This field cannot be empty",
  );
  await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

  await page.getByLabel("Title", { exact: true }).fill("Family safari and the coast");
  await page.getByLabel("Title of day 1", { exact: true }).fill("Nairobi");
  // A day's description holds 4,000 characters: past them the count says by how much, and the field
  // (checked again as it changes, after the refused send) says it is too long; nothing typed is cut.
  const dayOne = page.getByLabel("What happens on day 1", { exact: true });
  // 4,008 characters typed, 4,007 without the space at the end, as the schema counts them.
  await dayOne.fill("Game drive. ".repeat(334));
  await expect(dayOne).toHaveAccessibleDescription("7 characters too many This entry is too long");
  await expect(dayOne).toHaveValue(/^.{4008}$/s);
  await dayOne.fill("Arrival, giraffe centre, dinner.");
  await expect(page.getByTestId("character-count")).toHaveCount(0);
  // Days are added and removed by keyboard; focus follows.
  await page.getByRole("button", { name: "Add a day" }).press("Enter");
  await expect(page.getByLabel("Title of day 2", { exact: true })).toBeFocused();
  await page.keyboard.type("Maasai Mara");
  await page.getByLabel("What happens on day 2", { exact: true }).fill("Flight to the reserve, game drive.");
  await page.getByRole("button", { name: "Add a day" }).press("Enter");
  await expect(page.getByTestId("offer-day")).toHaveCount(3);
  await page.getByRole("button", { name: "Remove day 3" }).press("Enter");
  await expect(page.getByTestId("offer-day")).toHaveCount(2);
  await expect(page.getByLabel("Title of day 2", { exact: true })).toBeFocused();
  // A filled price is never called empty: too many decimals are said to be so.
  const price = page.getByLabel("Price per traveller (CHF)", { exact: true });
  await price.fill("0.001");
  await page.getByRole("button", { name: "Send offer" }).click();
  await expect(price).toHaveAccessibleDescription(
    "The traveller's budget: CHF 4,500 per traveller Please enter at most 2 decimals, e.g. 4200.50",
  );
  await price.fill("1e");
  await page.getByRole("button", { name: "Send offer" }).click();
  await expect(price).toHaveAccessibleDescription(
    "The traveller's budget: CHF 4,500 per traveller Please enter an amount in CHF, e.g. 4200",
  );
  // A decimal comma is read as one, whatever the page's language.
  await price.fill("4200,50");
  await page.getByLabel("Included", { exact: true }).fill("Lodges\nPark fees");
  await page.getByLabel("Not included", { exact: true }).fill("International flights");
  await page.getByLabel("Valid until", { exact: true }).fill("2099-01-31");
  await page.getByRole("button", { name: "Send offer" }).click();

  await expect(page.getByText(`Offer sent to ${traveller.name}`)).toBeVisible();
  await expect(page.getByTestId("request-status")).toHaveText("Offer available");
  const sent = page.getByTestId("sent-offer");
  await expect(sent).toContainText("Family safari and the coast");
  await expect(sent).toContainText("CHF 4,200.50 per traveller");
  await expect(sent).toContainText("Day 2: Maasai Mara");
  await expect(page.getByRole("button", { name: "Send a revised offer" })).toBeVisible();
  await expect(page.getByTestId("change-requested")).toHaveCount(0);
  // The traveller is told, in their language.
  await expect
    .poll(() => subjectsTo(page, traveller.email), { timeout: 15_000 })
    .toContain("Votre offre de voyage sur mesure est prête");

  // The traveller asks for a change after the offer: the list and the request say it waits.
  await askForChange(page.request, travellerAuth.token, id, "Two more days on the coast, please.");
  await page.goto("/agent");
  await expect(row(page, id).getByTestId("change-requested")).toHaveText("Change requested");
  await page
    .getByRole("navigation", { name: "Filter by status" })
    .getByRole("link", { name: "Change requested" })
    .click();
  await expect(page).toHaveURL(/\/agent\?changes=waiting$/);
  await expect(row(page, id)).toBeVisible();
  await expect(row(page, seeded.overdue)).toBeVisible();
  await expect(row(page, seeded.withOffer)).toHaveCount(0);
  await row(page, id).getByRole("link", { name: traveller.name }).click();
  // The list, whose other rows may wait for a change too, stays until the request's page replaces
  // it: look at the badge in the request's own header once its heading is there.
  await expect(page).toHaveURL(new RegExp(`/agent/requests/${id}$`));
  const heading = page.getByRole("heading", { level: 1, name: `Request from ${traveller.name}` });
  await expect(heading).toBeVisible();
  await expect(page.locator("header", { has: heading }).getByTestId("change-requested")).toHaveText(
    "Change requested",
  );

  // Revising by keyboard: focus moves into the form that replaced the button.
  await page.getByRole("button", { name: "Send a revised offer" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Revised offer" })).toBeFocused();
  await expect(price).toHaveValue("4200.50");
  // A half-written revision survives a look elsewhere, and is gone once sent.
  await price.fill("4100");
  await page.getByRole("link", { name: "All requests" }).click();
  await expect(page).toHaveURL(/\/agent$/);
  await row(page, id).getByRole("link", { name: traveller.name }).click();
  await expect(price).toHaveValue("4100");
  await payingNowGoesOnEdit(
    page,
    "Send revised offer",
    "The traveller is paying for this offer right now.",
    () => price.fill("4100.00"),
  );
  await page.getByRole("button", { name: "Send revised offer" }).click();
  await expect(sent).toContainText("CHF 4,100 per traveller");
  await expect(page.getByTestId("change-requested")).toHaveCount(0);
  const draftOf = (requestId: string) =>
    page.evaluate((key) => window.sessionStorage.getItem(key), `tembea.offer-draft.${requestId}`);
  expect(await draftOf(id)).toBeNull();
  await page.reload();
  await expect(sent).toContainText("CHF 4,100 per traveller");
  await page.getByRole("button", { name: "Send a revised offer" }).click();
  await expect(price).toHaveValue("4100");
  await price.fill("3900");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Offer", exact: true })).toBeFocused();
  expect(await draftOf(id)).toBeNull();

  // Another agency's request does not exist for this agent.
  await page.goto(`/agent/requests/${foreignId}`);
  await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
});

test("de: die Konsole auf Deutsch, mit Fristen, Filter und einem gesendeten Angebot @mobile", async ({
  page,
}) => {
  await page.goto("/de/agent");
  await expect(page).toHaveURL(/\/de\/login\?redirect=%2Fde%2Fagent$/);
  await logInAs(page, kenyaAgent.email, kenyaAgent.password, {
    email: "E-Mail",
    password: "Passwort",
    logIn: "Anmelden",
  });
  await expect(page).toHaveURL(/\/de\/agent$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reiseanfragen" })).toBeVisible();
  await expect(row(page, seeded.overdue).getByTestId("reply-due")).toHaveText(/^Seit \d+ Std\. überfällig$/);
  await expect(row(page, seeded.overdue).getByTestId("request-status")).toHaveText("In Bearbeitung");
  await expect(row(page, seeded.overdue).getByTestId("change-requested")).toHaveText("Änderung gewünscht");
  await expect(page.getByTestId("overdue-note").getByRole("link")).toHaveText("Dringendste zuerst");
  await expect(
    page
      .getByTestId("reply-due")
      .filter({ hasText: /^Antwort fällig in \d+ Std\.$/ })
      .first(),
  ).toBeVisible();

  await page.getByRole("link", { name: "Angebot verfügbar" }).click();
  await expect(page).toHaveURL(/\/de\/agent\?status=offer-available$/);
  await row(page, seeded.withOffer).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anfrage von Luca Bernasconi");
  await expect(page.getByTestId("sent-offer")).toContainText("Nairobi and the Rift Valley in a week");
  await expect(page.getByTestId("sent-offer")).toContainText("1.750 CHF pro Person");
  await page.getByRole("button", { name: "Überarbeitetes Angebot senden" }).click();
  await payingNowGoesOnEdit(
    page,
    "Überarbeitetes Angebot senden",
    "Die reisende Person bezahlt dieses Angebot gerade.",
    () => page.getByLabel("Titel", { exact: true }).fill("Nairobi and the Rift Valley in eight days"),
  );
  // Given up: the seeded offer stays as it is for the other tests.
  await page.getByRole("button", { name: "Abbrechen" }).click();

  // A booked request says what was paid, when, and what is still due.
  await page.getByRole("link", { name: "Alle Anfragen" }).click();
  await page.getByRole("link", { name: "Gebucht" }).click();
  // The list says already what is still open, where a request waiting for an offer has its deadline.
  await expect(row(page, seeded.booked).getByTestId("booked-balance")).toHaveText(
    "Restbetrag offen: 5.320 CHF",
  );
  await row(page, seeded.booked).getByRole("link").click();
  const payment = page.getByRole("region", { name: "Zahlung" });
  await expect(payment.getByTestId("payment-plan")).toHaveText(
    /^Anzahlung von 30\s%, danach der Restbetrag$/,
  );
  await expect(payment.getByTestId("amount-paid")).toHaveText("2.280 CHF");
  await expect(payment.getByTestId("balance-due")).toHaveText("5.320 CHF");
  await expect(payment.getByRole("listitem")).toHaveCount(1);
  await expect(payment.getByRole("listitem")).toContainText("Anzahlung: 2.280 CHF");
  await expect(page.getByRole("button", { name: "Überarbeitetes Angebot senden" })).toHaveCount(0);

  // The user menu leads agents back to the console.
  await page.getByRole("banner").getByRole("button", { name: "Baraka Agent" }).click();
  await page.getByRole("link", { name: "Agenturkonsole" }).click();
  await expect(page).toHaveURL(/\/de\/agent$/);
});

test("fr : l'agent corrige une offre refusée puis l'envoie ; la voyageuse reçoit le mail en allemand", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const traveller = { name: uniqueName("Jana"), email: uniqueEmail("jana"), locale: "de" };
  const id = await submitRequest(page.request, traveller);

  await page.goto(`/fr/agent/requests/${id}`);
  await expect(page).toHaveURL(new RegExp(`/fr/login\\?redirect=%2Ffr%2Fagent%2Frequests%2F${id}$`));
  await logInAs(page, kenyaAgent.email, kenyaAgent.password, {
    email: "E-mail",
    password: "Mot de passe",
    logIn: "Se connecter",
  });
  await expect(page).toHaveURL(new RegExp(`/fr/agent/requests/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Demande envoyée par ${traveller.name}`);
  await expect(page.getByTestId("reply-due").first()).toHaveText(/^Réponse attendue dans (71|72)\u202fh$/);

  await page.getByRole("button", { name: "Envoyer l’offre" }).click();
  await expect(page.getByLabel("Titre", { exact: true })).toHaveAccessibleDescription(
    "Ce champ ne peut pas être vide",
  );
  await expect(page.getByLabel("Prix par voyageur (CHF)", { exact: true })).toHaveAccessibleDescription(
    "Budget indiqué par le voyageur : 4 500 CHF par personne Ce champ ne peut pas être vide",
  );

  await page.getByLabel("Titre", { exact: true }).fill("Safari en famille");
  await page.getByLabel("Titre du jour 1", { exact: true }).fill("Nairobi");
  await page.getByLabel("Au programme du jour 1", { exact: true }).fill("Arrivée et dîner.");
  await page.getByLabel("Prix par voyageur (CHF)", { exact: true }).fill("3900");
  await page.getByLabel("Valable jusqu’au", { exact: true }).fill("2020-01-01");
  await page.getByRole("button", { name: "Envoyer l’offre" }).click();
  await expect(page.getByLabel("Valable jusqu’au", { exact: true })).toHaveAccessibleDescription(
    "L’offre doit être valable au moins jusqu’à aujourd’hui",
  );
  // The trip is in August 2099: an offer may not outlive its start.
  await page.getByLabel("Valable jusqu’au", { exact: true }).fill("2099-08-15");
  await page.getByRole("button", { name: "Envoyer l’offre" }).click();
  await expect(page.getByLabel("Valable jusqu’au", { exact: true })).toHaveAccessibleDescription(
    "L’offre doit prendre fin avant le début du voyage : au plus tard le 31 juil. 2099",
  );
  await page.getByLabel("Valable jusqu’au", { exact: true }).fill("2099-03-31");
  // The connection drops on the way back and stays down a moment: the offer was saved and mailed,
  // the page never heard, and cannot read the request again (which would show the offer sent).
  // Sent again (the same Idempotency-Key), it is answered the offer first sent, not revised by it.
  const offerRoute = "**/api/agency/trip-requests/*/offer";
  const requestRoute = `**/api/agency/trip-requests/${id}`;
  let lostSentAt: string | undefined;
  await page.route(requestRoute, (route) => route.abort("internetdisconnected"));
  await page.route(offerRoute, async (route) => {
    if (lostSentAt !== undefined) return route.continue();
    const answer = await route.fetch();
    lostSentAt = ((await answer.json()) as { offer: { sentAt: string } }).offer.sentAt;
    return route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Envoyer l’offre" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "La connexion a été interrompue. Veuillez vérifier" }),
  ).toBeVisible();
  const retried = page.waitForResponse(
    (r) => r.url().endsWith(`/api/agency/trip-requests/${id}/offer`) && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Envoyer l’offre" }).click();
  expect(((await (await retried).json()) as { offer: { sentAt: string } }).offer.sentAt).toBe(lostSentAt);
  // The connection back only now: a read of the request before the retry would show the offer sent
  // (which is what an agent whose connection returns sees) and leave no form to send again.
  await page.unroute(requestRoute);
  await page.unroute(offerRoute);
  await expect(page.getByText(`Offre envoyée à ${traveller.name}`)).toBeVisible();
  await expect(page.getByTestId("request-status")).toHaveText("Offre disponible");
  await expect(page.getByTestId("sent-offer")).toContainText(/3\s900\sCHF par voyageur/);

  // The API takes a revised offer while the first one stands; the form starts from the one sent.
  await page.getByRole("button", { name: "Envoyer une offre révisée" }).click();
  await expect(page.getByLabel("Titre", { exact: true })).toHaveValue("Safari en famille");
  await page.getByLabel("Prix par voyageur (CHF)", { exact: true }).fill("3800");
  await payingNowGoesOnEdit(
    page,
    "Envoyer l’offre révisée",
    "Le voyageur est en train de payer cette offre.",
    () => page.getByLabel("Prix par voyageur (CHF)", { exact: true }).fill("3700"),
  );
  await page.getByRole("button", { name: "Envoyer l’offre révisée" }).click();
  await expect(page.getByTestId("sent-offer")).toContainText(/3\s700\sCHF par voyageur/);
  await expect(page.getByRole("heading", { name: "Offre", exact: true })).toBeFocused();
  await expect
    .poll(() => subjectsTo(page, traveller.email), { timeout: 15_000 })
    .toContain("Ihr Angebot für Ihre massgeschneiderte Reise ist da");
});

test("a traveller opening the console is sent home, and has no link to it", async ({ page }) => {
  const email = uniqueEmail("traveller");
  await travellerToken(page.request, "Amani Otieno", email, "en");
  await page.goto("/login");
  await logInAs(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole("banner").getByRole("button", { name: "Amani Otieno" }).click();
  await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Agents' console" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/agent");
  await expect(page).toHaveURL(/\/\/[^/]+\/$/);
  await page.goto(`/agent/requests/${seeded.overdue}`);
  await expect(page).toHaveURL(/\/\/[^/]+\/$/);
  // The API refuses as well.
  const token = await travellerToken(page.request, "Amani Otieno", uniqueEmail("traveller2"), "en");
  const res = await page.request.get("/api/agency/trip-requests", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(403);
});

test("fr: an agent signing in at /login lands in the agents' console, and /login signed in goes there too", async ({
  page,
}) => {
  await page.goto("/fr/login");
  await logInAs(page, kenyaAgent.email, kenyaAgent.password, {
    email: "E-mail",
    password: "Mot de passe",
    logIn: "Se connecter",
  });
  await expect(page).toHaveURL(/\/fr\/agent$/);
  await page.goto("/fr/login");
  await expect(page).toHaveURL(/\/fr\/agent$/);
});
