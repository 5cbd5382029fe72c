import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { SignUpSchema } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { apiRequest } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import styles from "./auth.module.css";
import { signIn } from "./auth-store";
import { useFieldMessage } from "./field-messages";
import { FormAlert, TextField } from "./form-fields";
import { applyServerFieldErrors, formMessageKey } from "./server-errors";
import { TermsCheckbox } from "./terms-checkbox";

type SignUpForm = z.input<typeof SignUpSchema>;
const fields = ["name", "email", "password", "passwordConfirmation", "acceptTerms"] as const;

export interface SignupFormProps {
  /** Prefix of the inputs' ids, so two forms can share a page (e.g. a booking step's tabs). */
  idPrefix?: string;
  /** Called once the account exists and the user is signed in. */
  onSignedIn: () => void;
  /** Called when the account was created but signing in afterwards failed (rare: e.g. offline). */
  onSignInFailed: () => void;
}

/**
 * Name, e-mail, password with confirmation and the terms; creates the account through our own
 * endpoint (the spec's messages) and signs in at once. Used by /signup and by the flows that create
 * an account on the way (booking, tailored request).
 */
export function SignupForm({ idPrefix = "signup", onSignedIn, onSignInFailed }: SignupFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
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
      await apiRequest(routes.signUp, { body: { ...values, locale } });
    } catch (error) {
      const { applied } = applyServerFieldErrors(error, setError, fields);
      if (!applied) setFormError(message(formMessageKey(error)));
      return;
    }
    try {
      await signIn(values.email, values.password);
    } catch {
      onSignInFailed();
      return;
    }
    onSignedIn();
  });

  const termsId = `${idPrefix}-terms`;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Sign up`}>
      <FormAlert focusOnShow>{formError}</FormAlert>
      <TextField
        id={`${idPrefix}-name`}
        label={<Trans>Full name</Trans>}
        autoComplete="name"
        error={errors.name && message(errors.name.message)}
        {...register("name")}
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={<Trans>E-mail</Trans>}
        autoComplete="email"
        inputMode="email"
        error={errors.email && message(errors.email.message)}
        {...register("email")}
      />
      <TextField
        id={`${idPrefix}-password`}
        type="password"
        label={<Trans>Password</Trans>}
        autoComplete="new-password"
        hint={<Trans>At least 8 characters, one uppercase letter and one special character.</Trans>}
        error={errors.password && message(errors.password.message)}
        {...register("password")}
      />
      <TextField
        id={`${idPrefix}-password-confirmation`}
        type="password"
        label={<Trans>Confirm password</Trans>}
        autoComplete="new-password"
        error={errors.passwordConfirmation && message(errors.passwordConfirmation.message)}
        {...register("passwordConfirmation")}
      />
      <TermsCheckbox
        id={termsId}
        error={errors.acceptTerms && message(errors.acceptTerms.message)}
        {...register("acceptTerms")}
      />
      <Button type="submit" className={styles.submit} loading={isSubmitting}>
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
