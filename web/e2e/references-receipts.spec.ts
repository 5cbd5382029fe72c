import { type APIRequestContext, expect, expectAccessible, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { holdSpecialTour, idToken, requestWithOffer, signUp, uniqueEmail } from "./support/trips-api";

// Short references (docs/decisions/0003-short-references.md) and printable receipts, in English, German and
// French, against the local twin: the reference on the local checkout page, the thank-you page, in the
// confirmation mail read from the SES twin's store, on My trips' booking and trip pages and the agents'
// console; and each payment's receipt, which prints alone, black on white.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;
const password = "Safari!2026x";
const referencePattern = /^TMB-[2-9ABCDEFGHJKMNPQRSTVWXYZ]{5}$/;

const texts = {
  en: {
    prefix: "",
    thanks: "Thank you for your booking!",
    bookingReference: "Booking reference",
    mailLine: "Reference: ",
    printYourReceipt: "Print your receipt",
    printReceipt: "Print receipt",
    receipt: "Receipt",
    paidInFull: "Paid in full",
    twoTravellers: "2 travellers",
    depositReceipt: "Receipt: Deposit",
    deposit: "Deposit",
    reference: "Reference",
  },
  de: {
    prefix: "/de",
    thanks: "Vielen Dank für Ihre Buchung!",
    bookingReference: "Buchungsreferenz",
    mailLine: "Referenz: ",
    printYourReceipt: "Quittung drucken",
    printReceipt: "Quittung drucken",
    receipt: "Quittung",
    paidInFull: "Vollständig bezahlt",
    twoTravellers: "2 Reisende",
    depositReceipt: "Quittung: Anzahlung",
    deposit: "Anzahlung",
    reference: "Referenz",
  },
  fr: {
    prefix: "/fr",
    thanks: "Merci pour votre réservation !",
    bookingReference: "Référence de réservation",
    mailLine: "Référence\u00a0: ",
    printYourReceipt: "Imprimer votre reçu",
    printReceipt: "Imprimer le reçu",
    receipt: "Reçu",
    paidInFull: "Payé intégralement",
    twoTravellers: "2 voyageurs",
    depositReceipt: "Reçu\u00a0: Acompte",
    deposit: "Acompte",
    reference: "Référence",
  },
} as const;
type Lang = keyof typeof texts;

/** A special tour booked through the API as the booking form sends it; answers its checkout. */
const bookSpecialTour = (request: APIRequestContext, email: string, locale: Lang, token?: string) =>
  holdSpecialTour(request, email, { daysAhead: 70, locale, token });

/** The newest mail to `to` in the SES twin's store, both parts, waiting for it to arrive. */
async function mailTo(request: APIRequestContext, to: string): Promise<string> {
  let text = "";
  await expect
    .poll(
      async () => {
        const store = (await (await request.get(sesStore)).json()) as {
          emails: { destination: { to: string[] }; body: { text?: string; html?: string } }[];
        };
        const mail = store.emails.filter((e) => e.destination.to.includes(to)).at(-1);
        text = mail ? `${mail.body.text ?? ""}\n${mail.body.html ?? ""}` : "";
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return text;
}

/**
 * Printed, the receipt stands alone: no header, footer, skip link, way back or print button; black on
 * white. On screen the page keeps its chrome.
 */
async function expectPrintable(page: Page, chrome: "header" | "none") {
  const receipt = page.getByTestId("receipt");
  if (chrome === "header") await expect(page.getByRole("banner")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("reference")).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByTestId("print-receipt")).toBeHidden();
  await expect(page.locator(".skip-link")).toBeHidden();
  await expect(receipt).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(receipt).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await expect(receipt.getByRole("term").first()).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByTestId("print-receipt")).toBeVisible();
  if (chrome === "header") await expect(page.getByRole("banner")).toBeVisible();
}

for (const [lang, l] of Object.entries(texts) as [Lang, (typeof texts)[Lang]][]) {
  // French runs at phone width (the mobile project takes the tests tagged @mobile), the others on a desktop.
  test(`${lang}: a guest's booking reference on the checkout, the thank-you page and the mail; its receipt prints alone${lang === "fr" ? " @mobile" : ""}`, async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(60_000);
    // The receipt says what the amount is in the currency the visitor browses in (German: euro).
    if (lang === "de")
      await context.addCookies([{ name: "tembea_currency", value: "EUR", url: `http://localhost:${port}` }]);
    const email = uniqueEmail(`ref-${lang}`);
    const { bookingId, checkoutUrl } = await bookSpecialTour(request, email, lang);

    // The local checkout names the booking by its reference first, as Stripe's line item does.
    await page.goto(checkoutUrl);
    const lineItem = page.getByTestId("checkout-line-item");
    await expect(lineItem).toContainText(/^TMB-\S{5} · /);
    const reference = ((await lineItem.textContent()) ?? "").split(" · ")[0] as string;
    expect(reference).toMatch(referencePattern);
    await page.getByRole("button", { name: /^Pay / }).click();

    await expect(page).toHaveURL(new RegExp(`${l.prefix}/special-tour/thank-you\\?booking=${bookingId}$`));
    const thanks = page.getByTestId("thank-you");
    await expect(thanks).toHaveAttribute("data-status", "confirmed");
    await expect(page.getByRole("heading", { level: 1, name: l.thanks })).toBeVisible();
    await expect(thanks.getByTestId("reference")).toHaveText(reference);
    await expect(thanks.getByText(l.bookingReference)).toBeVisible();

    expect(await mailTo(request, email)).toContain(`${l.mailLine}${reference}`);

    await thanks.getByRole("link", { name: l.printYourReceipt }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/special-tour/receipt\\?booking=${bookingId}$`));
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByRole("heading", { level: 1, name: l.receipt })).toBeVisible();
    await expect(receipt.getByTestId("reference")).toHaveText(reference);
    await expect(receipt).toContainText(l.paidInFull);
    await expect(receipt).toContainText(l.twoTravellers);
    await expect(receipt.getByTestId("receipt-amount")).toContainText("CHF");
    await expect(receipt).toContainText("Tembea");
    await expect(receipt.getByTestId("receipt-agency")).not.toBeEmpty();
    await expect(receipt.getByTestId("receipt-currency")).toHaveCount(lang === "de" ? 1 : 0);
    if (lang === "de") await expect(receipt.getByTestId("receipt-currency")).toContainText("EUR");
    await expectAccessible(page, "the receipt");
    // Nothing runs off the side, at phone width either.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await expectPrintable(page, "header");
  });

  test(`${lang}: My trips and the agents' console show the references; a booking's and a deposit's receipts`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`ref-trips-${lang}`);
    await signUp(request, "Lena Brunner", email, password, lang);
    const token = await idToken(request, email, password);
    const booked = await bookSpecialTour(request, email, lang, token);
    expect((await request.post(`${booked.checkoutUrl}/pay`, { maxRedirects: 0 })).status()).toBe(303);
    // A tailored trip, its offer accepted with a 30 % deposit, paid through the local checkout.
    const requestId = await requestWithOffer(request, token);
    const mine = (await (
      await request.get(`/api/me/trip-requests/${requestId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { reference: string; offer: { sentAt: string } };
    expect(mine.reference).toMatch(referencePattern);
    const accepted = await request.post(`/api/me/trip-requests/${requestId}/accept`, {
      headers: { authorization: `Bearer ${token}` },
      data: { plan: "deposit", acceptTerms: true, offerSentAt: mine.offer.sentAt, locale: lang },
    });
    expect(accepted.ok(), await accepted.text()).toBe(true);
    const { checkoutUrl } = (await accepted.json()) as { checkoutUrl: string };
    expect((await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 })).status()).toBe(303);

    await signInByCookies(page.context(), email, password);

    // The booking's page: its reference, and its receipt.
    await page.goto(`${l.prefix}/account/trips/special-tour/${booked.bookingId}`);
    const bookingReference = page.getByTestId("reference");
    await expect(bookingReference).toHaveText(referencePattern);
    const reference = (await bookingReference.textContent()) as string;
    await page.getByRole("link", { name: l.printReceipt }).click();
    await expect(page).toHaveURL(
      new RegExp(`${l.prefix}/account/trips/special-tour/${booked.bookingId}/receipt$`),
    );
    await expect(page.getByTestId("receipt").getByTestId("reference")).toHaveText(reference);
    await expect(page.getByTestId("receipt")).toContainText(l.paidInFull);

    // The request's page and its booked trip's summary: the request's reference; a receipt per payment.
    await page.goto(`${l.prefix}/account/trips/request/${requestId}`);
    await expect(page.getByTestId("reference")).toHaveText(mine.reference);
    await page.goto(`${l.prefix}/account/trips/request/${requestId}/summary`);
    await expect(page.getByTestId("reference")).toHaveText(mine.reference);
    await page.getByRole("link", { name: l.depositReceipt }).click();
    await expect(page).toHaveURL(
      new RegExp(`${l.prefix}/account/trips/request/${requestId}/receipt/deposit$`),
    );
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByTestId("reference")).toHaveText(mine.reference);
    await expect(receipt.getByTestId("receipt-title")).toHaveText("Flitterwochen in der Masai Mara");
    await expect(receipt.getByTestId("receipt-agency")).toHaveText("Mara Horizon Safaris");
    await expect(receipt).toContainText(l.deposit);
    // 30 % of 2 × CHF 5,000.
    await expect(receipt.getByTestId("receipt-amount")).toContainText(/3.000/);
    await expectAccessible(page, "a deposit's receipt");
    await expectPrintable(page, "header");
    // The balance is not paid: its receipt page says there is none, and offers no printing.
    await page.goto(`${l.prefix}/account/trips/request/${requestId}/receipt/balance`);
    await expect(page.getByTestId("receipt-not-paid")).toBeVisible();
    await expect(page.getByTestId("print-receipt")).toHaveCount(0);

    // The agent quotes the same reference from the console.
    const agentToken = await idToken(request, "agent@tembea.local", "Safari!2026");
    const agents = await request.get(`/api/agency/trip-requests/${requestId}`, {
      headers: { authorization: `Bearer ${agentToken}` },
    });
    expect(((await agents.json()) as { reference: string }).reference).toBe(mine.reference);
  });
}

for (const [lang, l] of Object.entries(texts) as [Lang, (typeof texts)[Lang]][]) {
  test(`${lang}: the agents' console shows a request's reference in the list and on its page`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInByCookies(page.context(), "agent@tembea.local", "Safari!2026");
    await page.goto(`${l.prefix}/agent`);
    // The demo agency's booked request (infra/local/src/seed/demo/agency-requests.ts) has a fixed reference.
    const row = page.locator(
      '[data-testid="agent-request"][data-request-id="5d2f8c61-0e4a-4b97-a3c8-6f1b9e7d2a05"]',
    );
    await expect(row.getByTestId("reference")).toHaveText("TMB-N6P3V");
    await row.getByRole("link", { name: "Amara Diallo" }).click();
    await expect(page).toHaveURL(
      new RegExp(`${l.prefix}/agent/requests/5d2f8c61-0e4a-4b97-a3c8-6f1b9e7d2a05$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Amara Diallo");
    await expect(page.getByTestId("reference")).toHaveText("TMB-N6P3V");
  });
}
