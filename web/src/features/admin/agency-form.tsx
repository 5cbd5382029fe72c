import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AgencyInput,
  AgencyInputSchema,
  agencyAboutMax,
  type DestinationSlug,
  destinationName,
  destinationNames,
  type Locale,
  locales,
  sortDestinationsByName,
} from "@tembea/shared";
import { type ReactNode, useMemo } from "react";
import { type FieldError as HookFieldError, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiRequestError } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { CharacterCount, characterCountRef } from "../../ui/form/character-count";
import { useFieldMessage } from "../../ui/form/field-messages";
import formStyles from "../../ui/form/form.module.css";
import { FieldError, FormAlert, idRefs, SelectField, TextField } from "../../ui/form/form-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import styles from "./admin.module.css";

type AgencyFormValues = z.input<typeof AgencyInputSchema>;

export const emptyAgency: AgencyInput = {
  name: "",
  city: { en: "", de: "", fr: "" },
  about: { en: "", de: "", fr: "" },
  language: "en",
  requestEmail: "",
  destinations: [],
};

const formFields = [
  "name",
  "requestEmail",
  "language",
  "destinations",
  ...locales.flatMap((l) => [`city.${l}`, `about.${l}`]),
];

function useLanguageNames(): Record<Locale, string> {
  const { t } = useLingui();
  return { en: t`English`, de: t`German`, fr: t`French` };
}

/**
 * An agency's fields, each text in English, German and French, checked with the shared schema as
 * the API checks them. `onSave` throws the API's refusal: field errors go to their fields; a taken
 * destination is named; anything else is said once for the form, and what was typed stays.
 */
export function AgencyForm({
  initial,
  onSave,
  submitLabel,
  notice,
}: {
  initial: AgencyInput;
  onSave: (values: AgencyInput) => Promise<void>;
  submitLabel: ReactNode;
  /** Something the form says above its fields (a save that came too late). */
  notice?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const languageNames = useLanguageNames();
  const form = useForm<AgencyFormValues, unknown, AgencyInput>({
    resolver: zodResolver(AgencyInputSchema),
    defaultValues: initial,
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);
  const sortedDestinations = useMemo(
    () => sortDestinationsByName(destinationNames, locale).map((destination) => destination.slug),
    [locale],
  );
  const errorOf = (error: HookFieldError | undefined) => error && message(error.message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "DESTINATION_TAKEN") {
        const taken = error.destination ? destinationName(error.destination as DestinationSlug, locale) : "";
        setError("destinations", {
          type: "server",
          message: t`Another agency answers tailored requests for ${taken} already.`,
        });
        return;
      }
      if (!applyServerFieldErrors(error, setError, formFields).applied)
        setFormError(message(formMessageKey(error)));
    }
  });

  const destinationsError =
    errors.destinations?.type === "server"
      ? errors.destinations.message
      : errorOf(errors.destinations as HookFieldError | undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {notice}
      <FormAlert focusOnShow>{formError}</FormAlert>
      <TextField
        id="agency-name"
        label={<Trans>Name</Trans>}
        autoComplete="organization"
        error={errorOf(errors.name)}
        {...register("name")}
      />
      <fieldset className={styles.fieldset}>
        <legend>
          <Trans>City</Trans>
        </legend>
        {locales.map((l) => (
          <TextField
            key={l}
            id={`agency-city-${l}`}
            lang={l}
            label={languageNames[l]}
            error={errorOf(errors.city?.[l])}
            {...register(`city.${l}`)}
          />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>
          <Trans>Description</Trans>
        </legend>
        {locales.map((l) => {
          const id = `agency-about-${l}`;
          const error = errorOf(errors.about?.[l]);
          const aboutLength = watch(`about.${l}`)?.trim().length ?? 0;
          return (
            <div key={l} className={formStyles.field}>
              <label htmlFor={id} className={formStyles.label}>
                {languageNames[l]}
              </label>
              <textarea
                id={id}
                lang={l}
                className={`${formStyles.input} ${styles.textarea}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={idRefs(
                  characterCountRef(id, aboutLength, agencyAboutMax),
                  error && `${id}-error`,
                )}
                {...register(`about.${l}`)}
              />
              <CharacterCount id={id} length={aboutLength} max={agencyAboutMax} />
              <FieldError id={id} message={error} />
            </div>
          );
        })}
      </fieldset>
      <SelectField
        id="agency-language"
        label={<Trans>Language of its mails</Trans>}
        error={errorOf(errors.language)}
        {...register("language")}
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {languageNames[l]}
          </option>
        ))}
      </SelectField>
      <TextField
        id="agency-request-email"
        type="email"
        label={<Trans>Address for request mails</Trans>}
        autoComplete="email"
        error={errorOf(errors.requestEmail)}
        {...register("requestEmail")}
      />
      <fieldset
        className={styles.fieldset}
        aria-describedby={destinationsError ? "agency-destinations-error" : "agency-destinations-hint"}
        aria-invalid={destinationsError ? true : undefined}
      >
        <legend>
          <Trans>Destinations it answers tailored requests for</Trans>
        </legend>
        <p id="agency-destinations-hint" className={styles.muted}>
          <Trans>One agency per destination.</Trans>
        </p>
        <div className={styles.checks}>
          {sortedDestinations.map((slug) => (
            <label key={slug} className={styles.check}>
              <input type="checkbox" value={slug} {...register("destinations")} />
              {destinationName(slug, locale)}
            </label>
          ))}
        </div>
        <FieldError
          id="agency-destinations"
          message={destinationsError}
          // The server's answer comes while the focus stays on "Create agency".
          announce={errors.destinations?.type === "server"}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
