import * as z from "zod";

/** A URL slug as used for destinations: lowercase words joined by hyphens. */
export const SlugSchema = z
  .string()
  .max(64, { error: "tooLong" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "invalid" });
