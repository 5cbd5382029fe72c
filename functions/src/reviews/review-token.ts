import { createHash } from "node:crypto";

export const hashReviewToken = (token: string) =>
  createHash("sha256").update(`review:${token}`).digest("hex");
