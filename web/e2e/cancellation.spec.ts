import { expect, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { holdSpecialTour, idToken, signUp, uniqueEmail } from "./support/trips-api";

// A traveller cancels (issue 26, item 2) end to end against the local twin: the dialog shows the refund
// of today's tier before anything happens, confirming cancels, the local checkout's stand-in refunds and
// posts its signed charge.refunded to the webhook, and the trip moves to Cancelled trips with the
// amount refunded; the mail (SES twin) says the same. 45 days before: the 30–59 days tier, 50 %. The
// whole journey runs once per language on one account, its bookings seeded through the API.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;
const password = "Safari!2026x";

const words = {
  en: {
    prefix: "",
    open: "Cancel this booking",
    confirm: "Cancel the booking",
    tab: "Cancelled trips",
    refunded: "Refunded:",
    subject: "Your booking is cancelled",
    percent: /50\s?%/,
  },
  de: {
    prefix: "/de",
    open: "Diese Buchung stornieren",
    confirm: "Buchung stornieren",
    tab: "Stornierte Reisen",
    refunded: "Erstattet:",
    subject: "Ihre Buchung ist storniert",
    percent: /50\s%/,
  },
  fr: {
    prefix: "/fr",
    open: "Annuler cette réservation",
    confirm: "Annuler la réservation",
    tab: "Voyages annulés",
    refunded: "Remboursé",
    subject: "Votre réservation est annulée",
    percent: /50\s%/,
  },
} as const;

test("a traveller cancels 45 days before and sees 50 % refunded in the mail and in Cancelled trips (en, de, fr)", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("cancel");
  await signUp(request, "Lena Brunner", email, password);
  const token = await idToken(request, email, password);
  await signInByCookies(context, email, password);
  // The refund is shown in the display currency too, beside the exact francs.
  await context.addCookies([{ name: "tembea_currency", value: "EUR", url: `http://localhost:${port}` }]);

  for (const locale of ["en", "de", "fr"] as const) {
    const w = words[locale];
    // Paid as the local checkout's "Pay" button does; the booking's mails are in its language.
    const { bookingId, checkoutUrl } = await holdSpecialTour(request, email, {
      daysAhead: 45,
      locale,
      token,
    });
    expect((await request.post(`${checkoutUrl}/pay`, { maxRedirects: 0 })).status()).toBe(303);

    await page.goto(`${w.prefix}/account/trips/special-tour/${bookingId}`);
    // The refund cannot be worked out (the API fails, in the first language): the dialog offers to
    // ask again rather than a disabled button with no way on.
    let quoteFails = locale === "en";
    // The confirmation's connection drops before it reaches the server (in German): the dialog says
    // so, nothing is cancelled, and pressing again cancels.
    let cancelDrops = locale === "de";
    await page.route("**/api/me/bookings/*/cancellation", (route) => {
      const method = route.request().method();
      if (quoteFails && method === "GET")
        return route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"INTERNAL"}}',
        });
      if (cancelDrops && method !== "GET") {
        cancelDrops = false;
        return route.abort("connectionreset");
      }
      return route.fallback();
    });
    await page.getByRole("button", { name: w.open }).click();
    const dialog = page.getByRole("dialog", { name: w.open });
    const quote = dialog.getByTestId("cancellation-quote");
    if (quoteFails) {
      const again = dialog.getByRole("alert").getByRole("button", { name: "Try again" });
      await expect(again).toBeVisible({ timeout: 20_000 });
      quoteFails = false;
      await again.click();
    }
    await expect(quote).toContainText(w.percent);
    await expect(quote.getByTestId("refund-chf")).toContainText("CHF");
    await expect(quote.getByTestId("price")).toContainText("€");
    await dialog.getByRole("button", { name: w.confirm }).click();
    if (locale === "de") {
      await expect(dialog.getByRole("alert")).toHaveText(
        "Die Verbindung wurde unterbrochen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
      );
      await dialog.getByRole("button", { name: w.confirm }).click();
    }
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("cancellation-facts")).toContainText(w.percent);
    // The button is gone with the booking's cancellation: the focus is on its outcome, not lost.
    await expect(page.locator("#cancellation-heading")).toBeFocused();

    // The provider's refund event arrives on its own: the list read after it says it went back.
    await page.goto(`${w.prefix}/account/trips?tab=cancelled`);
    await expect(page.getByRole("tab", { name: w.tab, selected: true })).toBeVisible();
    // Newest first: the booking just cancelled.
    const card = page.getByRole("tabpanel").getByTestId("trip-card").first();
    await expect(async () => {
      await page.reload();
      await expect(card.getByTestId("cancellation-facts")).toContainText(w.refunded, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    await expect
      .poll(async () => {
        const store = (await (await request.get(sesStore)).json()) as {
          emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
        };
        const mails = store.emails.filter(
          (m) => m.destination.to.includes(email) && m.subject.startsWith(w.subject),
        );
        return mails.map((m) => w.percent.test(m.body.text ?? ""));
      })
      .toEqual([true]);
  }
});
