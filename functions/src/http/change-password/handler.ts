import * as contract from "@tembea/shared/contract/account";
import { endAllSessions, passwordIsRight } from "../../core/identity/sessions.js";
import { setUserPassword } from "../../core/identity/users.js";
import { AppError, validationFailed } from "../../platform/app-error.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { rateLimit } from "../../platform/middleware/rate-limit.js";

/**
 * Changes the password on the server, not in the browser straight at Cognito, so that the change and
 * the end of every other session are one request that cannot be half-done by a closed tab. This
 * session ends too (Cognito's global sign-out knows no "but this one"); the browser signs in again
 * with the new password it just sent.
 */
export const handler = httpHandler(
  contract.changePassword,
  async ({ body, caller }) => {
    const user = signedIn(caller);
    if (!user.email) throw new AppError("UNAUTHORIZED");
    if (!(await passwordIsRight(user.email, body.currentPassword)))
      throw validationFailed({ "body.currentPassword": "wrongCredentials" });
    await setUserPassword(user.email, body.password);
    await endAllSessions({ userId: user.userId, email: user.email });
    return { ok: true as const };
  },
  { after: [rateLimit(contract.changePassword)] },
);
