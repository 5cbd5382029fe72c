import { Trans, useLingui } from "@lingui/react/macro";
import { addDays, dateTimeFormat, durationWeeks, type TripDate, todayUtc } from "@tembea/shared";
import { useEffect, useMemo, useRef } from "react";
import { useLocale } from "../../i18n/locale-context";
import { SelectField, TextField } from "../../ui/form/form-fields";
import { useUncontrolledForm } from "../../ui/form/uncontrolled-form";
import { useHydrated } from "../../ui/hydration";
import { loadOnce } from "../../ui/load-once";
import { NotFoundPage } from "../errors/not-found-page";
import { Choice, ChoiceGroup } from "./choice-group";
import type { DateForm } from "./date-form";
import { useTripRequestMessage } from "./messages";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

/**
 * Visitors land on this step: it paints before its validation (zod, a chunk of its own) has loaded.
 * It loads on the form's first focus or press, and a submit waits for it.
 */
const loadDateValidation = loadOnce(() => import("./date-validation").then((module) => module.validateDate));
const validateDate = async (values: DateForm) => (await loadDateValidation())(values);
const preloadDateValidation = () => void loadDateValidation().catch(() => undefined);

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
  const saved = wizard?.draft.date;
  const { values, errors, field, choice, handleSubmit, reset } = useUncontrolledForm<DateForm, TripDate>({
    defaults: defaults(saved),
    validate: validateDate,
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
  const { kind, departure } = values;
  const tomorrow = hydrated ? addDays(todayUtc(), 1) : undefined;

  return (
    <WizardFrame
      step="date"
      wizard={wizard}
      onSubmit={handleSubmit((date) => wizard.saveAndContinue({ date }))}
      onEngage={() => {
        // Not needed yet: a failed load is tried again on submit.
        preloadDateValidation();
        onEngage?.();
      }}
    >
      <p className={styles.lead}>
        <Trans>When would you like to travel? A tailored trip lasts at least 3 days.</Trans>
      </p>
      <ChoiceGroup id="date-kind" wide legend={<Trans>Your travel dates</Trans>}>
        <Choice label={<Trans>Exact dates</Trans>} {...choice("kind", "exact")} />
        <Choice label={<Trans>Approximate dates</Trans>} {...choice("kind", "approximate")} />
      </ChoiceGroup>
      {kind === "exact" ? (
        <div className={styles.row}>
          <TextField
            id="trip-departure"
            type="date"
            label={<Trans>Departure</Trans>}
            min={tomorrow}
            error={errors.departure && message(errors.departure, "departure")}
            {...field("departure")}
          />
          <TextField
            id="trip-return"
            type="date"
            label={<Trans>Return</Trans>}
            min={departure && hydrated ? addDays(departure, 2) : tomorrow}
            error={errors.return && message(errors.return, "return")}
            {...field("return")}
          />
        </div>
      ) : (
        <>
          <SelectField
            id="trip-month"
            label={<Trans>Month</Trans>}
            error={errors.month && message(errors.month, "month")}
            {...field("month")}
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
            error={errors.weeks && message(errors.weeks, "weeks")}
          >
            {durationWeeks.map((weeks) => (
              <Choice
                key={weeks}
                chip
                label={weeks === 1 ? t`1 week` : t`${weeks} weeks`}
                {...choice("weeks", String(weeks))}
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
