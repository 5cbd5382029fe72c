// parsePhoneNumberFromString answers undefined for what is no number; parsePhoneNumber throws.
import {
  type CountryCode,
  getCountries,
  type MetadataJson,
  parsePhoneNumberFromString,
} from "libphonenumber-js/core";
import * as z from "zod/mini";
import metadataJson from "./phone-metadata.json" with { type: "json" };

/*
 * The phone rules, on libphonenumber-js's `max` patterns without its formatting rules
 * (phone-metadata-slice.ts says why; about 105 KB of JSON). A module of its own, imported as
 * `@tembea/shared/phone` and not re-exported by the barrel, so only the forms and functions that
 * validate an entered phone number or country load it.
 */
const metadata = metadataJson as unknown as MetadataJson;

/** ISO 3166 alpha-2 codes that have phone numbering; names come from Intl.DisplayNames. */
export const countryCodes = getCountries(metadata);
const isCountryCode = (c: string): c is CountryCode => (countryCodes as string[]).includes(c);
export const CountryCodeSchema = z
  .string()
  .check(z.length(2, { error: "invalid" }), z.refine(isCountryCode, { error: "invalid" }));

/**
 * The number in E.164 ("+41446681800") when it is a valid number of that country, else undefined.
 * The country is where the number belongs, not merely where a number without a "+…" prefix is
 * read: libphonenumber-js's isValidPhoneNumber(number, country) would accept "+49 30 1234567" for
 * Switzerland, since it is a valid (German) number.
 */
export function phoneNumberIn(country: string, number: string): string | undefined {
  if (!isCountryCode(country)) return undefined;
  // extract: false, so "call 079 123 45 67 please" is no number rather than the one inside it.
  const phone = parsePhoneNumberFromString(number, { defaultCountry: country, extract: false }, metadata);
  return phone?.country === country && phone.isValid() ? phone.number : undefined;
}

/**
 * A phone number valid for the country the user chose ("A number valid in {country} is required"),
 * kept in E.164 ("079 123 45 67", CH → "+41791234567"), so it is stored one way however it was
 * typed, and an agent abroad can dial it. Pages show it grouped (phone-display.ts).
 */
export const PhoneSchema = z.pipe(
  z
    .strictObject({
      country: CountryCodeSchema,
      number: z.string().check(z.trim(), z.maxLength(30, { error: "tooLong" })),
    })
    .check(
      z.refine((p) => phoneNumberIn(p.country, p.number) !== undefined, {
        error: "invalidPhone",
        path: ["number"],
      }),
    ),
  z.transform((p) => ({ country: p.country, number: phoneNumberIn(p.country, p.number) ?? p.number })),
);
