import { Trans } from "@lingui/react/macro";
import type { ComponentProps } from "react";
import { useLocale } from "../../i18n/locale-context";
import styles from "../../ui/form/form.module.css";
import { FieldError } from "../../ui/form/form-fields";
import { legalLinks } from "../footer/legal-links";

export interface TermsCheckboxProps extends Omit<ComponentProps<"input">, "type"> {
  id: string;
  /** The translated error text, when the terms are not accepted. */
  error?: string | undefined;
}

/**
 * "I accept the terms and conditions and the privacy policy", linking to the documents in the page's
 * language; the box takes the form's registration (signup and the booking summary ask the same),
 * its ref included.
 */
export function TermsCheckbox({ ref, id, error, ...input }: TermsCheckboxProps) {
  const links = legalLinks[useLocale()];
  return (
    <div className={styles.checkbox}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>
        <Trans>
          I accept the{" "}
          <a href={links.terms} target="_blank" rel="noreferrer">
            terms and conditions
          </a>{" "}
          and the{" "}
          <a href={links.privacy} target="_blank" rel="noreferrer">
            privacy policy
          </a>
          .
        </Trans>
      </label>
      <FieldError id={id} message={error} />
    </div>
  );
}
