import * as z from "zod/mini";
import { BirthDateSchema, PersonNameSchema, requiredText } from "./account.js";
import { CountryCodeSchema, PhoneSchema } from "./phone.js";

/** What the profile form saves; the phone must be valid for its country (docs/product-spec.md, section 5). */
export const PersonalDetailsSchema = z.strictObject({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  phone: PhoneSchema,
  nationality: z.pipe(requiredText(2), CountryCodeSchema),
  birthDate: BirthDateSchema,
});
export type PersonalDetails = z.infer<typeof PersonalDetailsSchema>;
