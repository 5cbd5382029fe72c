import * as contract from "@tembea/shared/contract/account";
import { signUpCodeMatches, signUpCodeMaxTries } from "../../core/identity/sign-up-code.js";
import { accountState, confirmUser } from "../../core/identity/users.js";
import {
  abandonConfirmation,
  beginConfirmation,
  endPendingSignUp,
  findPendingSignUp,
  restoreSignUpCode,
  trySignUpCode,
} from "../../data/signup-codes.js";
import { validationFailed } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { rateLimit } from "../../platform/middleware/rate-limit.js";

const invalid = () => validationFailed({ "body.code": "signUpCodeInvalid" });

/** The mailed code proves the address: the account is verified and may sign in from now on. */
export const handler = httpHandler(
  contract.confirmSignUp,
  async ({ body }) => {
    const now = Math.floor(Date.now() / 1000);
    const use = await trySignUpCode(
      body.email,
      (stored) => signUpCodeMatches(body.code, stored),
      signUpCodeMaxTries,
      now,
    );
    if (use.outcome === "void") throw validationFailed({ "body.code": "signUpCodeVoid" });
    if (use.outcome !== "right") throw invalid();
    // The code must belong to the sign-up still pending, for the account it made.
    const [pending, account] = await Promise.all([findPendingSignUp(body.email), accountState(body.email)]);
    if (!pending || pending.signUpId !== use.code.signUpId || account?.userId !== pending.userId)
      throw invalid();
    if (!(await beginConfirmation(body.email, pending, now))) throw invalid();
    try {
      await confirmUser(body.email);
    } catch (error) {
      // Left as it was, so the same code can be tried again.
      await abandonConfirmation(body.email);
      await restoreSignUpCode(body.email, use.code);
      throw error;
    }
    await endPendingSignUp(body.email);
    return { ok: true as const };
  },
  { after: [rateLimit(contract.confirmSignUp)] },
);
