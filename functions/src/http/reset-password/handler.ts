import * as contract from "@tembea/shared/contract/account";
import { hashResetToken } from "../../core/identity/reset-token.js";
import { endAllSessions, userIdOf } from "../../core/identity/sessions.js";
import { setUserPassword } from "../../core/identity/users.js";
import { consumeResetToken, releaseResetToken } from "../../data/password-reset-tokens.js";
import { validationFailed } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * A reset is what someone does who fears another has the password: every session opened before it
 * ends, wherever it is.
 */
export const handler = httpHandler(contract.resetPassword, async ({ body }) => {
  const hash = hashResetToken(body.token);
  const email = await consumeResetToken(hash, Math.floor(Date.now() / 1000));
  if (!email) throw validationFailed({ "body.token": "resetLinkInvalid" });
  try {
    await setUserPassword(email, body.password);
  } catch (error) {
    await releaseResetToken(hash);
    throw error;
  }
  const userId = await userIdOf(email);
  if (userId) await endAllSessions({ userId, email });
  return { ok: true as const };
});
