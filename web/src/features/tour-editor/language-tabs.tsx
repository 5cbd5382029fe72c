import { Trans, useLingui } from "@lingui/react/macro";
import * as Tabs from "@radix-ui/react-tabs";
import { type Locale, locales } from "@tembea/shared";
import type { ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { CharacterCount, type CharacterLimit, characterCountRef } from "../../ui/form/character-count";
import formStyles from "../../ui/form/form.module.css";
import { FieldError, idRefs } from "../../ui/form/form-fields";
import { useTourLabels } from "./labels";
import styles from "./tour-editor.module.css";

/**
 * The language the texts are written in: Radix's tabs (arrow keys, Home and End move between them, as
 * the ARIA tabs pattern has it). Each tab says how many texts its language still lacks. Goes inside
 * the Tabs.Root of its panels.
 */
export function LanguageTabs({ missing }: { missing: Record<Locale, number> }) {
  const { t } = useLingui();
  const labels = useTourLabels();
  return (
    <Tabs.List aria-label={t`Language of the texts`} className={styles.tabs}>
      {locales.map((locale) => {
        const count = missing[locale];
        return (
          <Tabs.Trigger key={locale} value={locale} className={styles.tab} data-testid={`tab-${locale}`}>
            <span lang={locale}>{labels.language[locale]}</span>
            {count > 0 && (
              <>
                {" "}
                <span aria-hidden="true">({count})</span>
                <span className="visually-hidden">
                  <Trans>{count} texts missing</Trans>
                </span>
              </>
            )}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}

/** "Missing in German, French": which languages a text still lacks, under its field. */
export function MissingHint({ missing }: { missing: Locale[] }) {
  const labels = useTourLabels();
  if (missing.length === 0) return null;
  const names = missing.map((locale) => labels.languageIn[locale]).join(", ");
  return (
    <span className={styles.missing}>
      <Trans>Missing in {names}</Trans>
    </span>
  );
}

interface TextProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
  /** Shows how much room is left, once little is (a long text). */
  limit?: CharacterLimit | undefined;
}

/**
 * A text in one language: a labelled input, or a textarea for long texts, its hint (the missing
 * languages) and error read with it. Its ref is the control's, for react-hook-form.
 */
export function TextInput({
  ref,
  id,
  label,
  error,
  hint,
  multiline = false,
  limit,
  lang,
  ...control
}: TextProps) {
  const describedBy = idRefs(
    hint ? `${id}-hint` : undefined,
    limit && characterCountRef(id, limit.length, limit.max),
    error ? `${id}-error` : undefined,
  );
  const common = {
    id,
    lang,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          ref={ref}
          className={`${formStyles.input} ${styles.textarea}`}
          rows={4}
          {...common}
          {...control}
        />
      ) : (
        <input
          ref={ref}
          className={formStyles.input}
          {...common}
          {...(control as React.InputHTMLAttributes<HTMLInputElement>)}
        />
      )}
      {limit && <CharacterCount id={id} length={limit.length} max={limit.max} />}
      <FieldError id={id} message={error} />
    </div>
  );
}
