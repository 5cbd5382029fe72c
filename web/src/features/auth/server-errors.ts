import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "../../api/client";
import type { FormMessageKey } from "./field-messages";

/** The form-level message key for an API failure that is no field's; undefined means the generic one. */
export function formMessageKey(error: unknown): FormMessageKey | undefined {
  return error instanceof ApiRequestError && error.code === "RATE_LIMITED" ? "tooManyAttempts" : undefined;
}

/**
 * Puts the API's field errors (400 VALIDATION_FAILED, "body.email" → "emailTaken") on the form's
 * fields; the message stays a key, translated where it is shown. Returns the keys of fields the form
 * does not have, for a form-level message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): { applied: boolean; other: string[] } {
  if (!(error instanceof ApiRequestError) || error.code !== "VALIDATION_FAILED") {
    return { applied: false, other: [] };
  }
  const other: string[] = [];
  let applied = false;
  for (const [path, key] of Object.entries(error.fields)) {
    const field = path.replace(/^body\./, "");
    if (formFields.includes(field)) {
      setError(field as Path<T>, { type: "server", message: key }, { shouldFocus: !applied });
      applied = true;
    } else {
      other.push(key);
    }
  }
  return { applied, other };
}

/** A `redirect` query value that stays on this site ("/account/security", never "//evil.example"). */
export function safeRedirect(value: string | null): string | undefined {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}
