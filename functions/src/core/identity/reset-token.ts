import { createHash } from "node:crypto";

/** Reset links carry a random token; only this hash of it is stored. */
export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");
