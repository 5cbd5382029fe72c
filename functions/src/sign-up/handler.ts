import * as contract from "@tembea/shared/contract/account";
import { createUserWithPassword, EmailTakenError } from "../identity/users.js";
import { validationFailed } from "../middleware/app-error.js";
import { httpHandler } from "../middleware/http-handler.js";
import { rateLimit } from "../middleware/rate-limit.js";

export const handler = httpHandler(
  contract.signUp,
  async ({ body }) => {
    try {
      await createUserWithPassword({
        email: body.email,
        name: body.name,
        password: body.password,
        locale: body.locale,
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw validationFailed({ "body.email": "emailTaken" });
      throw error;
    }
    return { ok: true as const };
  },
  { after: [rateLimit(contract.signUp)] },
);
