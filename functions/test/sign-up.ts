import { contract } from "@tembea/shared";
import { expect } from "vitest";
import { handler as confirmSignUp } from "../src/http/confirm-sign-up/handler.js";
import { handler as signUp } from "../src/http/sign-up/handler.js";
import { invoke } from "./invoke.js";
import { mailsTo } from "./local-services.js";

/** A valid sign-up as the web sends it. */
export const signUpBody = (
  email: string,
  options: { password?: string; name?: string; locale?: string } = {},
) => ({
  name: options.name ?? "Amani Odhiambo",
  email,
  password: options.password ?? "Kilimanjaro!1",
  passwordConfirmation: options.password ?? "Kilimanjaro!1",
  acceptTerms: true,
  locale: options.locale ?? "en",
});

/** The sign-up code mails the SES twin holds for an address, oldest first, with the code of each. */
export async function signUpCodeMails(email: string) {
  return (await mailsTo(email))
    .map((mail) => ({ ...mail, code: /\b(\d{6})\b/.exec(mail.subject)?.[1] }))
    .filter((mail): mail is typeof mail & { code: string } => mail.code !== undefined);
}

/** The newest code mailed to the address, once there are `count` of them. */
export async function mailedSignUpCode(email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await signUpCodeMails(email)).length).toBeGreaterThanOrEqual(count);
  return (await signUpCodeMails(email)).at(-1)?.code as string;
}

export const confirmWith = (email: string, code: string) =>
  invoke(confirmSignUp, contract.confirmSignUp, { body: JSON.stringify({ email, code }) });

/** Signs up through the endpoints, as a person does: the form, then the code from the mail. */
export async function signUpAndConfirm(
  email: string,
  options: { password?: string; name?: string; locale?: string } = {},
): Promise<void> {
  const before = (await signUpCodeMails(email)).length;
  const signedUp = await invoke(signUp, contract.signUp, {
    body: JSON.stringify(signUpBody(email, options)),
  });
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
  const confirmed = await confirmWith(email, await mailedSignUpCode(email, before + 1));
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}
