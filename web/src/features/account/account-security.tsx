import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { PasswordChangeSchema } from "@tembea/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiRequestError } from "../../api/client";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import styles from "../../ui/form/form.module.css";
import { AuthCard, FormAlert, TextField } from "../../ui/form/form-fields";
import { NewPasswordFields } from "../../ui/form/password-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { usePageTitle } from "../../ui/page-title";
import { changePassword } from "../auth/auth-store";

type ChangePasswordForm = z.input<typeof PasswordChangeSchema>;
const fields = ["currentPassword", "password", "passwordConfirmation"] as const;

/**
 * /account/security: change the password. The server checks the current one, sets the new one and
 * ends every other session of the account (features/auth/auth-store.ts changePassword).
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Login and security`);
  const message = useFieldMessage();
  const [saved, setSaved] = useState(false);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(PasswordChangeSchema),
    defaultValues: { currentPassword: "", password: "", passwordConfirmation: "" },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setFormError(undefined);
    setSaved(false);
    try {
      await changePassword(currentPassword, password);
      reset();
      setSaved(true);
    } catch (error) {
      // A wrong current password is "Your credentials are wrong." (docs/product-spec.md, section 8), said for
      // the whole form as at login; any other field's message goes to its field.
      const wrong =
        error instanceof ApiRequestError && error.fields["body.currentPassword"] === "wrongCredentials";
      if (wrong || !applyServerFieldErrors(error, setError, fields).applied)
        setFormError(message(wrong ? "wrongCredentials" : formMessageKey(error)));
    }
  });

  return (
    <AuthCard title={<Trans>Login and security</Trans>}>
      <h2>
        <Trans>Change password</Trans>
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert focusOnShow>{formError}</FormAlert>
        <div role="status">
          {saved && (
            <p className={styles.status}>
              <Trans>
                Your password has been changed. Every other device signed in to your account has been signed
                out.
              </Trans>
            </p>
          )}
        </div>
        <TextField
          id="security-current-password"
          type="password"
          label={<Trans>Current password</Trans>}
          autoComplete="current-password"
          error={errors.currentPassword && message(errors.currentPassword.message)}
          {...register("currentPassword")}
        />
        <NewPasswordFields idPrefix="security" register={register} errors={errors} />
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          <Trans>Change password</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
