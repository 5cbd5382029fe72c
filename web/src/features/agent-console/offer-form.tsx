import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  formatMoney,
  lastOfferDay,
  type OfferInput,
  offerDayDescriptionMax,
  type TripRequest,
  todayUtc,
} from "@tembea/shared";
import {
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type FieldError as FormFieldError, type Path, useFieldArray, useForm } from "react-hook-form";
import { ApiRequestError } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { CharacterCount, type CharacterLimit, characterCountRef } from "../../ui/form/character-count";
import { useFieldMessage } from "../../ui/form/field-messages";
import authStyles from "../../ui/form/form.module.css";
import { FieldError, FormAlert, idRefs, TextField } from "../../ui/form/form-fields";
import { formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { toast } from "../../ui/toast";
import styles from "./agent-console.module.css";
import { clearOfferDraft, readOfferDraft, saveOfferDraft } from "./offer-draft";
import { emptyDay, type OfferFormValues, offerFormSchema, offerFormValues } from "./offer-form-schema";
import { useSendOffer } from "./queries";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows how much room is left, once little is. */
  limit?: CharacterLimit | undefined;
}

/** A labelled textarea wired like TextField: hint and error are read with the field, its ref is the textarea's. */
function TextAreaField({ ref, id, label, error, hint, limit, ...textarea }: TextAreaFieldProps) {
  const describedBy = idRefs(
    hint ? `${id}-hint` : undefined,
    limit && characterCountRef(id, limit.length, limit.max),
    error ? `${id}-error` : undefined,
  );
  return (
    <div className={authStyles.field}>
      <label htmlFor={id} className={authStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={authStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        ref={ref}
        id={id}
        className={`${authStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {limit && <CharacterCount id={id} length={limit.length} max={limit.max} />}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The message key of a field, or of the first line of a list field ("inclusions.3"). */
function keyOf(error: FormFieldError | FormFieldError[] | undefined): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find(Boolean)?.message;
  return error.message;
}

/** The API's field paths ("body.pricePerTravellerChf") as the form's fields. */
function formFieldOf(apiPath: string): Path<OfferFormValues> | undefined {
  const path = apiPath.replace(/^body\./, "");
  if (path === "pricePerTravellerChf") return "price";
  if (/^(inclusions|exclusions)\.\d+$/.test(path)) return path.split(".")[0] as Path<OfferFormValues>;
  if (/^(title|validUntil|days\.\d+\.(title|description))$/.test(path)) return path as Path<OfferFormValues>;
  return undefined;
}

export interface OfferFormProps {
  request: TripRequest;
  /** Called once the offer is sent (or, for a revision, when the agent gives up). */
  onDone: () => void;
  /** Focus the form's heading when it appears in place of the button that opened it. */
  focusOnMount?: boolean;
}

/**
 * The agency's offer: a title, a day-by-day plan, the price per traveller in CHF, what is and is not
 * included, and how long it is valid. Checked with the API's own OfferInputSchema (offer-form-schema);
 * a revision starts from the offer that was sent.
 */
export function OfferForm({ request, onDone, focusOnMount = false }: OfferFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const send = useSendOffer(request.id);
  const revising = Boolean(request.offer);
  const basedOn = request.offer?.sentAt ?? null;
  const today = todayUtc();
  const lastDay = lastOfferDay(request.date);
  const schema = useMemo(() => offerFormSchema(request.date, today), [request.date, today]);
  const budget = formatMoney(request.budgetPerTravellerChf, "CHF", locale);
  // Read once: useForm takes its defaults on the first render only.
  const [defaults] = useState(() => readOfferDraft(request.id, basedOn) ?? offerFormValues(request.offer));
  const form = useForm<OfferFormValues, unknown, OfferInput>({
    resolver: zodResolver(schema),
    // A half-written offer for this request (and this sent offer) comes back; see offer-draft.
    defaultValues: defaults,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  // "Being paid right now", "no longer takes offers": about the offer as sent; any edit starts another.
  const [formError, setFormError] = useFormMessage(form);
  useEffect(() => {
    const subscription = watch(() => saveOfferDraft(request.id, basedOn, getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues, request.id, basedOn]);
  const days = useFieldArray({ control, name: "days" });
  const heading = useRef<HTMLHeadingElement>(null);
  // Only on arrival: the pressed button is gone, so focus would otherwise fall to <body>.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, []);

  const message = (error: FormFieldError | FormFieldError[] | undefined) => {
    const key = keyOf(error);
    if (!key) return undefined;
    if (key === "validUntilPast") return t`The offer must be valid until today or later`;
    if (key === "validUntilAfterStart") {
      const last = formatDate(lastDay, locale, "medium");
      return t`The offer must end before the trip starts: ${last} at the latest`;
    }
    if (error === errors.price) {
      if (key === "invalid") return t`Please enter an amount in CHF, e.g. 4200`;
      if (key === "decimals") return t`Please enter at most 2 decimals, e.g. 4200.50`;
    }
    return fieldMessage(key);
  };

  const removeDay = (index: number) => {
    days.remove(index);
    // Focus stays in the plan: on the day that moved up, or on the one before the last.
    requestAnimationFrame(() => setFocus(`days.${Math.min(index, days.fields.length - 2)}.title`));
  };

  const onSubmit = handleSubmit(async (offer) => {
    setFormError(undefined);
    try {
      await send.mutateAsync(offer);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "VALIDATION_FAILED") {
        let placed = false;
        for (const [apiPath, key] of Object.entries(error.fields)) {
          const field = formFieldOf(apiPath);
          if (!field) continue;
          let mapped = field === "validUntil" && key === "invalidDate" ? "validUntilPast" : key;
          // The API says "required" for a price under one Rappen; the agent did fill the field.
          if (field === "price" && key === "required") mapped = "invalid";
          setError(field, { type: "server", message: mapped }, { shouldFocus: !placed });
          placed = true;
        }
        if (placed) return;
        if (error.fields["params.id"]) {
          setFormError(t`This request no longer takes offers: it was booked, cancelled or has expired.`);
          return;
        }
      }
      if (error instanceof ApiRequestError && error.code === "CHECKOUT_OPEN") {
        setFormError(
          t`The traveller is paying for this offer right now. You can revise it once their checkout has closed, within the hour.`,
        );
        return;
      }
      // A lost connection or a rate limit in its own words; anything else the generic message.
      setFormError(fieldMessage(formMessageKey(error)));
      return;
    }
    clearOfferDraft(request.id);
    const name = request.travellerName;
    toast(t`Offer sent to ${name}`);
    onDone();
  });

  return (
    <form
      className={`${authStyles.form} ${styles.offerForm}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={revising ? "offer-form-title" : "request-offer"}
    >
      {revising && (
        <h3 id="offer-form-title" ref={heading} tabIndex={-1}>
          <Trans>Revised offer</Trans>
        </h3>
      )}
      <FormAlert>{formError}</FormAlert>
      <TextField
        id="offer-title"
        label={<Trans>Title</Trans>}
        error={message(errors.title)}
        {...register("title")}
      />

      <fieldset className={styles.plan}>
        <legend className={authStyles.label}>
          <Trans>Day-by-day plan</Trans>
        </legend>
        <ol className={styles.planDays}>
          {days.fields.map((field, index) => {
            const number = index + 1;
            const dayErrors = errors.days?.[index];
            return (
              <li key={field.id} className={styles.planDay} data-testid="offer-day">
                <div className={styles.planDayHead}>
                  <h3 id={`offer-day-${field.id}`}>
                    <Trans>Day {number}</Trans>
                  </h3>
                  {days.fields.length > 1 && (
                    <Button
                      variant="secondary"
                      className={styles.smallButton}
                      onClick={() => removeDay(index)}
                    >
                      <Trans>
                        Remove <span className="visually-hidden">day {number}</span>
                      </Trans>
                    </Button>
                  )}
                </div>
                <TextField
                  id={`offer-day-${index}-title`}
                  label={<Trans>Title of day {number}</Trans>}
                  error={message(dayErrors?.title)}
                  {...register(`days.${index}.title`)}
                />
                <TextAreaField
                  id={`offer-day-${index}-description`}
                  label={<Trans>What happens on day {number}</Trans>}
                  rows={3}
                  error={message(dayErrors?.description)}
                  limit={{
                    length: watch(`days.${index}.description`)?.trim().length ?? 0,
                    max: offerDayDescriptionMax,
                  }}
                  {...register(`days.${index}.description`)}
                />
              </li>
            );
          })}
        </ol>
        <FieldError
          id="offer-days"
          message={message(errors.days?.root ?? (errors.days as FormFieldError | undefined))}
        />
        <Button
          variant="secondary"
          onClick={() => days.append({ ...emptyDay }, { focusName: `days.${days.fields.length}.title` })}
          disabled={days.fields.length >= 60}
        >
          <Trans>Add a day</Trans>
        </Button>
      </fieldset>

      <TextField
        id="offer-price"
        // Text, not a number input: a number input hides what it cannot read ("1e", "4200,50" in an
        // English browser) as an empty value; the schema reads a point or a comma and says what is wrong.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        label={<Trans>Price per traveller (CHF)</Trans>}
        hint={<Trans>The traveller's budget: {budget} per traveller</Trans>}
        error={message(errors.price)}
        {...register("price")}
      />
      <div className={authStyles.row}>
        <TextAreaField
          id="offer-inclusions"
          label={<Trans>Included</Trans>}
          hint={<Trans>One item per line</Trans>}
          rows={4}
          error={message(errors.inclusions)}
          {...register("inclusions")}
        />
        <TextAreaField
          id="offer-exclusions"
          label={<Trans>Not included</Trans>}
          hint={<Trans>One item per line</Trans>}
          rows={4}
          error={message(errors.exclusions)}
          {...register("exclusions")}
        />
      </div>
      <TextField
        id="offer-valid-until"
        type="date"
        min={today}
        max={lastDay}
        label={<Trans>Valid until</Trans>}
        error={message(errors.validUntil)}
        {...register("validUntil")}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={isSubmitting}>
          {revising ? <Trans>Send revised offer</Trans> : <Trans>Send offer</Trans>}
        </Button>
        {revising && (
          <Button
            variant="secondary"
            onClick={() => {
              // Cancelling gives the revision up: it does not come back next time.
              clearOfferDraft(request.id);
              onDone();
            }}
            disabled={isSubmitting}
          >
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
