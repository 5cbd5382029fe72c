import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from "react";

/**
 * A form over uncontrolled inputs: the browser holds what is typed (so a prerendered input is the
 * same node before and after the app takes over), the form is read with FormData on submit. It does
 * what react-hook-form's useForm did for a small form, in its default modes, without its 14 KB gzip
 * on a page's first load: messages appear on submit; after that, a field's message follows its
 * changes; a failed submit focuses the first invalid field.
 */

/** A form's fields as the inputs hold them: strings, one per name. */
export type FieldValues<T> = { [K in keyof T]: string };

/** A message key per invalid field (the shared schemas' keys; the form's own code words them). */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** What validating the fields gave: the valid output, or a message key per invalid field. */
export type Validation<T, Out> = { ok: true; value: Out } | { ok: false; errors: FieldErrors<T> };

/** The part of an input, select or textarea this module uses (a plain object in unit tests). */
export interface Control {
  name: string;
  type: string;
  value: string;
  checked?: boolean;
  focus(): void;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The values of the form's mounted fields (FormData's entries) over `held`: a field that is not
 * rendered now (the other kind of date) keeps its last value, as does a radio group with none checked.
 */
export function readValues<T extends FieldValues<T>>(held: T, entries: Iterable<[string, unknown]>): T {
  const values: Record<string, string> = { ...held };
  for (const [name, value] of entries) if (name in held && typeof value === "string") values[name] = value;
  return values as T;
}

/** Puts values into the form's controls (radios are checked by value). */
export function writeValues<T extends FieldValues<T>>(controls: Iterable<Control>, values: T): void {
  const byName: Record<string, string> = values;
  for (const control of controls) {
    const value = byName[control.name];
    if (value === undefined) continue;
    if (control.type === "radio" || control.type === "checkbox") control.checked = control.value === value;
    else control.value = value;
  }
}

/** The first control, in the form's order, whose field has an error. */
export function firstInvalid<T>(controls: Iterable<Control>, errors: FieldErrors<T>): Control | undefined {
  const byName: Record<string, string | undefined> = errors;
  for (const control of controls) if (byName[control.name]) return control;
  return undefined;
}

/** After a submit, a change validates the form again and updates the changed field's message only. */
export function errorsAfterChange<T, Out>(
  errors: FieldErrors<T>,
  name: keyof T & string,
  result: Validation<T, Out>,
): FieldErrors<T> {
  const next = { ...errors };
  const error = result.ok ? undefined : result.errors[name];
  if (error) next[name] = error;
  else delete next[name];
  return next;
}

const controlsOf = (form: HTMLFormElement) => [...form.elements] as unknown as Control[];

/**
 * `field(name)` and `choice(name, value)` are spread onto the inputs (TextField, SelectField, a
 * radio's Choice); `values` is what the fields hold now, `errors` the message keys to show.
 * `validate` may load the rules first; when it fails (usually a new version deployed meanwhile) the
 * error is thrown while rendering, where the route's error boundary reloads the page.
 */
export function useUncontrolledForm<T extends FieldValues<T>, Out>(options: {
  defaults: T;
  validate: (values: T) => Promise<Validation<T, Out>>;
}) {
  const { validate } = options;
  const [values, setValues] = useState(options.defaults);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [failure, setFailure] = useState<{ error: unknown }>();
  const submitted = useRef(false);
  const form = useRef<HTMLFormElement | null>(null);
  // Every field's ref: the form is found through its fields, whoever renders the <form> element.
  const capture = useCallback((element: FieldElement | null) => {
    if (element?.form) form.current = element.form;
  }, []);

  const check = async (next: T): Promise<Validation<T, Out> | undefined> => {
    try {
      return await validate(next);
    } catch (error) {
      setFailure({ error });
      return undefined;
    }
  };

  const onChange = (event: ChangeEvent<FieldElement>) => {
    const { name, form: owner } = event.currentTarget;
    if (!owner) return;
    const next = readValues(values, new FormData(owner));
    setValues(next);
    if (!submitted.current) return;
    void check(next).then((result) => {
      if (result) setErrors((current) => errorsAfterChange(current, name as keyof T & string, result));
    });
  };

  const field = (name: keyof T & string) => ({ name, defaultValue: values[name], ref: capture, onChange });
  const choice = (name: keyof T & string, value: string) => ({
    name,
    value,
    defaultChecked: values[name] === value,
    ref: capture,
    onChange,
  });

  const handleSubmit = (onValid: (value: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const owner = event.currentTarget;
    const next = readValues(values, new FormData(owner));
    submitted.current = true;
    setValues(next);
    void check(next).then((result) => {
      if (!result) return;
      if (result.ok) {
        setErrors({});
        onValid(result.value);
        return;
      }
      setErrors(result.errors);
      firstInvalid(controlsOf(owner), result.errors)?.focus();
    });
  };

  /** New values for every field (a saved draft read after hydration), with no messages. */
  const reset = useCallback((next: T) => {
    if (form.current) writeValues(controlsOf(form.current), next);
    submitted.current = false;
    setValues(next);
    setErrors({});
  }, []);

  if (failure) throw failure.error;
  return { values, errors, field, choice, handleSubmit, reset };
}
