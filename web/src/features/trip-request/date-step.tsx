import { Trans, useLingui } from "@lingui/react/macro";
import { addDays, dateTimeFormat, durationWeeks, type TripDate, todayUtc } from "@tembea/shared";
import { useEffect, useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { useLocale } from "../../i18n/locale-context";
import { SelectField, TextField } from "../../ui/form/form-fields";
import { useHydrated } from "../../ui/hydration";
import { NotFoundPage } from "../errors/not-found-page";
import { Choice, ChoiceGroup } from "./choice-group";
import type { DateForm } from "./date-form";
import { lazyResolver, useLazyResolver } from "./lazy-resolver";
import { useTripRequestMessage } from "./messages";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

/** Visitors land on this step: it paints before its validation (zod) has loaded. */
const loadDateResolver = lazyResolver(() =>
  import("./date-validation").then((module) => module.dateResolver),
);

function defaults(date: TripDate | undefined): DateForm {
  const empty: DateForm = { kind: "exact", departure: "", return: "", month: "", weeks: "" };
  if (!date) return empty;
  if (date.kind === "exact") return { ...empty, departure: date.departure, return: date.return };
  return { ...empty, kind: "approximate", month: date.month, weeks: String(date.weeks) };
}

/**
 * The next 24 months, as "YYYY-MM" with their names in the page's language. Not this one: it has
 * begun, and no offer could be made for a trip that may have started (tripDateAhead).
 */
function useMonthOptions() {
  const locale = useLocale();
  return useMemo(() => {
    const format = dateTimeFormat(locale, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const now = new Date();
    return Array.from({ length: 24 }, (_, i) => {
      // In UTC, as the wizard's and the API's "today" (todayUtc, tripDateAhead) are.
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1 + i, 1));
      return { value: month.toISOString().slice(0, 7), label: format.format(month) };
    });
  }, [locale]);
}

/**
 * Step 1: exact departure and return dates, or a month and a duration of 1 to 4 weeks. `onEngage`
 * is the route's: what to load once the visitor starts on the form (the later steps).
 */
export function DateStep({ onEngage }: { onEngage?: () => void }) {
  const wizard = useWizard("date");
  const { t } = useLingui();
  const message = useTripRequestMessage();
  const months = useMonthOptions();
  const validation = useLazyResolver(loadDateResolver);
  const saved = wizard?.draft.date;
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<DateForm, unknown, TripDate>({
    resolver: validation.resolver,
    defaultValues: defaults(saved),
  });
  // The prerendered page (ui/hydration.ts) hydrates without the saved answers and without today's
  // date: both come in the render right after. The form was inert until then (WizardFrame), so the
  // saved answers replace nothing the visitor typed.
  const hydrated = useHydrated();
  const hydratedOnMount = useRef(hydrated);
  useEffect(() => {
    if (!hydrated || hydratedOnMount.current) return;
    hydratedOnMount.current = true;
    if (saved) reset(defaults(saved));
  }, [hydrated, saved, reset]);
  if (!wizard) return <NotFoundPage />;
  const kind = watch("kind");
  const departure = watch("departure");
  const tomorrow = hydrated ? addDays(todayUtc(), 1) : undefined;

  return (
    <WizardFrame
      step="date"
      wizard={wizard}
      onSubmit={handleSubmit((date) => wizard.saveAndContinue({ date }))}
      onEngage={() => {
        validation.preload();
        onEngage?.();
      }}
    >
      <p className={styles.lead}>
        <Trans>When would you like to travel? A tailored trip lasts at least 3 days.</Trans>
      </p>
      <ChoiceGroup id="date-kind" wide legend={<Trans>Your travel dates</Trans>}>
        {/* Checked in the HTML too, as the prerendered page shows it before the form registers. */}
        <Choice
          value="exact"
          label={<Trans>Exact dates</Trans>}
          defaultChecked={kind === "exact"}
          {...register("kind")}
        />
        <Choice
          value="approximate"
          label={<Trans>Approximate dates</Trans>}
          defaultChecked={kind === "approximate"}
          {...register("kind")}
        />
      </ChoiceGroup>
      {kind === "exact" ? (
        <div className={styles.row}>
          <TextField
            id="trip-departure"
            type="date"
            label={<Trans>Departure</Trans>}
            min={tomorrow}
            error={errors.departure && message(errors.departure.message, "departure")}
            {...register("departure")}
          />
          <TextField
            id="trip-return"
            type="date"
            label={<Trans>Return</Trans>}
            min={departure && hydrated ? addDays(departure, 2) : tomorrow}
            error={errors.return && message(errors.return.message, "return")}
            {...register("return")}
          />
        </div>
      ) : (
        <>
          <SelectField
            id="trip-month"
            label={<Trans>Month</Trans>}
            error={errors.month && message(errors.month.message, "month")}
            {...register("month")}
          >
            <option value="">{t`Select a month`}</option>
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </SelectField>
          <ChoiceGroup
            id="trip-weeks"
            legend={<Trans>Duration</Trans>}
            // The resolver reports a union's first member's message ("expected 1"); any
            // error on the chips means the same thing.
            error={errors.weeks && message("durationRequired", "weeks")}
          >
            {durationWeeks.map((weeks) => (
              <Choice
                key={weeks}
                chip
                value={String(weeks)}
                label={weeks === 1 ? t`1 week` : t`${weeks} weeks`}
                {...register("weeks")}
              />
            ))}
          </ChoiceGroup>
        </>
      )}
    </WizardFrame>
  );
}

/** The route table's page: The wizard's date step (route table: app/areas/trip-request.tsx). */
export { DateStep as Component };
