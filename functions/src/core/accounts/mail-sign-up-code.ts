import type { Locale } from "@tembea/shared";
import { saveSignUpCode } from "../../data/signup-codes.js";
import { newSignUpCode, signUpCodeLifetimeSeconds } from "../identity/sign-up-code.js";
import { sendMail } from "../mail/mail.js";
import { signUpCodeMail } from "../mail/templates/sign-up-code.js";

/**
 * A new code for a sign-up's round, stored (its hash) before it is mailed: the code before it, and
 * its tries, are gone. Sign-up and "send a new code" both end here.
 */
export async function mailNewSignUpCode(
  to: { email: string; name: string },
  signUpId: string,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const { code, salt, codeHash } = newSignUpCode();
  await saveSignUpCode(to.email, {
    signUpId,
    salt,
    codeHash,
    expiresAt: Math.floor(now.getTime() / 1000) + signUpCodeLifetimeSeconds,
  });
  await sendMail(signUpCodeMail(locale, to, code));
}
