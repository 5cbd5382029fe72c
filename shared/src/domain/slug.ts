import * as z from "zod/mini";

/** A URL slug as used for destinations: lowercase words joined by hyphens. */
export const SlugSchema = z
  .string()
  .check(z.maxLength(64, { error: "tooLong" }), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "invalid" }));
