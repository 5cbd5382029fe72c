import * as z from "zod/mini";
import { IdSchema } from "./tour.js";

/**
 * What moved money for an agency's statement: a tour booking paid (its confirmation), a refund paid
 * back to a traveller, or a payment towards a tailored trip.
 */
export const ledgerKinds = ["booking-paid", "refund-paid", "trip-payment"] as const;
export const LedgerKindSchema = z.enum(ledgerKinds);
export type LedgerKind = z.infer<typeof LedgerKindSchema>;

/**
 * One movement of money, written in the same transaction as what moved it and never changed: the
 * statements add these up, so a month's figures can always be traced to their bookings.
 */
export const LedgerEntrySchema = z.object({
  agencyId: IdSchema,
  /** When the money moved (ISO datetime, UTC): the month of the statement it counts in. */
  at: z.iso.datetime(),
  kind: LedgerKindSchema,
  /** Unique per kind: the booking's id, or a trip request's id and part. */
  entryId: z.string().check(z.minLength(1)),
  /** CHF minor units, always positive: a refund's amount is what went back. */
  amountChf: z.number().check(z.int(), z.positive()),
  bookingId: z.optional(z.string()),
  tripRequestId: z.optional(z.string()),
  /** The booking's or request's short reference, when it has one. */
  reference: z.optional(z.string()),
  tourId: z.optional(IdSchema),
  startDate: z.optional(z.iso.date()),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** The statement month an entry counts in ("YYYY-MM", UTC). */
export const ledgerMonth = (at: string) => at.slice(0, 7);
