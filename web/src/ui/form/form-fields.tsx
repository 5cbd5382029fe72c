import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useEffect,
  useRef,
} from "react";
import styles from "./form.module.css";

/** ids for an input and its error, so the error is announced with the field (aria-describedby). */
function ids(id: string) {
  return { error: `${id}-error`, hint: `${id}-hint` };
}

/** An aria-describedby of the ids given (a false or undefined one is left out), or none. */
export function idRefs(...refs: (string | false | undefined)[]): string | undefined {
  return refs.filter(Boolean).join(" ") || undefined;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const { error: errorId, hint: hintId } = ids(id);
  return idRefs(hint ? hintId : undefined, error ? errorId : undefined);
}

/**
 * A field's error. `announce` makes it an alert, for an error that appears while the focus stays where
 * it was (a server's answer after the click, a row's own small form): the focus moving to an invalid
 * field is what announces the others.
 */
export function FieldError({
  id,
  message,
  announce = false,
}: {
  id: string;
  message?: string | undefined;
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={ids(id).error} className={styles.fieldError} role={announce ? "alert" : undefined}>
      {message}
    </p>
  );
}

/** A field's frame: its label, hint, control (`children`) and error, in that order. */
function Field({
  id,
  label,
  hint,
  error,
  announceError = false,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  announceError?: boolean;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={ids(id).hint} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} message={error} announce={announceError} />
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: ReactNode;
  /** The translated error text, when the field is invalid. */
  error?: string | undefined;
  /** The error is an alert (FieldError's `announce`): for a field whose errors come while it keeps the focus. */
  announceError?: boolean;
  hint?: ReactNode;
}

/**
 * A labelled input with its hint and error wired for assistive technology. Its `ref` prop is the
 * input's: react-hook-form's `register` reads and focuses the field through it.
 */
export function TextField({
  ref,
  id,
  label,
  error,
  announceError,
  hint,
  className,
  ...input
}: TextFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      announceError={announceError}
      className={className}
    >
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </Field>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  id: string;
  label: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select wired like TextField, its `ref` the select's. */
export function SelectField({ ref, id, label, error, children, className, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <select
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...select}
      >
        {children}
      </select>
    </Field>
  );
}

/**
 * A form-level message (wrong credentials, expired link, server trouble), announced when it appears.
 * With `focusOnShow` it also takes the focus when it appears: a failed submit leaves the focus on
 * <body> (the busy button was disabled), so a keyboard user would not be where the message is.
 */
export function FormAlert({
  children,
  focusOnShow = false,
}: {
  children?: ReactNode;
  focusOnShow?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = Boolean(children);
  useEffect(() => {
    if (focusOnShow && shown) ref.current?.focus();
  }, [focusOnShow, shown]);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={focusOnShow && shown ? -1 : undefined}
      className={children ? styles.alert : undefined}
    >
      {children}
    </div>
  );
}

/** The page frame of the auth forms: a narrow card with the heading. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
