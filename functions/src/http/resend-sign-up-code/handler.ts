import * as contract from "@tembea/shared/contract/account";
import { mailNewSignUpCode } from "../../core/accounts/mail-sign-up-code.js";
import { accountState } from "../../core/identity/users.js";
import { findPendingSignUp } from "../../data/signup-codes.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { rateLimit } from "../../platform/middleware/rate-limit.js";

/**
 * Mails a new code for a sign-up still waiting for one. Answers the same whether or not there is
 * such a sign-up (and the rate limit counts either way), so the answer reveals nothing.
 */
export const handler = httpHandler(
  contract.resendSignUpCode,
  async ({ body }) => {
    const pending = await findPendingSignUp(body.email);
    const account = pending && (await accountState(body.email));
    if (
      pending &&
      account &&
      account.userId === pending.userId &&
      !account.emailVerified &&
      !account.enabled
    ) {
      await mailNewSignUpCode({ email: body.email, name: account.name }, pending.signUpId, body.locale);
    }
    return { ok: true as const };
  },
  { after: [rateLimit(contract.resendSignUpCode)] },
);
