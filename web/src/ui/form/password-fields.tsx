import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useFieldMessage } from "./field-messages";
import { TextField } from "./form-fields";

type PasswordField = "password" | "passwordConfirmation";

export interface NewPasswordFieldsProps {
  /** The inputs are `${idPrefix}-password` and `${idPrefix}-password-confirmation`. */
  idPrefix: string;
  /** The form's `register` and `formState.errors`: its fields are `password` and `passwordConfirmation`. */
  register: (name: PasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<PasswordField, { message?: string | undefined }>>;
  /** The sign-up asks for a "Password"; a change or reset asks for a "New password" (the default). */
  label?: ReactNode;
  confirmationLabel?: ReactNode;
}

/**
 * A new password and its confirmation, with the rules the shared PasswordSchema checks as the hint.
 * Used by the sign-up, the password reset and the account's password change.
 */
export function NewPasswordFields({
  idPrefix,
  register,
  errors: { password, passwordConfirmation },
  label = <Trans>New password</Trans>,
  confirmationLabel = <Trans>Confirm new password</Trans>,
}: NewPasswordFieldsProps) {
  const message = useFieldMessage();
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        type="password"
        label={label}
        autoComplete="new-password"
        hint={<Trans>At least 8 characters, one uppercase letter and one special character.</Trans>}
        error={password && message(password.message)}
        {...register("password")}
      />
      <TextField
        id={`${idPrefix}-password-confirmation`}
        type="password"
        label={confirmationLabel}
        autoComplete="new-password"
        error={passwordConfirmation && message(passwordConfirmation.message)}
        {...register("passwordConfirmation")}
      />
    </>
  );
}
