import * as z from "zod/mini";
import { type LedgerEntry, LedgerEntrySchema } from "./ledger.js";
import { LocalizedTextSchema } from "./locale-schema.js";
import { IdSchema } from "./tour.js";

/** A statement's month, "2026-11": UTC, as the ledger's entries are dated. */
export const StatementMonthSchema = z
  .string()
  .check(z.regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { error: "invalid" }));

/**
 * What a statement adds up (CHF minor units): what travellers paid for the agency's tours and
 * tailored trips, what went back to them, and the difference, which is what the operator pays the
 * agency. No commission is modelled (docs/decisions/0023-statements-without-commission.md). A month
 * whose refunds exceed its payments is due a negative amount.
 */
export const StatementTotalsSchema = z.object({
  collectedChf: z.number().check(z.int()),
  refundedChf: z.number().check(z.int()),
  dueChf: z.number().check(z.int()),
  /** The bookings paid in the month (booking-paid entries). */
  paidBookings: z.number().check(z.int(), z.nonnegative()),
});
export type StatementTotals = z.infer<typeof StatementTotalsSchema>;

export function statementTotals(
  entries: readonly Pick<LedgerEntry, "kind" | "amountChf">[],
): StatementTotals {
  let collectedChf = 0;
  let refundedChf = 0;
  let paidBookings = 0;
  for (const entry of entries) {
    if (entry.kind === "refund-paid") refundedChf += entry.amountChf;
    else collectedChf += entry.amountChf;
    if (entry.kind === "booking-paid") paidBookings += 1;
  }
  return { collectedChf, refundedChf, dueChf: collectedChf - refundedChf, paidBookings };
}

/** A ledger entry as a statement lists it: with the tour's title, when it names a tour. */
export const StatementEntrySchema = z.extend(LedgerEntrySchema, {
  tourTitle: z.optional(LocalizedTextSchema),
});
export type StatementEntry = z.infer<typeof StatementEntrySchema>;

export const StatementAgencySchema = z.object({ id: IdSchema, name: z.string() });

/** One agency's month: every movement of its money, oldest first, and the totals. */
export const StatementSchema = z.object({
  month: StatementMonthSchema,
  agency: StatementAgencySchema,
  entries: z.array(StatementEntrySchema),
  totals: StatementTotalsSchema,
});
export type Statement = z.infer<typeof StatementSchema>;

/** Every agency's totals for a month (the operator's overview), and the sum of them. */
export const StatementOverviewSchema = z.object({
  month: StatementMonthSchema,
  agencies: z.array(z.object({ agency: StatementAgencySchema, totals: StatementTotalsSchema })),
  totals: StatementTotalsSchema,
});
export type StatementOverview = z.infer<typeof StatementOverviewSchema>;
