import { z } from "zod";

/**
 * Stable error codes of the API. Clients switch on these, never on HTTP texts; the web translates
 * each into a message from its catalogs.
 */
export const errorCodes = [
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  /** The departure no longer has the places asked for (409). */
  "FULLY_BOOKED",
  /** The payment provider gave no checkout page; the hold was released (502). */
  "CHECKOUT_UNAVAILABLE",
  /** Too many attempts from one client or for one address in a short time (429). */
  "RATE_LIMITED",
  "INTERNAL",
] as const;
export const ErrorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/**
 * Keys of field validation messages. Schemas put these keys in their issues; the web maps each key
 * to its translated text (spec 5), so a message is written once per language in the catalogs.
 */
export const fieldMessageKeys = [
  "required",
  "invalid",
  "invalidEmail",
  "invalidJson",
  "unknownField",
  "unknownDestination",
  "tooLong",
  "invalidName",
  "emailTaken",
  "passwordTooShort",
  "passwordUppercase",
  "passwordSpecial",
  "passwordMismatch",
  "termsRequired",
  "invalidPhone",
  "invalidDate",
  "resetLinkInvalid",
  "roomsUnassigned",
  "tooYoung",
  "groupSizeOutOfRange",
  "departureUnavailable",
  "signatureInvalid",
  "minimumTripDays",
  "monthRequired",
  "durationRequired",
  "budgetTooLow",
  "ratingRequired",
  "experienceRequired",
  "imageTooLarge",
  "imageType",
  "uploadMissing",
] as const;
export type FieldMessageKey = (typeof fieldMessageKeys)[number];

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    /** Field path ("body.email", "params.slug") to a message key. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
