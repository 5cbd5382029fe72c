import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { addDays, DepartureDateSchema, localToday, returnDate } from "@tembea/shared";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { useFieldMessage } from "../../ui/form/field-messages";
import { TextField } from "../../ui/form/form-fields";
import styles from "./booking.module.css";
import { BookingStep, ContinueButton, type StepProps } from "./booking-step";

/** The shared departure-date rule, plus "from tomorrow on" as the server checks it. */
export function specialDatesSchema(today: string) {
  const first = addDays(today, 1);
  return z.object({
    departureDate: z
      .pipe(z.string().check(z.trim(), z.minLength(1, { error: "required" })), DepartureDateSchema)
      .check(z.refine((d) => d >= first, { error: "departureUnavailable" })),
  });
}

/** /special-tour/{id}/dates: any departure from tomorrow on; the return follows from the fixed duration. */
export function SpecialDatesStep({ booking, state, update, goTo }: StepProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const today = localToday();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<{ departureDate: string }>({
    resolver: zodResolver(specialDatesSchema(today)),
    defaultValues: { departureDate: state.departureDate ?? "" },
  });
  if (booking.kind !== "special") return null;
  const days = booking.tour.durationDays;
  const chosen = watch("departureDate");
  const valid = specialDatesSchema(today).safeParse({ departureDate: chosen }).success;
  const back = valid ? formatDate(returnDate(chosen, days), locale, "full") : "";

  const onSubmit = handleSubmit(({ departureDate }) => {
    update({ departureDate });
    goTo("travellers");
  });

  return (
    <form onSubmit={onSubmit} noValidate className={`${styles.form} ${styles.narrow}`}>
      <p className={styles.muted}>
        <Trans>This tour lasts {days} days. Choose the day you want to start; the return follows.</Trans>
      </p>
      <TextField
        id="special-departure-date"
        type="date"
        min={addDays(today, 1)}
        label={<Trans>Departure date</Trans>}
        error={errors.departureDate && message(errors.departureDate.message)}
        {...register("departureDate")}
      />
      <output
        htmlFor="special-departure-date"
        aria-live="polite"
        className={styles.returnDate}
        data-testid="return-date"
      >
        {valid ? <Trans>Return on {back}</Trans> : t`Choose a departure date to see your return date.`}
      </output>
      <ContinueButton />
    </form>
  );
}

/** The route table's page: /special-tour/{id}/dates (tours layout). */
export function Component() {
  const { t } = useLingui();
  return <BookingStep kind="special" step="dates" title={t`Special tour dates`} Step={SpecialDatesStep} />;
}
