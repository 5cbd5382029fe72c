import type { Route } from "@playwright/test";
import { expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import {
  demoPassword,
  demoTraveller,
  idToken,
  mailedLink,
  requestWithOffer,
  sendOffer,
  signUp,
  specialTourBooking,
  uniqueEmail,
} from "./support/trips-api";

// My trips, change requests and reviews end to end against the local twin: the tabs, accepting an
// offer with a deposit through the local checkout, a change request, and a review link from the
// SES twin's store that works once.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;
const password = "Safari!2026x";

/** Signed in as after the login page (which accounts.spec.ts proves); these tests are about what follows. */
const logIn = (page: Page, email: string, pass: string) => signInByCookies(page.context(), email, pass);

const cards = (page: Page) => page.getByRole("tabpanel").getByTestId("trip-card");

test("de: booked, requested and cancelled trips in their tabs; accept an offer with a deposit; a change request", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("trips-de");
  await signUp(request, "Lena Brunner", email, password);
  const token = await idToken(request, email, password);
  await specialTourBooking(request, email, "pay", 40);
  // Made signed in and never paid: the account's own, listed as cancelled.
  await specialTourBooking(request, email, "expire", 50, token);
  const requestId = await requestWithOffer(request, token);

  await logIn(page, email, password);
  await page.goto("/de/account/trips");
  await expect(page.getByRole("heading", { level: 1, name: "Meine Reisen" })).toBeVisible();
  // Empty layout: no site header.
  await expect(page.getByRole("banner")).toHaveCount(0);

  await expect(page.getByRole("tab", { name: "Gebuchte Reisen", selected: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByTestId("trip-status")).toHaveText("Gebucht");
  await expect(cards(page)).toContainText("Maasai Mara");
  // Each trip is a heading one level under the page's: no level skipped for a screen reader.
  await expect(cards(page).getByRole("heading", { level: 2 })).toHaveCount(1);

  await page.getByRole("tab", { name: "Reiseanfragen" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByTestId("trip-status")).toHaveText("Angebot verfügbar");
  await expect(cards(page)).toContainText("Flitterwochen in der Masai Mara");

  // Keyboard: the tabs are one tab stop, arrows move between them (Radix).
  await page.getByRole("tab", { name: "Reiseanfragen" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Stornierte Reisen", selected: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByTestId("trip-status")).toHaveText("Storniert");

  // The request: its offer, accepted with a 30 % deposit (2 × CHF 5000 → CHF 3000).
  await page.getByRole("tab", { name: "Reiseanfragen" }).click();
  await cards(page).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/de/account/trips/request/${requestId}$`));
  await expect(page.getByTestId("offer")).toContainText("Flitterwochen in der Masai Mara");
  await expect(page.getByTestId("offer-total")).toContainText(/10.000/);
  // The request as sent: no single rooms reads as words, as on the wizard's summary.
  await expect(page.getByText("Halbpension · Keine Einzelzimmer")).toBeVisible();
  const deposit = page.getByRole("radio", { name: /Anzahlung von 30 %/ });
  await expect(deposit).toBeChecked();
  // Paying binds the traveller as a tour booking does: not without the terms.
  await page.getByRole("button", { name: "Angebot annehmen und bezahlen" }).click();
  const terms = page.getByRole("checkbox", { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ });
  await expect(terms).toHaveAccessibleDescription(
    "Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung, um fortzufahren.",
  );
  await expect(page).toHaveURL(new RegExp(`/de/account/trips/request/${requestId}$`));
  await terms.check();
  await page.getByRole("button", { name: "Angebot annehmen und bezahlen" }).click();
  // Cancelled, the checkout comes back to the request: nothing charged, the offer still open.
  await expect(page).toHaveURL(/\/local-checkout\/cs_local_/);
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/account/trips/request/${requestId}\\?payment=cancelled$`));
  await expect(page.getByTestId("checkout-not-completed")).toHaveText(
    "Die Zahlung wurde nicht abgeschlossen, es wurde also nichts belastet. Das Angebot gilt weiterhin.",
  );
  await page.getByRole("checkbox", { name: /Ich akzeptiere die Allgemeinen Geschäftsbedingungen/ }).check();
  await page.getByRole("button", { name: "Angebot annehmen und bezahlen" }).click();

  await expect(page).toHaveURL(/\/local-checkout\/cs_local_/);
  await expect(page.getByTestId("checkout-amount")).toContainText(/3.000/);
  await page.getByRole("button", { name: /^Pay / }).click();

  await expect(page).toHaveURL(new RegExp(`/de/account/trips/request/${requestId}/summary\\?paid=deposit$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Zusammenfassung der Gruppenreise" }),
  ).toBeVisible();
  await expect(page.getByTestId("trip-status")).toHaveText("Gebucht");
  await expect(page.getByTestId("amount-paid")).toContainText(/3.000/);
  await expect(page.getByTestId("balance-due")).toContainText(/7.000/);
  await expect(page.getByRole("button", { name: /Restbetrag von .*7.000.* bezahlen/ })).toBeEnabled();
  await expect(page.getByRole("link", { name: "Zum Kalender hinzufügen" })).toHaveAttribute(
    "download",
    /\.ics$/,
  );

  // The balance, later, from the trip page, through the same checkout.
  await page.getByRole("button", { name: /Restbetrag von .*7.000.* bezahlen/ }).click();
  await expect(page.getByTestId("checkout-amount")).toContainText(/7.000/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/summary\?paid=balance$/);
  await expect(page.getByTestId("amount-paid")).toContainText(/10.000/);
  await expect(page.getByText("Ihre Reise ist vollständig bezahlt.")).toBeVisible();

  // Accepted, the request is a booked trip.
  await page.goto("/de/account/trips");
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: "Flitterwochen" }).getByTestId("trip-status")).toHaveText(
    "Gebucht",
  );

  // A change request: required, then stored and shown in the history, as text.
  await page.goto(`/de/account/trips/request/${requestId}`);
  await expect(page.getByRole("button", { name: "Angebot annehmen und bezahlen" })).toHaveCount(0);
  await page.getByRole("button", { name: "Änderungswunsch senden" }).click();
  await expect(page.getByText("Dieses Feld darf nicht leer sein")).toBeVisible();
  const text = "Könnten wir <b>zwei</b> Nächte am Meer anhängen?";
  // Sent too often (the API made to say so): said for the whole form, and gone once the text changes.
  const changes = "**/api/me/trip-requests/*/change-requests";
  await page.route(changes, (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      body: '{"error":{"code":"RATE_LIMITED","message":"Too many requests"}}',
    }),
  );
  await page.getByLabel("Ihr Änderungswunsch").fill("Könnten wir");
  await page.getByRole("button", { name: "Änderungswunsch senden" }).click();
  const tooMany = page.getByRole("alert").filter({ hasText: "Zu viele Versuche." });
  await expect(tooMany).toBeVisible();
  await page.unroute(changes);
  // Then the connection drops on the way back: the agency has it, the page never heard. Sent again
  // (the same Idempotency-Key), it is in the history once.
  let lost = false;
  await page.route(changes, async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    return route.abort("connectionreset");
  });
  await page.getByLabel("Ihr Änderungswunsch").fill(text);
  await expect(tooMany).toHaveCount(0);
  const sendChange = page.getByRole("button", { name: "Änderungswunsch senden" });
  const top = () => sendChange.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  const where = await top();
  await sendChange.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Die Verbindung wurde unterbrochen." }),
  ).toBeVisible();
  // The message appears under the button, which stays where the thumb is.
  expect(await top()).toBe(where);
  await sendChange.click();
  await expect(page.getByTestId("change-requests")).toContainText(text);
  await page.reload();
  await expect(page.getByTestId("change-requests").getByText(text)).toHaveCount(1);
});

test("fr: an offer revised while its page is open is not accepted unread, and cannot be revised while it is paid", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail("trips-revised");
  await signUp(request, "Chloé Roux", email, password);
  const requestId = await requestWithOffer(request, await idToken(request, email, password));
  await logIn(page, email, password);
  await page.goto(`/fr/account/trips/request/${requestId}`);
  await expect(page.getByTestId("offer-total")).toContainText(/10\s000/);
  // The day's colon is in the message, so French spaces it (text, as toHaveText folds the space).
  expect(await page.getByTestId("offer").getByRole("heading", { level: 4 }).first().textContent()).toBe(
    "Jour 1\u00a0: Ankunft in Nairobi",
  );

  // The agency revises its price while the traveller reads the old one.
  expect((await sendOffer(request, requestId, 520_000)).ok()).toBe(true);
  await page.getByRole("radio", { name: /Payer maintenant le montant total/ }).check();
  await page.getByRole("checkbox", { name: /J’accepte les conditions générales/ }).check();
  await page.getByRole("button", { name: "Accepter l’offre et payer" }).click();
  await expect(page.getByTestId("offer").getByRole("alert")).toHaveText(
    "L’agence vient de modifier cette offre. Veuillez lire la nouvelle offre avant de l’accepter.",
  );
  await expect(page).toHaveURL(new RegExp(`/fr/account/trips/request/${requestId}$`));
  await expect(page.getByTestId("offer-total")).toContainText(/10\s400/);

  // Accepted as read now: the checkout asks for the new price, and the agency cannot change it meanwhile.
  await page.getByRole("button", { name: "Accepter l’offre et payer" }).click();
  await expect(page).toHaveURL(/\/local-checkout\/cs_local_/);
  await expect(page.getByTestId("checkout-amount")).toContainText(/10.400/);
  const revision = await sendOffer(request, requestId, 480_000);
  expect(revision.status()).toBe(409);
  expect(((await revision.json()) as { error: { code: string } }).error.code).toBe("CHECKOUT_OPEN");
  // The agent's console says why, in the agent's own session.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signInByCookies(agentContext, "agent@tembea.local", demoPassword);
  await agent.goto(`/agent/requests/${requestId}`);
  await agent.getByRole("button", { name: "Send a revised offer" }).click();
  await agent.getByRole("button", { name: "Send revised offer" }).click();
  await expect(
    agent.getByText(
      "The traveller is paying for this offer right now. You can revise it once their checkout has closed, within the hour.",
    ),
  ).toBeVisible();
  await agentContext.close();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/account/trips/request/${requestId}/summary\\?paid=full$`));
  await expect(page.getByTestId("amount-paid")).toContainText(/10\s400/);
});

test("de: a review link from the mail works once, and the review shows on the tour page and the home page", async ({
  page,
  request,
}) => {
  // The demo traveller's trip that ended two days ago got its link when the daily job first ran.
  const link = await mailedLink(
    request,
    sesStore,
    demoTraveller,
    /https?:\/\/[^\s"'<>]+\/review#token=[\w-]+/,
  );
  const path = link.replace(/^\/(en\/)?review/, "/de/review");
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Wie war Ihre Reise?" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);

  await page.getByRole("button", { name: "Bewertung senden" }).click();
  await expect(page.getByText("Bitte geben Sie eine Bewertung ab")).toBeVisible();
  await expect(page.getByText("Bitte beschreiben Sie Ihre Erfahrung")).toBeVisible();

  // The stars are a radio group: arrows choose among them.
  await page.getByRole("radio", { name: "1 Stern" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "4 Sterne" })).toBeChecked();
  const review = `Unvergesslich <script>alert(1)</script> ${Date.now()}`;
  await page.getByLabel("Ihre Erfahrung").fill(review);
  await page.getByRole("button", { name: "Bewertung senden" }).click();
  await expect(page.getByTestId("review-thanks")).toContainText("Vielen Dank für Ihre Bewertung!");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Zugriff auf die Bewertung nicht möglich" })).toBeVisible();

  await page.goto("/de/group-tour/kenya-great-migration-safari");
  await expect(page.getByTestId("review").filter({ hasText: review })).toBeVisible();
  await page.goto("/de");
  await expect(page.getByTestId("review").filter({ hasText: review })).toBeVisible();
});

test("en: the demo traveller's trips, each in its tab; a stranger's trip is the 404 page", async ({
  page,
  request,
}) => {
  await logIn(page, demoTraveller, demoPassword);
  await page.goto("/account/trips");
  await expect(cards(page).getByTestId("trip-status").first()).toBeVisible();
  const statuses = async () => (await cards(page).getByTestId("trip-status").allTextContents()).sort();
  expect(await statuses()).toEqual(["Booked", "Booked", "Travelled"]);
  // The trip that ended two days ago comes after the two still to come.
  await expect(cards(page).last().getByTestId("trip-status")).toHaveText("Travelled");
  // Both tabs hold two cards: what is waited for is each tab's own, not a count the last one had.
  await page.getByRole("tab", { name: "Trip requests" }).click();
  await expect.poll(statuses).toEqual(["In progress", "Offer available"]);
  await page.getByRole("tab", { name: "Cancelled trips" }).click();
  await expect.poll(statuses).toEqual(["Cancelled", "Cancelled"]);
  await expect(cards(page).filter({ hasText: "Serengeti and Zanzibar" })).toBeVisible();

  // Someone else's booking: refused by the API, and the page is the plain 404 page.
  const email = uniqueEmail("stranger");
  await signUp(request, "Sam Stranger", email, password);
  const bookingId = await specialTourBooking(request, email, "pay", 60);
  const mine = await request.get(`/api/me/bookings/${bookingId}`, {
    headers: { authorization: `Bearer ${await idToken(request, demoTraveller, demoPassword)}` },
  });
  expect(mine.status()).toBe(404);
  await page.goto(`/account/trips/special-tour/${bookingId}`);
  await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
  await page.goto("/account/trips/request/not-an-id");
  await expect(page.getByText("The page you are looking for cannot be found.")).toBeVisible();
});

test("de: with the tours' API down, My trips names each booking by its kind and reference, not its tour's id", async ({
  page,
}) => {
  await page.route(/\/api\/(group|special)-tours\/[^/?]+(\?.*)?$/, (route) =>
    route.fulfill({ status: 503, json: { message: "Service Unavailable" } }),
  );
  await logIn(page, demoTraveller, demoPassword);
  await page.goto("/de/account/trips");
  await expect(cards(page).first()).toBeVisible();
  // Each tour's query may try again before it gives up: the condition is waited for.
  const named = /^(Gruppenreise|Spezialreise) TMB-[2-9A-HJKMNP-TV-Z]{5}$/;
  await expect
    .poll(
      async () => (await cards(page).getByRole("heading").allTextContents()).every((t) => named.test(t)),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  expect(await cards(page).count()).toBeGreaterThan(0);
});

test("fr: a profile that does not answer keeps no signed-in page waiting @mobile", async ({ page }) => {
  // A slow connection where the profile's answer never comes: the guards need only the token, so
  // My trips shows its trips; the profile (the header's picture) may follow whenever it answers.
  const held: Route[] = [];
  await page.route("**/api/me/profile", (route) => {
    held.push(route);
  });
  await logIn(page, demoTraveller, demoPassword);
  await page.goto("/fr/account/trips");
  await expect(page.getByRole("heading", { level: 1, name: "Mes voyages" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(held.length).toBeGreaterThan(0);
});

test("fr: a wrong review link cannot be used; My trips needs a login @mobile", async ({ page }) => {
  await page.goto("/fr/account/trips");
  await expect(page).toHaveURL(/\/fr\/?$/);
  await page.goto("/fr/review#token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Impossible d’accéder à l’avis" })).toBeVisible();
  await page.goto("/fr/review");
  await expect(page.getByRole("heading", { name: "Impossible d’accéder à l’avis" })).toBeVisible();
});

test("de, fr, en: on a 320px phone the tabs break between words, never inside one", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await logIn(page, demoTraveller, demoPassword);
  for (const language of ["de", "fr", "en"]) {
    await page.goto(`/${language}/account/trips`);
    await expect(page.getByRole("tab")).toHaveCount(3);
    // Each word of a label (a soft hyphen ends a word: "Reise-anfragen") lies on one line. Without
    // the smaller type "Gebuchte" and "Demandes" were cut at a letter, and "Reiseanfragen" wherever
    // the browser has no German hyphenation dictionary, as this headless Chromium has none.
    const splitWords = await page.getByRole("tab").evaluateAll((tabs) =>
      tabs.flatMap((tab) => {
        const text = tab.firstChild;
        if (!(text instanceof Text)) return [`${tab.textContent}: not one text node`];
        const label = text.data;
        const split: string[] = [];
        // The line a character is drawn on (its last box: a letter after a soft hyphen also gets
        // the hyphen's box at the end of the line before).
        const lineOf = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return Math.round([...range.getClientRects()].at(-1)?.top ?? Number.NaN);
        };
        for (const word of label.matchAll(/[^\s\u00ad]+/g)) {
          if (lineOf(word.index) !== lineOf(word.index + word[0].length - 1))
            split.push(`${word[0]} (in ${label})`);
        }
        return split;
      }),
    );
    expect(splitWords, language).toEqual([]);
  }
});
