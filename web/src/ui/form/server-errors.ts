import { useEffect, useRef, useState } from "react";
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "../../api/client";
import type { FormMessageKey } from "./field-messages";

type EditableForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  "subscribe" | "getFieldState" | "clearErrors"
>;

/**
 * Calls `onEdit` whenever the user changes a field of the form (typing, choosing, ticking; not the
 * form's own setValue or reset), and clears that field's server error (applyServerFieldErrors): an
 * answer about what was sent is no longer about what is there.
 */
export function useOnFieldEdit<T extends FieldValues>(form: EditableForm<T>, onEdit: () => void): void {
  const latest = useRef(onEdit);
  latest.current = onEdit;
  const { subscribe, getFieldState, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (!type) return;
          latest.current();
          if (name && getFieldState(name as Path<T>).error?.type === "server") clearErrors(name as Path<T>);
        },
      }),
    [subscribe, getFieldState, clearErrors],
  );
}

/**
 * The form-level message of a form (wrong credentials, too many attempts, server trouble): it goes
 * as soon as the user edits any field, so it never stays beside later errors it is not about.
 */
export function useFormMessage<T extends FieldValues>(
  form: EditableForm<T>,
): [string | undefined, (message: string | undefined) => void] {
  const [message, setMessage] = useState<string>();
  useOnFieldEdit(form, () => setMessage(undefined));
  return [message, setMessage];
}

/**
 * The form-level message key for a failure that is no field's (the API's, or the sign-in's);
 * undefined means the generic one.
 */
export function formMessageKey(error: unknown): FormMessageKey | undefined {
  // The sign-in's own (features/auth/amplify.ts), told by name: that module loads only with Amplify.
  if ((error as { name?: string } | null)?.name === "ConnectionLostError") return "connectionLost";
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === "RATE_LIMITED") return "tooManyAttempts";
  // No answer at all (offline, a dropped connection, the request's deadline): the form is fine.
  if (error.code === "NETWORK") return "connectionLost";
  return undefined;
}

/**
 * The first field message key of a validation failure, for a field that is not a form of its own (a
 * file picker): the API names one field, the picker shows its message.
 */
export function firstFieldMessageKey(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.code === "VALIDATION_FAILED"
    ? Object.values(error.fields)[0]
    : undefined;
}

/**
 * Every path of a form's values, objects and array items included ("itinerary", "itinerary.0",
 * "itinerary.0.title.de"): the `formFields` of a form whose lists grow and shrink.
 */
export function formFieldPaths(values: unknown, prefix = ""): string[] {
  if (values === null || typeof values !== "object") return [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    return [path, ...formFieldPaths(value, `${path}.`)];
  });
}

/**
 * Puts the API's field errors (400 VALIDATION_FAILED, "body.email" → "emailTaken") on the form's
 * fields; the message stays a key, translated where it is shown. Returns the keys of fields the form
 * does not have, for a form-level message. `prefix` is where the form's values sit in the request
 * ("body.draft." for a form that is one field of the body).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
  { prefix = "body." }: { prefix?: string } = {},
): { applied: boolean; other: string[] } {
  if (!(error instanceof ApiRequestError) || error.code !== "VALIDATION_FAILED") {
    return { applied: false, other: [] };
  }
  const other: string[] = [];
  let applied = false;
  for (const [path, key] of Object.entries(error.fields)) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if (formFields.includes(field)) {
      setError(field as Path<T>, { type: "server", message: key }, { shouldFocus: !applied });
      applied = true;
    } else {
      other.push(key);
    }
  }
  return { applied, other };
}
