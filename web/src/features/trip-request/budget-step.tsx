import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ExchangeRates, formatMoney, tripReasons } from "@tembea/shared";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useLocale } from "../../i18n/locale-context";
import { TextField } from "../../ui/form/form-fields";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { Skeleton } from "../../ui/skeleton";
import { useCurrency } from "../currency/currency-context";
import { useExchangeRates } from "../currency/use-exchange-rates";
import { NotFoundPage } from "../errors/not-found-page";
import { budgetIn, budgetInChf, minimumBudgetIn } from "./budget";
import { Choice, ChoiceGroup } from "./choice-group";
import { useTripRequestLabels } from "./labels";
import { useTripRequestMessage } from "./messages";
import styles from "./trip-request.module.css";
import { useWizard, type Wizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

interface BudgetForm {
  amount: number;
  tripReason: string;
}

function budgetSchema(minimum: number) {
  // The form's own values (a radio's "" before a choice) go in as they are; the enum judges them.
  return z.pipe(
    z.transform((form: BudgetForm) => form),
    z.object({
      amount: z.number({ error: "required" }).check(z.gte(minimum, { error: "budgetTooLow" })),
      tripReason: z.enum(tripReasons, { error: "required" }),
    }),
  );
}

/** What the budget per person covers and what it does not (docs/product-spec.md, section 9). */
function BudgetCovers() {
  return (
    <div className={styles.includes}>
      <section className={styles.box} aria-labelledby="budget-includes">
        <h2 id="budget-includes">
          <Trans>Your budget includes</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Accommodation</Trans>
          </li>
          <li>
            <Trans>Experiences</Trans>
          </li>
          <li>
            <Trans>Meals</Trans>
          </li>
          <li>
            <Trans>Support</Trans>
          </li>
          <li>
            <Trans>Local transport</Trans>
          </li>
        </ul>
      </section>
      <section className={styles.box} aria-labelledby="budget-excludes">
        <h2 id="budget-excludes">
          <Trans>Not included</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Airfare</Trans>
          </li>
          <li>
            <Trans>Visa</Trans>
          </li>
          <li>
            <Trans>Insurance</Trans>
          </li>
          <li>
            <Trans>Personal expenses</Trans>
          </li>
        </ul>
      </section>
    </div>
  );
}

/** The form itself, once the rates for the chosen currency are known. */
function BudgetForm({ wizard, rates }: { wizard: Wizard; rates: ExchangeRates | undefined }) {
  const locale = useLocale();
  const { currency } = useCurrency();
  const labels = useTripRequestLabels();
  const message = useTripRequestMessage();
  const minimum = minimumBudgetIn(currency, rates);
  const minimumText = formatMoney(minimum * 100, currency, locale, true);
  const schema = useMemo(() => budgetSchema(minimum), [minimum]);
  const saved = wizard.draft.budget;
  // A budget saved in another currency is shown in the current one, rounded up so it stays enough.
  const savedAmount =
    saved && (saved.currency === currency ? saved.amount : budgetIn(saved.chf, currency, rates));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BudgetForm, unknown, z.output<ReturnType<typeof budgetSchema>>>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...(savedAmount !== undefined ? { amount: savedAmount } : {}),
      tripReason: wizard.draft.tripReason ?? "",
    },
  });

  return (
    <WizardFrame
      step="budget"
      wizard={wizard}
      onSubmit={handleSubmit(({ amount, tripReason }) =>
        wizard.saveAndContinue({
          budget: { amount, currency, chf: budgetInChf(amount, currency, rates) },
          tripReason,
        }),
      )}
    >
      <TextField
        id="budget"
        type="number"
        inputMode="numeric"
        min={minimum}
        step={1}
        className={styles.number}
        label={<Trans>Budget per traveller ({currency})</Trans>}
        hint={<Trans>At least {minimumText} per person.</Trans>}
        error={errors.amount && message(errors.amount.message, "budget", { minimumBudget: minimumText })}
        {...register("amount", { valueAsNumber: true })}
      />
      <BudgetCovers />
      <ChoiceGroup
        id="trip-reason"
        wide
        legend={<Trans>What is the reason for your trip?</Trans>}
        error={errors.tripReason && message(errors.tripReason.message, "tripReason")}
      >
        {tripReasons.map((reason) => (
          <Choice key={reason} value={reason} label={labels.tripReason[reason]} {...register("tripReason")} />
        ))}
      </ChoiceGroup>
    </WizardFrame>
  );
}

/**
 * Step 5: the budget per traveller in the visitor's currency (at least CHF 1,000, shown converted)
 * and the reason for the trip.
 */
export function BudgetStep() {
  const wizard = useWizard("budget");
  const { t } = useLingui();
  const { currency } = useCurrency();
  const rates = useExchangeRates(currency !== "CHF");
  if (!wizard) return <NotFoundPage />;
  if (currency === "CHF") return <BudgetForm key="CHF" wizard={wizard} rates={undefined} />;
  if (rates.isPending) {
    return (
      <WizardFrame step="budget" wizard={wizard}>
        <Loading label={t`Loading…`} aria-busy="true">
          <Skeleton height="12rem" />
        </Loading>
      </WizardFrame>
    );
  }
  if (rates.isError) {
    return (
      <WizardFrame step="budget" wizard={wizard}>
        <LoadError onRetry={() => void rates.refetch()} retrying={rates.isFetching} />
      </WizardFrame>
    );
  }
  return <BudgetForm key={currency} wizard={wizard} rates={rates.data} />;
}

/** The route table's page: The wizard's budget step (route table: app/areas/trip-request.tsx). */
export { BudgetStep as Component };
