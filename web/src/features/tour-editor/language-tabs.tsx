import { Trans, useLingui } from "@lingui/react/macro";
import { type Locale, locales } from "@tembea/shared";
import { forwardRef, type KeyboardEvent, type ReactNode, type TextareaHTMLAttributes, useRef } from "react";
import formStyles from "../../ui/form/form.module.css";
import { FieldError } from "../../ui/form/form-fields";
import { useTourLabels } from "./labels";
import styles from "./tour-editor.module.css";

export const tabId = (locale: Locale) => `tour-texts-tab-${locale}`;
export const panelId = "tour-texts-panel";

/**
 * The language the texts are written in: a tab list (arrow keys move between the tabs, as the ARIA
 * tabs pattern has it). Each tab says how many texts its language still lacks.
 */
export function LanguageTabs({
  current,
  onChange,
  missing,
}: {
  current: Locale;
  onChange: (locale: Locale) => void;
  missing: Record<Locale, number>;
}) {
  const { t } = useLingui();
  const labels = useTourLabels();
  const refs = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = locales[(index + step + locales.length) % locales.length] as Locale;
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={t`Language of the texts`} className={styles.tabs}>
      {locales.map((locale, index) => {
        const count = missing[locale];
        return (
          <button
            key={locale}
            ref={(element) => {
              refs.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={tabId(locale)}
            lang={locale}
            aria-selected={locale === current}
            aria-controls={panelId}
            tabIndex={locale === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(locale)}
            onKeyDown={(event) => move(event, index)}
            data-testid={`tab-${locale}`}
          >
            {labels.language[locale]}
            {count > 0 && (
              <span lang={undefined}>
                {" "}
                <span aria-hidden="true">({count})</span>
                <span className="visually-hidden">
                  <Trans>{count} texts missing</Trans>
                </span>
              </span>
            )}
          </button>
        );
      })}
    </div>
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
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  multiline?: boolean;
}

/**
 * A text in one language: a labelled input, or a textarea for long texts, its hint (the missing
 * languages) and error read with it. Its ref is the control's, for react-hook-form.
 */
export const TextInput = forwardRef<HTMLInputElement & HTMLTextAreaElement, TextProps>(function TextInput(
  { id, label, error, hint, multiline = false, lang, ...control },
  ref,
) {
  const describedBy = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    lang,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
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
      <FieldError id={id} message={error} />
    </div>
  );
});
