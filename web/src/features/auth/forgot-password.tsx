import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { PasswordResetRequestSchema } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type * as z from "zod/mini";
import { apiRequest } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import styles from "../../ui/form/form.module.css";
import { AuthCard, FormAlert, TextField } from "../../ui/form/form-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { usePageTitle } from "../../ui/page-title";

/** /forgot-password: asks for a reset link. The answer is the same whether the address exists or not. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Reset password`);
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const message = useFieldMessage();
  const form = useForm<
    z.input<typeof PasswordResetRequestSchema>,
    unknown,
    z.output<typeof PasswordResetRequestSchema>
  >({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: "", locale },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await apiRequest(routes.requestPasswordReset, { body: { ...values, locale } });
      navigate(to("/forgot-password/success"));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ["email"]).applied)
        setFormError(message(formMessageKey(error)));
    }
  });

  return (
    <AuthCard title={<Trans>Reset password</Trans>}>
      <p>
        <Trans>
          Enter the e-mail address of your account. If it exists, we send you a link to set a new password.
        </Trans>
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert focusOnShow>{formError}</FormAlert>
        <TextField
          id="forgot-email"
          type="email"
          label={<Trans>E-mail</Trans>}
          autoComplete="email"
          inputMode="email"
          error={errors.email && message(errors.email.message)}
          {...register("email")}
        />
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          <Trans>Send reset link</Trans>
        </Button>
      </form>
      <ul className={styles.links}>
        <li>
          <Link to={to("/login")}>
            <Trans>Back to login</Trans>
          </Link>
        </li>
      </ul>
    </AuthCard>
  );
}
