import { zodResolver } from "@hookform/resolvers/zod";
import { type TripDate, TripDateSchema, todayUtc } from "@tembea/shared";
import type { Resolver } from "react-hook-form";
import * as z from "zod/mini";
import type { DateForm } from "./date-form";

function toTripDate(values: DateForm): unknown {
  if (values.kind === "exact") return { kind: "exact", departure: values.departure, return: values.return };
  return { kind: "approximate", month: values.month, weeks: values.weeks ? Number(values.weeks) : undefined };
}

/** The shared rules, plus one only the browser can judge: exact trips start from tomorrow on. */
const DateFormSchema = z.pipe(
  z.transform((values: DateForm) => toTripDate(values)),
  TripDateSchema.check(
    z.superRefine((date, ctx) => {
      if (date.kind === "exact" && date.departure <= todayUtc()) {
        ctx.addIssue({ code: "custom", message: "pastDate", path: ["departure"] });
      }
    }),
  ),
);

/** The date step's validation; loaded apart from the step (lazy-resolver.ts). */
export const dateResolver: Resolver<DateForm, unknown, TripDate> = zodResolver(DateFormSchema);
