import { expect, expectAccessible, type Page, test } from "./fixtures";
import { type CodeStepLanguage, codeField, enterMailedCode, mailedSignUpCode } from "./support/sign-up";
import { uniqueEmail } from "./support/trips-api";

// Sign-up proves the address (docs/decisions/0001-unproven-accounts-disabled.md): in English, German and
// French, the code step after the sign-up form with the code read from the SES twin's store, a wrong code, a
// new code and its limit, the void code after five wrong tries, and the way to the code step from the login
// of an account whose code was never entered.

const texts = {
  en: {
    prefix: "",
    name: "Full name",
    email: "E-mail",
    password: "Password",
    confirmPassword: "Confirm password",
    terms: /I accept the/,
    createAccount: "Create account",
    logIn: "Log in",
    heading: "Confirm your e-mail address",
    confirm: "Confirm",
    sendNew: "Send a new code",
    resent: (email: string) => `We sent a new code to ${email}. Codes sent before no longer work.`,
    limited: "Please wait a minute before asking for another code.",
    invalid: "This code is wrong or no longer valid.",
    void: "Too many wrong tries: this code no longer works. Please send yourself a new code.",
    notConfirmed: "Your e-mail address is not confirmed yet.",
    toCodeStep: "Confirm your e-mail address",
    required: "This field cannot be empty",
  },
  de: {
    prefix: "/de",
    name: "Vollständiger Name",
    email: "E-Mail",
    password: "Passwort",
    confirmPassword: "Passwort bestätigen",
    terms: /Ich akzeptiere die/,
    createAccount: "Konto erstellen",
    logIn: "Anmelden",
    heading: "E-Mail-Adresse bestätigen",
    confirm: "Bestätigen",
    sendNew: "Neuen Code senden",
    resent: (email: string) =>
      `Wir haben einen neuen Code an ${email} gesendet. Früher gesendete Codes gelten nicht mehr.`,
    limited: "Bitte warten Sie eine Minute, bevor Sie einen weiteren Code anfordern.",
    invalid: "Dieser Code ist falsch oder nicht mehr gültig.",
    void: "Zu viele falsche Versuche: Dieser Code gilt nicht mehr. Bitte lassen Sie sich einen neuen Code senden.",
    notConfirmed: "Ihre E-Mail-Adresse ist noch nicht bestätigt.",
    toCodeStep: "E-Mail-Adresse bestätigen",
    required: "Dieses Feld darf nicht leer sein",
  },
  fr: {
    prefix: "/fr",
    name: "Nom complet",
    email: "E-mail",
    password: "Mot de passe",
    confirmPassword: "Confirmez le mot de passe",
    terms: /J’accepte les/,
    createAccount: "Créer un compte",
    logIn: "Se connecter",
    heading: "Confirmer votre adresse e-mail",
    confirm: "Confirmer",
    sendNew: "Envoyer un nouveau code",
    resent: (email: string) =>
      `Nous avons envoyé un nouveau code à ${email}. Les codes envoyés auparavant ne sont plus valables.`,
    limited: "Veuillez patienter une minute avant de demander un autre code.",
    invalid: "Ce code est erroné ou n’est plus valable.",
    void: "Trop d’essais erronés\u00a0: ce code ne fonctionne plus. Veuillez vous faire envoyer un nouveau code.",
    notConfirmed: "Votre adresse e-mail n’est pas encore confirmée.",
    toCodeStep: "Confirmer votre adresse e-mail",
    required: "Ce champ ne peut pas être vide",
  },
} as const;
type Texts = (typeof texts)[CodeStepLanguage];

const password = "Safari!2026x";
/** Matches an accessible description that holds the text (the field's hint comes before it). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
/** A six-digit code that is not `code` (the `n`th after it). */
const otherThan = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, "0");

async function fillSignUp(page: Page, l: Texts, name: string, email: string) {
  await page.getByLabel(l.name, { exact: true }).fill(name);
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByLabel(l.confirmPassword, { exact: true }).fill(password);
  await page.getByLabel(l.terms).check();
}

for (const lang of Object.keys(texts) as CodeStepLanguage[]) {
  const l = texts[lang];

  test(`${lang}: sign-up asks for the mailed code; a wrong one is named, a new one is sent, then it signs in${lang === "de" ? " @mobile" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`code-${lang}`);
    await page.goto(`${l.prefix}/signup`);
    await fillSignUp(page, l, "Amani Otieno", email);
    await page.getByRole("button", { name: l.createAccount }).click();

    // The code step replaces the form, and its field takes the focus.
    await expect(page.getByRole("heading", { level: 2, name: l.heading })).toBeVisible();
    const field = codeField(page, lang);
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("autocomplete", "one-time-code");
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(page.getByText(email)).toBeVisible();
    // Nothing signs in before the code: the account is not open yet.
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/signup$`));

    // Empty, then wrong: each message is the field's, and the field keeps the focus.
    await page.getByRole("button", { name: l.confirm, exact: true }).click();
    await expect(field).toHaveAccessibleDescription(containing(l.required));
    const first = await mailedSignUpCode(page.request, email);
    await field.fill(otherThan(first));
    await page.getByRole("button", { name: l.confirm, exact: true }).click();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(containing(l.invalid));
    await expect(field).toBeFocused();

    // A new code, said so; another at once is too soon, said so too. The limit counts in windows of
    // whole minutes (functions/src/data/rate-limits.ts): the two sends start well inside one, or a
    // window ending between them would let the second through.
    await expect.poll(() => new Date().getSeconds() < 40, { timeout: 25_000 }).toBe(true);
    const sendNew = page.getByRole("button", { name: l.sendNew });
    await sendNew.click();
    await expect(page.getByRole("status").filter({ hasText: l.resent(email) })).toBeVisible();
    await expect(field).toHaveValue("");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await sendNew.click();
    await expect(page.getByRole("status").filter({ hasText: l.limited })).toBeVisible();
    await expectAccessible(page, `the ${lang} code step with its messages`);

    // The code mailed first no longer works; the new one does, typed on the keyboard.
    await field.fill(first);
    await page.getByRole("button", { name: l.confirm, exact: true }).click();
    await expect(field).toHaveAccessibleDescription(containing(l.invalid));
    await field.fill("");
    await field.focus();
    await page.keyboard.type(await mailedSignUpCode(page.request, email, 2));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account$`));
    await expect(page.getByTestId("account-email")).toHaveText(email);
  });

  test(`${lang}: a sign-up never confirmed finds its code step from the login`, async ({ page }) => {
    const email = uniqueEmail(`later-${lang}`);
    const signedUp = await page.request.post("/api/auth/sign-up", {
      data: {
        name: "Jana Müller",
        email,
        password,
        passwordConfirmation: password,
        acceptTerms: true,
        locale: lang,
      },
    });
    expect(signedUp.ok()).toBe(true);

    await page.goto(`${l.prefix}/login`);
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByLabel(l.password, { exact: true }).fill(password);
    await page.getByRole("button", { name: l.logIn, exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(l.notConfirmed);
    await expect(alert).toBeFocused();
    await alert.getByRole("button", { name: l.toCodeStep }).click();

    await expect(page.getByRole("heading", { level: 2, name: l.heading })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await enterMailedCode(page, email, lang);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account$`));
  });
}

test("en: five wrong codes void the code; only a new one confirms", async ({ page }) => {
  const l = texts.en;
  const email = uniqueEmail("void");
  await page.goto("/signup");
  await fillSignUp(page, l, "Vera Keller", email);
  await page.getByRole("button", { name: l.createAccount }).click();
  const field = codeField(page, "en");
  const code = await mailedSignUpCode(page.request, email);
  const confirm = page.getByRole("button", { name: l.confirm, exact: true });
  const tryCode = async (value: string, answer: string) => {
    // Typing another code clears the last answer, so the next one is this try's.
    await field.fill(value);
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await confirm.click();
    await expect(field).toHaveAccessibleDescription(containing(answer));
  };
  for (let i = 1; i <= 4; i++) await tryCode(otherThan(code, i), l.invalid);
  await tryCode(otherThan(code, 5), l.void);
  await tryCode(code, l.void);

  await page.getByRole("button", { name: l.sendNew }).click();
  await expect(page.getByRole("status").filter({ hasText: l.resent(email) })).toBeVisible();
  await field.fill(await mailedSignUpCode(page.request, email, 2));
  await confirm.click();
  await expect(page).toHaveURL(/\/account$/);
});

test("de: the code step says a lost connection as such, for the code and for a new one, then confirms", async ({
  page,
}) => {
  const l = texts.de;
  const email = uniqueEmail("lost");
  await page.goto(`${l.prefix}/signup`);
  await fillSignUp(page, l, "Jana Müller", email);
  await page.getByRole("button", { name: l.createAccount }).click();
  const field = codeField(page, "de");
  const code = await mailedSignUpCode(page.request, email);
  const lost =
    "Die Verbindung wurde unterbrochen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.";
  // Both requests drop on the way; nothing was confirmed or sent.
  await page.route("**/api/auth/sign-up/confirm", (route) => route.abort("connectionreset"));
  await page.route("**/api/auth/sign-up/code", (route) => route.abort("connectionreset"));
  await field.fill(code);
  await page.getByRole("button", { name: l.confirm, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(lost);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: l.sendNew }).click();
  await expect(page.getByRole("status").filter({ hasText: lost })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole("button", { name: l.confirm, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/account$`));
});
