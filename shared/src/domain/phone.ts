import {
  type CountryCode,
  getCountries,
  isValidPhoneNumber,
  parsePhoneNumberWithError,
} from "libphonenumber-js/min";
import * as z from "zod/mini";

/*
 * The phone rules, on libphonenumber-js's metadata (about 120 KB minified). A module of its own,
 * imported as `@tembea/shared/phone` and not re-exported by the barrel, so only the forms and
 * functions that validate an entered phone number or country load it.
 */

/** ISO 3166 alpha-2 codes that have phone numbering; names come from Intl.DisplayNames. */
export const countryCodes = getCountries();
export const CountryCodeSchema = z.string().check(
  z.length(2, { error: "invalid" }),
  z.refine((c): c is CountryCode => (countryCodes as string[]).includes(c), { error: "invalid" }),
);

/**
 * A phone number valid for the country the user chose ("A number valid in {country} is required"),
 * kept in the international form ("079 123 45 67", CH → "+41 79 123 45 67"), so every summary, mail
 * and agent shows it one way, however it was typed, and an agent abroad can dial it.
 */
export const PhoneSchema = z.pipe(
  z
    .strictObject({
      country: CountryCodeSchema,
      number: z.string().check(z.trim(), z.maxLength(30, { error: "tooLong" })),
    })
    .check(
      z.refine((p) => isValidPhoneNumber(p.number, p.country as CountryCode), {
        error: "invalidPhone",
        path: ["number"],
      }),
    ),
  z.transform((p) => ({
    country: p.country,
    number: parsePhoneNumberWithError(p.number, p.country as CountryCode).formatInternational(),
  })),
);
