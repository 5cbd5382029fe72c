import { type APIRequestContext, expect, type Page } from "@playwright/test";

// Sign-up proves the address with a six-digit code mailed to it: the tests read it from the SES
// twin's store (it lists every mail it took) as a person reads it from the inbox.

const port = Number(process.env.E2E_PORT ?? 3100);
export const sesStore = `http://127.0.0.1:${port + 3}/store`;

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** The sign-up codes mailed to an address, oldest first (the code stands in each subject). */
async function codesMailedTo(request: APIRequestContext, email: string): Promise<string[]> {
  const { emails } = (await (await request.get(sesStore)).json()) as { emails: StoredMail[] };
  return emails
    .filter((mail) => mail.destination.to.includes(email))
    .map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1])
    .filter((code): code is string => code !== undefined);
}

/** The newest code mailed to the address, once `count` codes have been mailed to it. */
export async function mailedSignUpCode(
  request: APIRequestContext,
  email: string,
  count = 1,
): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        codes = await codesMailedTo(request, email);
        return codes.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return codes.at(-1) as string;
}

/** Confirms a sign-up made through the API with its mailed code, as the code step does. */
export async function confirmSignUp(request: APIRequestContext, email: string): Promise<void> {
  const code = await mailedSignUpCode(request, email);
  const response = await request.post("/api/auth/sign-up/confirm", { data: { email, code } });
  expect(response.ok(), await response.text()).toBe(true);
}

const codeStep = {
  en: { code: "Code from the e-mail", confirm: "Confirm" },
  de: { code: "Code aus der E-Mail", confirm: "Bestätigen" },
  fr: { code: "Code reçu par e-mail", confirm: "Confirmer" },
} as const;
export type CodeStepLanguage = keyof typeof codeStep;

/** The code step's field, in the page's language. */
export const codeField = (page: Page, lang: CodeStepLanguage) =>
  page.getByRole("textbox", { name: codeStep[lang].code });

/**
 * On the code step the sign-up form led to: types the newest code mailed to the address (the
 * `count`th) and confirms; the page then signs in and goes on as it does.
 */
export async function enterMailedCode(page: Page, email: string, lang: CodeStepLanguage, count = 1) {
  const field = codeField(page, lang);
  await expect(field).toBeFocused();
  await field.fill(await mailedSignUpCode(page.request, email, count));
  await page.getByRole("button", { name: codeStep[lang].confirm, exact: true }).click();
}
