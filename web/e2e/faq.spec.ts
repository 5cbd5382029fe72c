import { expect, expectAccessible, test } from "./fixtures";

// /faq (docs/product-spec.md, section 2), which the 404 page ("Visit our FAQ page") and the footer's FAQ link
// lead to, in every language: booking, payment, cancellation and refunds, tailored trips.

const languages = [
  {
    prefix: "",
    lang: "en",
    heading: "Frequently asked questions",
    topics: ["Booking", "Payment", "Cancellation and refunds", "Tailored trips"],
    question: "How long are my places held while I pay?",
    answer: "your places are held for 30 minutes",
    currency: "In which currency am I charged?",
    chf: "Always in Swiss francs (CHF)",
  },
  {
    prefix: "/de",
    lang: "de",
    heading: "Häufige Fragen",
    topics: ["Buchen", "Zahlung", "Stornierung und Rückerstattung", "Massgeschneiderte Reisen"],
    question: "Wie lange sind meine Plätze während der Zahlung reserviert?",
    answer: "30 Minuten lang für Sie reserviert",
    currency: "In welcher Währung wird mir der Betrag belastet?",
    chf: "Immer in Schweizer Franken (CHF)",
  },
  {
    prefix: "/fr",
    lang: "fr",
    heading: "Questions fréquentes",
    topics: ["Réservation", "Paiement", "Annulation et remboursement", "Voyages sur mesure"],
    question: "Combien de temps mes places sont-elles retenues pendant le paiement\u202f?",
    answer: "retenues pendant 30 minutes",
    currency: "Dans quelle devise suis-je débité\u202f?",
    chf: "Toujours en francs suisses (CHF)",
  },
];

for (const { prefix, lang, heading, topics, question, answer, currency, chf } of languages) {
  test(`the footer's FAQ link opens the FAQ in ${lang}, its answers open by keyboard${lang === "fr" ? " @mobile" : ""}`, async ({
    page,
  }) => {
    await page.goto(prefix || "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const main = page.getByRole("main");
    for (const topic of topics)
      await expect(main.getByRole("heading", { level: 2, name: topic })).toBeVisible();

    // Answers are closed until asked for; a disclosure opens with the keyboard.
    const held = page.locator("details", { has: page.getByText(question, { exact: true }) });
    await expect(held.getByText(answer)).toBeHidden();
    await held.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(held.getByText(answer)).toBeVisible();
    await expectAccessible(page, `the FAQ in ${lang} with an answer open`);

    // A topic link leads to its section.
    await page.getByRole("link", { name: topics[1] ?? "", exact: true }).click();
    await expect(page).toHaveURL(/#payment$/);
    await page.getByText(currency, { exact: true }).click();
    await expect(page.getByText(chf)).toBeVisible();
  });

  test(`the FAQ is reached from the 404 page in ${lang} and is prerendered`, async ({ page, request }) => {
    await page.goto(`${prefix}/no/such/page`);
    await page.locator(`main a[href="${prefix}/faq"]`).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} · Tembea`);

    // Its HTML is there before any script runs (scripts/prerender.ts), in its language.
    const html = await (await request.get(`${prefix}/faq`)).text();
    expect(html).toContain(`lang="${lang}"`);
    expect(html).toContain(question);
  });
}
