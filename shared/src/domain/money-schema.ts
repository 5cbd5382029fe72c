import * as z from "zod/mini";
import { currencies } from "./currency.js";

export const CurrencySchema = z.enum(currencies);

/** An amount in CHF minor units (Rappen): integers only, so sums never drift. */
export const ChfAmountSchema = z.number().check(z.int(), z.nonnegative());

/** How many units of each currency one franc buys, on a given day. */
export const ExchangeRatesSchema = z.object({
  date: z.iso.date(),
  base: z.literal("CHF"),
  rates: z.object({
    CHF: z.literal(1),
    EUR: z.number().check(z.positive()),
    USD: z.number().check(z.positive()),
  }),
});
