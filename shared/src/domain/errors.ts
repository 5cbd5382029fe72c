import * as z from "zod/mini";
import { errorCodes } from "./error-codes.js";

export const ErrorCodeSchema = z.enum(errorCodes);

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    /** Field path ("body.email", "params.slug") to a message key. */
    fields: z.optional(z.record(z.string(), z.string())),
    /** NOT_ENOUGH_PLACES: how many places the departure still has (fewer than asked for, at least one). */
    placesLeft: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** DESTINATION_TAKEN: the destination another agency answers for already (its slug). */
    destination: z.optional(z.string()),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
