import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmailSchema } from "@tembea/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import styles from "../../ui/form/form.module.css";
import { FormAlert, TextField } from "../../ui/form/form-fields";
import { formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { type AuthState, type AuthUser, signIn } from "./auth-store";
import { ConfirmSignupStep } from "./confirm-signup-step";

const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().check(z.minLength(1, { error: "required" })),
});

export interface LoginFormProps {
  /** Prefix of the inputs' ids, so two forms can share a page (e.g. a booking step's tabs). */
  idPrefix?: string;
  /** Called once the user is signed in, with who that is (agents have their own start page). */
  onSignedIn: (user: AuthUser | undefined) => void;
}

interface Credentials {
  email: string;
  password: string;
}

/**
 * E-mail and password; "Your credentials are wrong." for either a wrong password or an unknown
 * address. An account whose sign-up code was never entered cannot sign in (Cognito: "User is
 * disabled."): the form offers its code step, and signs in once it is confirmed. Used by /login and
 * by the flows that sign in on the way (booking, tailored request).
 */
export function LoginForm({ idPrefix = "login", onSignedIn }: LoginFormProps) {
  const [confirming, setConfirming] = useState<Credentials>();
  const [confirmedNotice, setConfirmedNotice] = useState(false);
  if (confirming) {
    return (
      <ConfirmSignupStep
        email={confirming.email}
        password={confirming.password}
        idPrefix={idPrefix}
        reason="unconfirmed"
        onSignedIn={onSignedIn}
        onSignInFailed={() => {
          setConfirming(undefined);
          setConfirmedNotice(true);
        }}
      />
    );
  }
  return (
    <CredentialsForm
      idPrefix={idPrefix}
      onSignedIn={onSignedIn}
      onConfirm={setConfirming}
      confirmedNotice={confirmedNotice}
    />
  );
}

function CredentialsForm({
  idPrefix,
  onSignedIn,
  onConfirm,
  confirmedNotice,
}: {
  idPrefix: string;
  onSignedIn: (user: AuthUser | undefined) => void;
  /** Goes to the code step of an account never confirmed. */
  onConfirm: (credentials: Credentials) => void;
  /** The address was just confirmed, but the password given did not sign in. */
  confirmedNotice: boolean;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const [unconfirmed, setUnconfirmed] = useState<Credentials>();
  const form = useForm<z.input<typeof LoginSchema>, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(undefined);
    setUnconfirmed(undefined);
    let signedIn: AuthState;
    try {
      signedIn = await signIn(email, password);
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === "UnconfirmedAccountError") {
        setUnconfirmed({ email, password });
        return;
      }
      setFormError(
        message(
          name === "WrongCredentialsError"
            ? "wrongCredentials"
            : name === "TooManyAttemptsError"
              ? "tooManyAttempts"
              : formMessageKey(error),
        ),
      );
      return;
    }
    onSignedIn(signedIn.status === "signedIn" ? signedIn.user : undefined);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
      {confirmedNotice && (
        <p className={styles.status} role="status">
          <Trans>Your e-mail address is confirmed. Please log in.</Trans>
        </p>
      )}
      {/* One alert for both: what went wrong, or the way to an account's code step. */}
      <FormAlert focusOnShow>
        {unconfirmed ? (
          <div className={styles.alertWithAction}>
            <p>
              <Trans>Your e-mail address is not confirmed yet.</Trans>
            </p>
            <Button variant="secondary" onClick={() => onConfirm(unconfirmed)}>
              <Trans>Confirm your e-mail address</Trans>
            </Button>
          </div>
        ) : (
          formError
        )}
      </FormAlert>
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={<Trans>E-mail</Trans>}
        autoComplete="username"
        inputMode="email"
        error={errors.email && message(errors.email.message)}
        {...register("email")}
      />
      <TextField
        id={`${idPrefix}-password`}
        type="password"
        label={<Trans>Password</Trans>}
        autoComplete="current-password"
        error={errors.password && message(errors.password.message)}
        {...register("password")}
      />
      <Button type="submit" className={styles.submit} loading={isSubmitting}>
        <Trans>Log in</Trans>
      </Button>
    </form>
  );
}
