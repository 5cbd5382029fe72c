import {
  AccommodationSchema,
  ChfAmountSchema,
  CurrencySchema,
  ExperiencesSchema,
  RequestTravellersSchema,
  TripDateSchema,
  tripReasons,
} from "@tembea/shared";
import * as z from "zod/mini";

/** Kept as typed, so a reload shows the same number in the same currency. */
const BudgetDraftSchema = z.object({
  amount: z.number().check(z.nonnegative()),
  currency: CurrencySchema,
  /** What the amount is worth in CHF minor units, fixed when the step was saved. */
  chf: ChfAmountSchema,
});

/**
 * The answers given so far, per destination. Each part is read leniently: a part that no longer
 * matches (an older version of the site, a hand-edited value) is dropped and that step asked again.
 */
export const TripRequestDraftSchema = z.object({
  date: z.catch(z.optional(TripDateSchema), undefined),
  travellers: z.catch(z.optional(RequestTravellersSchema), undefined),
  accommodation: z.catch(z.optional(AccommodationSchema), undefined),
  experiences: z.catch(z.optional(ExperiencesSchema), undefined),
  budget: z.catch(z.optional(BudgetDraftSchema), undefined),
  tripReason: z.catch(z.optional(z.enum(tripReasons)), undefined),
  /** Present once the contact step was confirmed; notes may be empty. */
  contact: z.catch(z.optional(z.object({ notes: z.string().check(z.maxLength(2000)) })), undefined),
  updatedAt: z.catch(z.number(), 0),
});
export type TripRequestDraft = z.infer<typeof TripRequestDraftSchema>;
export type BudgetDraft = z.infer<typeof BudgetDraftSchema>;

/** A stored draft as text, read with the schema; undefined when it is no draft at all. */
export function parseDraft(raw: string): TripRequestDraft | undefined {
  try {
    const parsed = TripRequestDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
