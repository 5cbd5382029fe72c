import * as z from "zod/mini";
import { errorCodes } from "./error-codes.js";

export const ErrorCodeSchema = z.enum(errorCodes);

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    /** Field path ("body.email", "params.slug") to a message key. */
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
