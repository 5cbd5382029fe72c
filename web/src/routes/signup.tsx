import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { contract, SignUpSchema } from "@tembea/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { apiRequest } from "../api/client";
import styles from "../features/auth/auth.module.css";
import { signIn } from "../features/auth/auth-store";
import { useFieldMessage } from "../features/auth/field-messages";
import { AuthCard, FieldError, FormAlert, TextField } from "../features/auth/form-fields";
import { applyServerFieldErrors } from "../features/auth/server-errors";
import { legalLinks } from "../features/footer/legal-links";
import { useLocale, useLocalizedPath } from "../i18n/locale-context";
import { Button } from "../ui/button";
import { usePageTitle } from "../ui/page-title";

type SignUpForm = z.input<typeof SignUpSchema>;
const fields = ["name", "email", "password", "passwordConfirmation", "acceptTerms"] as const;

/** /signup: creates the account, signs in at once and opens the account area. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Sign up`);
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const message = useFieldMessage();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm, unknown, z.output<typeof SignUpSchema>>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: {
      name: "",
      email: "",
      password: "",
      passwordConfirmation: "",
      acceptTerms: false as unknown as true,
      locale,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await apiRequest(contract.signUp, { body: { ...values, locale } });
    } catch (error) {
      const { applied } = applyServerFieldErrors(error, setError, fields);
      if (!applied) setFormError(message(undefined));
      return;
    }
    try {
      await signIn(values.email, values.password);
      navigate(to("/account"));
    } catch {
      navigate(to("/login"));
    }
  });

  const links = legalLinks[locale];
  return (
    <AuthCard title={<Trans>Sign up</Trans>}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          id="signup-name"
          label={<Trans>Full name</Trans>}
          autoComplete="name"
          error={errors.name && message(errors.name.message)}
          {...register("name")}
        />
        <TextField
          id="signup-email"
          type="email"
          label={<Trans>E-mail</Trans>}
          autoComplete="email"
          inputMode="email"
          error={errors.email && message(errors.email.message)}
          {...register("email")}
        />
        <TextField
          id="signup-password"
          type="password"
          label={<Trans>Password</Trans>}
          autoComplete="new-password"
          hint={<Trans>At least 8 characters, one uppercase letter and one special character.</Trans>}
          error={errors.password && message(errors.password.message)}
          {...register("password")}
        />
        <TextField
          id="signup-password-confirmation"
          type="password"
          label={<Trans>Confirm password</Trans>}
          autoComplete="new-password"
          error={errors.passwordConfirmation && message(errors.passwordConfirmation.message)}
          {...register("passwordConfirmation")}
        />
        <div className={styles.checkbox}>
          <input
            id="signup-terms"
            type="checkbox"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? "signup-terms-error" : undefined}
            {...register("acceptTerms")}
          />
          <label htmlFor="signup-terms">
            <Trans>
              I accept the{" "}
              <a href={links.terms} target="_blank" rel="noreferrer">
                terms and conditions
              </a>{" "}
              and the{" "}
              <a href={links.privacy} target="_blank" rel="noreferrer">
                privacy policy
              </a>
              .
            </Trans>
          </label>
          <FieldError id="signup-terms" message={errors.acceptTerms && message(errors.acceptTerms.message)} />
        </div>
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          <Trans>Create account</Trans>
        </Button>
      </form>
      <p className={styles.links}>
        <span>
          <Trans>
            Already have an account? <Link to={to("/login")}>Log in</Link>
          </Trans>
        </span>
      </p>
    </AuthCard>
  );
}
