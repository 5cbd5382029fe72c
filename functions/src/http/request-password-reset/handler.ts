import { randomBytes } from "node:crypto";
import * as contract from "@tembea/shared/contract/account";
import { hashResetToken } from "../../core/identity/reset-token.js";
import { findUserByEmail } from "../../core/identity/users.js";
import { sendMail } from "../../core/mail/mail.js";
import { siteUrl } from "../../core/mail/site-links.js";
import { passwordResetMail } from "../../core/mail/templates/password-reset.js";
import { saveResetToken } from "../../data/password-reset-tokens.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { rateLimit } from "../../platform/middleware/rate-limit.js";

export const resetTokenLifetimeSeconds = 60 * 60;

/** Answers the same whether or not the address has an account, so the form reveals nothing. */
export const handler = httpHandler(
  contract.requestPasswordReset,
  async ({ body }) => {
    const user = await findUserByEmail(body.email);
    if (user) {
      const token = randomBytes(32).toString("base64url");
      await saveResetToken({
        hash: hashResetToken(token),
        email: user.email,
        expiresAt: Math.floor(Date.now() / 1000) + resetTokenLifetimeSeconds,
      });
      // The token travels in the fragment: browsers send it to no server and no log.
      await sendMail(
        passwordResetMail(body.locale, user, siteUrl(body.locale, `/reset-password#token=${token}`)),
      );
    }
    return { ok: true as const };
  },
  { after: [rateLimit(contract.requestPasswordReset)] },
);
