import { Trans } from "@lingui/react/macro";
import type { UseFormRegisterReturn } from "react-hook-form";
import styles from "./form.module.css";
import { SelectField, TextField } from "./form-fields";
import { useCountryOptions } from "./use-country-options";

export interface PhoneFieldsProps {
  idPrefix: string;
  country: UseFormRegisterReturn;
  number: UseFormRegisterReturn;
  /** Translated errors ("A number valid in {country} is required" goes on the number). */
  countryError?: string | undefined;
  numberError?: string | undefined;
}

/**
 * A phone number as the shared PhoneSchema wants it: the country (named in the page's language)
 * and the number, checked for that country. Used by the profile and the booking's lead traveller.
 */
export function PhoneFields({ idPrefix, country, number, countryError, numberError }: PhoneFieldsProps) {
  const countries = useCountryOptions();
  return (
    <fieldset className={`${styles.row} ${styles.phoneRow}`}>
      <legend className={styles.label}>
        <Trans>Phone</Trans>
      </legend>
      <SelectField
        id={`${idPrefix}-phone-country`}
        label={<Trans>Country</Trans>}
        autoComplete="tel-country-code"
        error={countryError}
        {...country}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${idPrefix}-phone-number`}
        type="tel"
        label={<Trans>Number</Trans>}
        autoComplete="tel-national"
        inputMode="tel"
        error={numberError}
        {...number}
      />
    </fieldset>
  );
}
