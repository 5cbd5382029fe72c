// The default export answers undefined for what is no number.
import parsePhoneNumber, { isSupportedCountry } from "libphonenumber-js/min";

/*
 * How a phone number is shown: in its international form, grouped as the country writes it
 * ("+41791234567" → "+41 79 123 45 67"). Apart from phone.ts, whose metadata has no formatting
 * rules (phone-metadata-slice.ts), so the functions that validate a number do not carry these.
 * Uses libphonenumber-js's `min` metadata (about 80 KB): load it only where a number is shown.
 */

/**
 * A stored number (E.164, or the grouped form older bookings kept) or one just typed for
 * `country`, shown grouped; a string it cannot read is shown as it is.
 */
export function phoneForDisplay(country: string, number: string): string {
  const options = isSupportedCountry(country) ? { defaultCountry: country } : {};
  const phone = parsePhoneNumber(number, { ...options, extract: false });
  return phone ? phone.formatInternational() : number;
}
