import * as contract from "@tembea/shared/contract/account";
import { mailNewSignUpCode } from "../../core/accounts/mail-sign-up-code.js";
import {
  accountState,
  createUnconfirmedUser,
  deleteUser,
  EmailTakenError,
  replaceUnconfirmedUser,
} from "../../core/identity/users.js";
import { findPendingSignUp, restartPendingSignUp, startPendingSignUp } from "../../data/signup-codes.js";
import { validationFailed } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { rateLimit } from "../../platform/middleware/rate-limit.js";

const emailTaken = () => validationFailed({ "body.email": "emailTaken" });

/**
 * Creates the account disabled and unverified, and mails the code that confirms it. An address whose
 * sign-up never got its code is signed up again (whoever did it first may not own the address); one
 * with a confirmed account, or any account that no pending sign-up names, is taken.
 */
export const handler = httpHandler(
  contract.signUp,
  async ({ body }) => {
    const user = { email: body.email, name: body.name, password: body.password, locale: body.locale };
    const account = await accountState(body.email);
    let signUpId: string | undefined;
    if (!account) {
      let userId: string;
      try {
        userId = await createUnconfirmedUser(user);
      } catch (error) {
        if (error instanceof EmailTakenError) throw emailTaken();
        throw error;
      }
      try {
        signUpId = await startPendingSignUp(body.email, userId);
      } catch (error) {
        await deleteUser(body.email);
        throw error;
      }
    } else {
      const pending = await findPendingSignUp(body.email);
      if (account.emailVerified || account.enabled || pending?.userId !== account.userId) throw emailTaken();
      // A new round first: from here no code mailed before confirms, so none can confirm the
      // account with the password it is about to get.
      signUpId = await restartPendingSignUp(body.email, pending, Math.floor(Date.now() / 1000));
      if (!signUpId) throw emailTaken();
      await replaceUnconfirmedUser(user);
    }
    await mailNewSignUpCode(body, signUpId, body.locale);
    return { ok: true as const };
  },
  { after: [rateLimit(contract.signUp)] },
);
