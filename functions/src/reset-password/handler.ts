import * as contract from "@tembea/shared/contract/account";
import { consumeResetToken, releaseResetToken } from "../data/password-reset-tokens.js";
import { hashResetToken } from "../identity/reset-token.js";
import { setUserPassword } from "../identity/users.js";
import { validationFailed } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";

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
  return { ok: true as const };
});
