import { type TripDate, TripDateSchema, todayUtc } from "@tembea/shared";
import * as z from "zod/mini";
import type { FieldErrors, Validation } from "../../ui/form/uncontrolled-form";
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

/** A field's first issue is its message; a field's own name is the issue's first path segment. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors<DateForm> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The date step's validation; loaded apart from the step, with zod (date-step.tsx). */
export function validateDate(values: DateForm): Validation<DateForm, TripDate> {
  const result = DateFormSchema.safeParse(values);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, errors: fieldErrors(result.error.issues) };
}
