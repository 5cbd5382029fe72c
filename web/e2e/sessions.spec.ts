import type { BrowserContext } from "@playwright/test";
import { expect, type Page, test } from "./fixtures";
import { signInByCookies } from "./support/sign-in";
import { signUp, uniqueEmail } from "./support/trips-api";

// A password reset or change ends every other session: the browser that did it stays signed in, any
// other one is sent to the login page and told why (functions/src/platform/middleware/authorize.ts,
// web/src/features/auth/auth-store.ts). In English, German and French.

const port = Number(process.env.E2E_PORT ?? 3100);
const sesStore = `http://127.0.0.1:${port + 3}/store`;

const texts = {
  en: {
    prefix: "",
    email: "E-mail",
    password: "Password",
    logIn: "Log in",
    newPassword: "New password",
    confirmNew: "Confirm new password",
    saveNew: "Save new password",
    currentPassword: "Current password",
    changePassword: "Change password",
    changed: "Every other device signed in to your account has been signed out.",
    signedOut: "You have been signed out because the password of your account was changed.",
    security: "Login and security",
  },
  de: {
    prefix: "/de",
    email: "E-Mail",
    password: "Passwort",
    logIn: "Anmelden",
    newPassword: "Neues Passwort",
    confirmNew: "Neues Passwort bestätigen",
    saveNew: "Neues Passwort speichern",
    currentPassword: "Aktuelles Passwort",
    changePassword: "Passwort ändern",
    changed: "Alle anderen Geräte, die bei Ihrem Konto angemeldet waren, wurden abgemeldet.",
    signedOut: "Sie wurden abgemeldet, weil das Passwort Ihres Kontos geändert wurde.",
    security: "Anmeldung und Sicherheit",
  },
  fr: {
    prefix: "/fr",
    email: "E-mail",
    password: "Mot de passe",
    logIn: "Se connecter",
    newPassword: "Nouveau mot de passe",
    confirmNew: "Confirmez le nouveau mot de passe",
    saveNew: "Enregistrer le nouveau mot de passe",
    currentPassword: "Mot de passe actuel",
    changePassword: "Modifier le mot de passe",
    changed: "Tous les autres appareils connectés à votre compte ont été déconnectés.",
    signedOut: "Vous avez été déconnecté, car le mot de passe de votre compte a été modifié.",
    security: "Connexion et sécurité",
  },
};
type Texts = (typeof texts)[keyof typeof texts];

const fill = (page: Page, label: string, value: string) =>
  page.getByLabel(label, { exact: true }).fill(value);

async function logIn(page: Page, l: Texts, email: string, password: string) {
  await page.goto(`${l.prefix}/login`);
  await fill(page, l.email, email);
  await fill(page, l.password, password);
  await page.getByRole("button", { name: l.logIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/account$`));
}

/**
 * The API compares whole seconds: a token issued in the same second as a password change still
 * counts. Waits (on the clock, a condition) until the second the context's ID token was issued in
 * has passed, so the change that follows comes after it.
 */
async function pastIssueOfToken(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith(".idToken"));
  expect(cookie, "ID token cookie").toBeDefined();
  const payload = JSON.parse(Buffer.from((cookie?.value ?? "").split(".")[1] ?? "", "base64url").toString());
  await expect.poll(() => Math.floor(Date.now() / 1000) > Number(payload.iat)).toBe(true);
}

async function resetLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const store = (await (await page.request.get(sesStore)).json()) as {
        emails: { destination: { to: string[] }; body: { text?: string } }[];
      };
      const mail = store.emails.filter((e) => e.destination.to.includes(to)).at(-1);
      link = /https?:\/\/\S+reset-password#token=\S+/.exec(mail?.body.text ?? "")?.[0];
      return Boolean(link);
    })
    .toBe(true);
  const url = new URL(link as string);
  return `${url.pathname}${url.hash}`;
}

async function expectSentToLogin(page: Page, l: Texts, from: string) {
  await page.goto(`${l.prefix}${from}`);
  await expect(page).toHaveURL(new RegExp(`${l.prefix}/login\\?signed-out=password-changed$`));
  await expect(page.getByRole("status")).toContainText(l.signedOut);
}

for (const [lang, l] of Object.entries(texts)) {
  test(`${lang}: a reset and a password change sign out every other browser, which is told why`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`sessions-${lang}`);
    const first = "Sessions!2026";
    const second = "Sessions#2027";
    const third = "Sessions$2028";
    await signUp(page.request, "Amina Njeri", email, first, lang);

    // Another browser, signed in before the reset.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInByCookies(otherContext, email, first);
    await other.goto(`${l.prefix}/account`);
    await expect(other).toHaveURL(new RegExp(`${l.prefix}/account$`));
    await pastIssueOfToken(otherContext);

    // This browser resets the password by mail.
    await page.request.post("/api/auth/password-reset", { data: { email, locale: lang } });
    await page.goto(await resetLink(page, email));
    await fill(page, l.newPassword, second);
    await fill(page, l.confirmNew, second);
    await page.getByRole("button", { name: l.saveNew }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/reset-password/success$`));

    // The other browser's session has ended; it is told why and signs in with the new password.
    await expectSentToLogin(other, l, "/account/security");
    await logIn(other, l, email, second);

    // This browser signs in and changes the password: it stays signed in, the other one is sent out.
    await logIn(page, l, email, second);
    await pastIssueOfToken(otherContext);
    await page.goto(`${l.prefix}/account/security`);
    await fill(page, l.currentPassword, second);
    await fill(page, l.newPassword, third);
    await fill(page, l.confirmNew, third);
    await page.getByRole("button", { name: l.changePassword }).click();
    await expect(page.getByRole("status")).toContainText(l.changed);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/security$`));
    await expect(page.getByRole("heading", { level: 1, name: l.security })).toBeVisible();

    await expectSentToLogin(other, l, "/account");
    await otherContext.close();
  });
}
