import * as z from "zod/mini";
import { BirthDateSchema, EmailSchema, PersonNameSchema } from "./account.js";
import { DepartureDateSchema, FellowTravellerSchema, RoomsSchema } from "./booking.js";
import { LocaleSchema } from "./locale-schema.js";
import { CurrencySchema } from "./money-schema.js";
import { CountryCodeSchema, PhoneSchema } from "./phone.js";
import { IdSchema } from "./tour.js";

/**
 * What a traveller enters to book: the lead traveller's phone must be valid for its country
 * (docs/product-spec.md, section 5, Validation rules).
 */
export const LeadTravellerSchema = z.strictObject({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  nationality: z.pipe(
    z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(2)),
    CountryCodeSchema,
  ),
  birthDate: BirthDateSchema,
});
export type LeadTraveller = z.infer<typeof LeadTravellerSchema>;

export const TravellersSchema = z.strictObject({
  lead: LeadTravellerSchema,
  others: z.array(FellowTravellerSchema).check(z.maxLength(49)),
});
export type Travellers = z.infer<typeof TravellersSchema>;

export const GroupTourBookingRequestSchema = z.strictObject({
  tourId: IdSchema,
  departureDate: DepartureDateSchema,
  rooms: RoomsSchema,
  travellers: TravellersSchema,
  acceptTerms: z.literal(true, { error: "termsRequired" }),
  locale: LocaleSchema,
  /** The currency the traveller looked at; the charge is always the CHF total. */
  displayCurrency: CurrencySchema,
});
export type GroupTourBookingRequest = z.infer<typeof GroupTourBookingRequestSchema>;

export const SpecialTourBookingRequestSchema = z.strictObject({
  tourId: IdSchema,
  /** Any day from tomorrow on; the return date follows from the tour's fixed duration. */
  departureDate: DepartureDateSchema,
  travellers: TravellersSchema,
  acceptTerms: z.literal(true, { error: "termsRequired" }),
  locale: LocaleSchema,
  displayCurrency: CurrencySchema,
});
export type SpecialTourBookingRequest = z.infer<typeof SpecialTourBookingRequestSchema>;
