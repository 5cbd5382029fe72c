import { profileImageMaxBytes, profileImageTypes } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/account";
import { profileImageKeys } from "../../core/storage/profile-image-keys.js";
import { presignPut } from "../../core/storage/uploads.js";
import { signedIn } from "../../platform/caller.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

const validSeconds = 5 * 60;

/**
 * A slot for the caller's own next profile image. The body's type and size were checked against the
 * shared rules; the signature then holds the upload to them. The key comes from the verified
 * caller alone: nothing in the request can name another user.
 */
export const handler = httpHandler(contract.createProfileImageUpload, async ({ body, caller }) => {
  const user = signedIn(caller);
  const key = profileImageKeys.incoming(user.userId, body.contentType);
  const { url, headers } = await presignPut(key, body, validSeconds);
  return {
    method: "PUT" as const,
    url,
    headers,
    key,
    maxBytes: profileImageMaxBytes,
    allowedTypes: [...profileImageTypes],
    expiresAt: new Date(Date.now() + validSeconds * 1000).toISOString(),
  };
});
