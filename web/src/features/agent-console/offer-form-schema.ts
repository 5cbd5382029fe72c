import { lastOfferDay, type OfferInput, OfferInputSchema, type TripDate, todayUtc } from "@tembea/shared";
import * as z from "zod/mini";

/** What the agent types: the price in francs as text, the lists one item per line. */
export interface OfferFormValues {
  title: string;
  days: { title: string; description: string }[];
  price: string;
  inclusions: string;
  exclusions: string;
  validUntil: string;
}

const offerField = OfferInputSchema.shape;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** One item per line, blank lines ignored; the same limits as the API, with messages. */
const lines = z.pipe(
  z.pipe(
    z.string(),
    z.transform((text) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ),
  z
    .array(z.string().check(z.maxLength(300, { error: "tooLong" })))
    .check(z.maxLength(30, { error: "tooLong" })),
);

/** Spaces and Swiss apostrophes group thousands ("4 200", "4'200"); they never change the amount. */
const groupSeparators = /[\s'’\u00a0\u202f]/g;
/** Francs with an optional decimal point or comma: the two an agent types, whatever the page's language. */
const amountPattern = /^(\d+)(?:[.,](\d*))?$/;

const amountParts = (text: string) => amountPattern.exec(text.replace(groupSeparators, ""));

/**
 * Francs as typed ("4200", "4200.50", "4200,50", "4'200") to Rappen, the unit of every price in the
 * API. Counted from the digits, not through a float, so no amount is silently rounded: a third
 * decimal is refused ("decimals"), which also catches "4,200" meant as four thousand two hundred.
 */
const francs = z.pipe(
  z.pipe(
    z.pipe(
      z.string().check(
        z.trim(),
        z.minLength(1, { error: "required", abort: true }),
        z.refine((text) => amountParts(text) !== null, { error: "invalid", abort: true }),
        z.refine((text) => (amountParts(text)?.[2] ?? "").length <= 2, { error: "decimals" }),
      ),
      z.transform((text) => {
        const [, whole = "", cents = ""] = amountParts(text) ?? [];
        return Number(whole) * 100 + Number(cents.padEnd(2, "0"));
      }),
    ),
    z.number().check(z.positive({ error: "invalid" }), z.lte(1_000_000_000, { error: "invalid" })),
  ),
  offerField.pricePerTravellerChf,
);

/**
 * The offer form's schema: the API's own OfferInputSchema fields, with the typed price and lists
 * turned into its shape, and a validity from today until the day before the trip starts (the API
 * refuses any other).
 */
export function offerFormSchema(tripDate: TripDate, today = todayUtc()) {
  const lastDay = lastOfferDay(tripDate);
  return z.pipe(
    z.pipe(
      z.object({
        title: offerField.title,
        days: offerField.days,
        price: francs,
        inclusions: lines,
        exclusions: lines,
        // Only a real date is judged; an empty or broken one keeps its own message.
        validUntil: offerField.validUntil.check(
          z.refine((date) => !isoDate.test(date) || date >= today, {
            error: "validUntilPast",
            abort: true,
          }),
          z.refine((date) => !isoDate.test(date) || date <= lastDay, {
            error: "validUntilAfterStart",
          }),
        ),
      }),
      z.transform(({ price, ...offer }) => ({ ...offer, pricePerTravellerChf: price })),
    ),
    OfferInputSchema,
  );
}

export const emptyDay = { title: "", description: "" };

/** The form's starting values: empty with one day, or a sent offer to revise. */
export function offerFormValues(offer?: OfferInput): OfferFormValues {
  if (!offer) {
    return { title: "", days: [emptyDay], price: "", inclusions: "", exclusions: "", validUntil: "" };
  }
  return {
    title: offer.title,
    days: offer.days.map(({ title, description }) => ({ title, description })),
    price: francsText(offer.pricePerTravellerChf),
    inclusions: offer.inclusions.join("\n"),
    exclusions: offer.exclusions.join("\n"),
    validUntil: offer.validUntil,
  };
}

/** Rappen as the form shows them: "4200", or "4200.50" when there are Rappen. */
function francsText(rappen: number): string {
  return rappen % 100 === 0 ? String(rappen / 100) : (rappen / 100).toFixed(2);
}
