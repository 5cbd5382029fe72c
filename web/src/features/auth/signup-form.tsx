import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { SignUpSchema } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { apiRequest } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import styles from "../../ui/form/form.module.css";
import { FormAlert, TextField } from "../../ui/form/form-fields";
import { NewPasswordFields } from "../../ui/form/password-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { ConfirmSignupStep } from "./confirm-signup-step";
import { TermsCheckbox } from "./terms-checkbox";

type SignUpForm = z.input<typeof SignUpSchema>;
const fields = ["name", "email", "password", "passwordConfirmation", "acceptTerms"] as const;

export interface SignupFormProps {
  /** Prefix of the inputs' ids, so two forms can share a page (e.g. a booking step's tabs). */
  idPrefix?: string;
  /** Called once the account exists, its address is confirmed and the user is signed in. */
  onSignedIn: () => void;
  /** Called when the account was confirmed but signing in afterwards failed (rare: e.g. offline). */
  onSignInFailed: () => void;
}

interface PendingSignUp {
  name: string;
  email: string;
  password: string;
}

/**
 * Sign-ups waiting for their code, by form (idPrefix), in memory only: a form whose tab was left
 * (the booking's and the wizard's tabs unmount it) comes back at its code step, with the password
 * still there to sign in with. Gone with the page, never stored.
 */
const pendingSignUps = new Map<string, PendingSignUp>();

/**
 * Name, e-mail, password with confirmation and the terms; creates the account through our own
 * endpoint (the messages of docs/product-spec.md, sections 5 and 8), then asks for the code mailed to the
 * address and signs in. Used by /signup and by the flows that create an account on the way (booking,
 * tailored request), which keep their own answers meanwhile.
 */
export function SignupForm({ idPrefix = "signup", onSignedIn, onSignInFailed }: SignupFormProps) {
  const [pending, setPending] = useState(() => pendingSignUps.get(idPrefix));
  const [retyping, setRetyping] = useState<{ name: string; email: string }>();
  const remember = (next: PendingSignUp | undefined) => {
    if (next) pendingSignUps.set(idPrefix, next);
    else pendingSignUps.delete(idPrefix);
    setPending(next);
  };
  if (pending) {
    return (
      <ConfirmSignupStep
        email={pending.email}
        password={pending.password}
        idPrefix={idPrefix}
        reason="signedUp"
        onSignedIn={() => {
          remember(undefined);
          onSignedIn();
        }}
        onSignInFailed={() => {
          remember(undefined);
          onSignInFailed();
        }}
        onBack={() => {
          setRetyping({ name: pending.name, email: pending.email });
          remember(undefined);
        }}
      />
    );
  }
  return <SignupDetailsForm idPrefix={idPrefix} initial={retyping} onSignedUp={remember} />;
}

/** The sign-up form itself; a sign-up it sent goes on to the code step. */
function SignupDetailsForm({
  idPrefix,
  initial,
  onSignedUp,
}: {
  idPrefix: string;
  /** Name and address to start from, when coming back from the code step to change the address. */
  initial: { name: string; email: string } | undefined;
  onSignedUp: (pending: PendingSignUp) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const form = useForm<SignUpForm, unknown, z.output<typeof SignUpSchema>>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: {
      name: initial?.name ?? "",
      email: initial?.email ?? "",
      password: "",
      passwordConfirmation: "",
      acceptTerms: false as unknown as true,
      locale,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);

  // Back from the code step to change the address: the focus goes where the change is made.
  const changingAddress = Boolean(initial);
  useEffect(() => {
    if (changingAddress) setFocus("email");
  }, [changingAddress, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await apiRequest(routes.signUp, { body: { ...values, locale } });
    } catch (error) {
      const { applied } = applyServerFieldErrors(error, setError, fields);
      if (!applied) setFormError(message(formMessageKey(error)));
      return;
    }
    onSignedUp({ name: values.name, email: values.email, password: values.password });
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
      <NewPasswordFields
        idPrefix={idPrefix}
        label={<Trans>Password</Trans>}
        confirmationLabel={<Trans>Confirm password</Trans>}
        register={register}
        errors={errors}
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
