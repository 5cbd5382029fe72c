import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { BookingKind } from "../../lib/booking-flow";
import { useFieldMessage } from "../../ui/form/field-messages";
import authStyles from "../../ui/form/form.module.css";
import { SelectField, TextField } from "../../ui/form/form-fields";
import { PhoneFields } from "../../ui/form/phone-fields";
import { useCountryOptions } from "../../ui/form/use-country-options";
import { useAuth } from "../auth/auth-store";
import styles from "./booking.module.css";
import { BookingStep, ContinueButton, type StepProps } from "./booking-step";
import { CounterField } from "./counter-field";
import {
  emptyFellow,
  initialTravellers,
  type TravellersFormInput,
  type TravellersFormOutput,
  travellersFormSchema,
} from "./travellers-schema";
import { useProfilePrefill } from "./use-profile-prefill";

/**
 * /…/travellers: the lead traveller (contact, phone valid for its country, nationality, birth date)
 * and the others (names, birth dates). A group tour's group size was chosen with the rooms; a special
 * tour's is chosen here, between the tour's minimum and maximum.
 */
export function TravellersStep({ booking, state, update, goTo, signedIn }: StepProps) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const countries = useCountryOptions();
  const auth = useAuth();
  const { tour } = booking;
  const special = booking.kind === "special";
  const groupSize = special ? tour.groupSize : undefined;
  const fixedCount = state.travellerCount ?? 1;
  const startCount = special
    ? Math.max(tour.groupSize.min, Math.min(tour.groupSize.max, 1 + (state.travellers?.others.length ?? 1)))
    : fixedCount;
  const draft = state.travellersDraft as { travellers?: unknown; count?: unknown } | undefined;
  const draftCount = typeof draft?.count === "number" && special ? draft.count : startCount;

  const {
    register,
    handleSubmit,
    control,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TravellersFormInput, unknown, TravellersFormOutput>({
    resolver: zodResolver(
      travellersFormSchema({
        minimumAge: tour.minimumAge,
        departureDate: state.departureDate ?? "",
        ...(groupSize ? { groupSize } : {}),
      }),
    ),
    defaultValues: {
      count: draftCount,
      travellers: initialTravellers(
        draft?.travellers,
        state.travellers,
        draftCount,
        auth.status === "signedIn" ? auth.user.email : undefined,
      ),
    },
  });
  // The size is set with setValue (the counter's own field), but registered here, in the render and
  // before the travellers' fields, with the counter's input as what to focus: a failed submit's
  // focus then goes to it first when it is wrong. The same object each render, so RHF keeps it.
  const countInput = useRef<HTMLInputElement>(null);
  const countFocus = useMemo(() => ({ focus: () => countInput.current?.focus() }), []);
  register("count").ref(countFocus);
  const others = useFieldArray({ control, name: "travellers.others" });
  useProfilePrefill(signedIn, getValues, setValue);

  // Every keystroke is kept, so a reload in the middle of the form loses nothing.
  useEffect(() => {
    const subscription = watch((values) => update({ travellersDraft: values }));
    return () => subscription.unsubscribe();
  }, [watch, update]);

  const count = watch("count");
  const phoneCountry = watch("travellers.lead.phone.country");
  // The forms added or removed by a change of the group size, said to screen readers: the focus
  // stays in the size field (typing "34" must not put the "4" into a new traveller's name).
  const [announcement, setAnnouncement] = useState("");
  const setCount = (next: number) => {
    setValue("count", next, { shouldValidate: true });
    // A size over the tour's largest group says so (the count's error) without drawing a form per
    // traveller too many: 5000 typed by mistake would otherwise draw 4999 of them.
    const wanted = Math.max(0, Math.min(next, tour.groupSize.max) - 1);
    const had = others.fields.length;
    // Travellers are numbered from the lead (1), so the fellow at index i is traveller i + 2.
    const first = Math.min(had, wanted) + 2;
    const last = Math.max(had, wanted) + 1;
    if (had < wanted) {
      others.append(
        Array.from({ length: wanted - had }, () => ({ ...emptyFellow })),
        { shouldFocus: false },
      );
      setAnnouncement(
        first === last ? t`Traveller ${first} added below.` : t`Travellers ${first} to ${last} added below.`,
      );
    } else if (had > wanted) {
      others.remove(Array.from({ length: had - wanted }, (_, i) => wanted + i));
      setAnnouncement(
        first === last ? t`Traveller ${first} removed.` : t`Travellers ${first} to ${last} removed.`,
      );
    }
  };

  const onSubmit = handleSubmit((values) => {
    update({ travellers: values.travellers, travellersDraft: undefined });
    goTo(signedIn ? "summary" : "authenticate");
  });

  const age = tour.minimumAge;
  const { min, max } = tour.groupSize;
  const context = { minimumAge: tour.minimumAge, ...(groupSize ? { groupSize } : {}) };
  const e = errors.travellers;
  const lead = e?.lead;
  const countryOptions = countries.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      {special && (
        <div className={styles.card}>
          <CounterField
            id="group-size"
            label={<Trans>Number of travellers</Trans>}
            hint={
              <Trans>
                This tour takes groups of {min} to {max} travellers.
              </Trans>
            }
            value={count}
            min={min}
            max={max}
            // Typed out of the tour's range, the number stays and the range's message says why.
            typedRange={{ min: 1, max: 50 }}
            onChange={setCount}
            inputRef={countInput}
            error={errors.count && message(errors.count.message, context)}
          />
          <p className="visually-hidden" aria-live="polite" data-testid="travellers-announcement">
            {announcement}
          </p>
        </div>
      )}
      {tour.minimumAge > 0 && (
        <p className={styles.muted}>
          <Trans>Every traveller must be at least {age} years old on the day of departure.</Trans>
        </p>
      )}

      <fieldset className={styles.card}>
        <legend className={styles.legend}>
          <Trans>Lead traveller</Trans>
        </legend>
        <p className={styles.muted}>
          <Trans>We send the confirmation and all travel information to this contact.</Trans>
        </p>
        <div className={authStyles.form}>
          <div className={authStyles.row}>
            <TextField
              id="lead-first-name"
              label={<Trans>First name</Trans>}
              autoComplete="given-name"
              error={lead?.firstName && message(lead.firstName.message)}
              {...register("travellers.lead.firstName")}
            />
            <TextField
              id="lead-last-name"
              label={<Trans>Last name</Trans>}
              autoComplete="family-name"
              error={lead?.lastName && message(lead.lastName.message)}
              {...register("travellers.lead.lastName")}
            />
          </div>
          <TextField
            id="lead-email"
            type="email"
            label={<Trans>E-mail</Trans>}
            autoComplete="email"
            inputMode="email"
            error={lead?.email && message(lead.email.message)}
            {...register("travellers.lead.email")}
          />
          <PhoneFields
            idPrefix="lead"
            // The number is valid or not for its country: a new country checks it again.
            country={register("travellers.lead.phone.country", { deps: "travellers.lead.phone.number" })}
            number={register("travellers.lead.phone.number")}
            countryError={lead?.phone?.country && message(lead.phone.country.message)}
            numberError={lead?.phone?.number && message(lead.phone.number.message, { country: phoneCountry })}
          />
          <div className={authStyles.row}>
            <SelectField
              id="lead-nationality"
              label={<Trans>Nationality</Trans>}
              error={lead?.nationality && message(lead.nationality.message)}
              {...register("travellers.lead.nationality")}
            >
              <option value="">{t`Choose a country`}</option>
              {countryOptions}
            </SelectField>
            <TextField
              id="lead-birth-date"
              type="date"
              label={<Trans>Birth date</Trans>}
              autoComplete="bday"
              error={lead?.birthDate && message(lead.birthDate.message, context)}
              {...register("travellers.lead.birthDate")}
            />
          </div>
        </div>
      </fieldset>

      {others.fields.map((field, index) => {
        const other = e?.others?.[index];
        const n = index + 2;
        return (
          <fieldset key={field.id} className={styles.card} data-testid="fellow-traveller">
            <legend className={styles.legend}>
              <Trans>Traveller {n}</Trans>
            </legend>
            <div className={authStyles.form}>
              <div className={authStyles.row}>
                <TextField
                  id={`traveller-${n}-first-name`}
                  label={<Trans>First name</Trans>}
                  error={other?.firstName && message(other.firstName.message)}
                  {...register(`travellers.others.${index}.firstName`)}
                />
                <TextField
                  id={`traveller-${n}-last-name`}
                  label={<Trans>Last name</Trans>}
                  error={other?.lastName && message(other.lastName.message)}
                  {...register(`travellers.others.${index}.lastName`)}
                />
              </div>
              <TextField
                id={`traveller-${n}-birth-date`}
                type="date"
                label={<Trans>Birth date</Trans>}
                error={other?.birthDate && message(other.birthDate.message, context)}
                {...register(`travellers.others.${index}.birthDate`)}
              />
            </div>
          </fieldset>
        );
      })}

      <ContinueButton loading={isSubmitting} />
    </form>
  );
}

/** The route table's page: /group-tour/{id}/travellers and /special-tour/{id}/travellers (tours layout). */
export function Component({ kind }: { kind: BookingKind }) {
  const { t } = useLingui();
  return <BookingStep kind={kind} step="travellers" title={t`Travellers`} Step={TravellersStep} />;
}
