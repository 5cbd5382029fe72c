import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { PasswordSchema } from "@tembea/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import styles from "../features/auth/auth.module.css";
import { useFieldMessage } from "../features/auth/field-messages";
import { AuthCard, FormAlert, TextField } from "../features/auth/form-fields";
import { Button } from "../ui/button";
import { usePageTitle } from "../ui/page-title";

/** The same password rules as sign-up and reset (shared PasswordSchema), plus the current password. */
const ChangePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, { error: "required" })),
    password: PasswordSchema,
    passwordConfirmation: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.passwordConfirmation, {
      error: "passwordMismatch",
      path: ["passwordConfirmation"],
      when: (payload) => {
        const v = payload.value as { password?: unknown; passwordConfirmation?: unknown } | undefined;
        return typeof v?.password === "string" && typeof v?.passwordConfirmation === "string";
      },
    }),
  );
type ChangePasswordForm = z.input<typeof ChangePasswordSchema>;

/** /account/security: change the password (Amplify updatePassword, straight to Cognito). */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Login and security`);
  const message = useFieldMessage();
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: "", password: "", passwordConfirmation: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    setFormError(undefined);
    setSaved(false);
    try {
      const { updatePassword } = await import("../features/auth/amplify");
      await updatePassword(currentPassword, password);
      reset();
      setSaved(true);
    } catch (error) {
      const wrong = (error as { name?: string } | null)?.name === "WrongCredentialsError";
      setFormError(message(wrong ? "wrongCredentials" : undefined));
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
              <Trans>Your password has been changed.</Trans>
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
        <TextField
          id="security-password"
          type="password"
          label={<Trans>New password</Trans>}
          autoComplete="new-password"
          hint={<Trans>At least 8 characters, one uppercase letter and one special character.</Trans>}
          error={errors.password && message(errors.password.message)}
          {...register("password")}
        />
        <TextField
          id="security-password-confirmation"
          type="password"
          label={<Trans>Confirm new password</Trans>}
          autoComplete="new-password"
          error={errors.passwordConfirmation && message(errors.passwordConfirmation.message)}
          {...register("passwordConfirmation")}
        />
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          <Trans>Change password</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
