import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { SignUpConfirmationSchema } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiRequestError, apiRequest } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import styles from "../../ui/form/form.module.css";
import { FormAlert, TextField } from "../../ui/form/form-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { type AuthUser, signIn } from "./auth-store";

type CodeForm = z.input<typeof SignUpConfirmationSchema>;

export interface ConfirmSignupStepProps {
  /** The address signed up with, and the password just typed: signing in follows the code at once. */
  email: string;
  password: string;
  /** Prefix of the ids, as the form this step follows (several forms may share a page). */
  idPrefix: string;
  /** Right after the sign-up form, or at a login of an account whose code was never entered. */
  reason: "signedUp" | "unconfirmed";
  /** Called once the address is confirmed and the user signed in. */
  onSignedIn: (user: AuthUser | undefined) => void;
  /** Called when the address is confirmed but signing in then failed (e.g. a mistyped password at login). */
  onSignInFailed: () => void;
  /** Back to the form, to sign up with another address; no button without it. */
  onBack?: () => void;
}

type ResendState = "idle" | "sending" | "sent" | "limited" | "lost" | "failed";

/**
 * The code mailed at sign-up proves the address; the account cannot sign in before. Six digits
 * (the phone's keyboard, and the code offered from the mail by browsers that can), a new code on
 * request, then signed in with the password still in memory.
 */
export function ConfirmSignupStep({
  email,
  password,
  idPrefix,
  reason,
  onSignedIn,
  onSignInFailed,
  onBack,
}: ConfirmSignupStepProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const [resend, setResend] = useState<ResendState>("idle");
  const codeId = `${idPrefix}-code`;
  const form = useForm<CodeForm, unknown, z.output<typeof SignUpConfirmationSchema>>({
    resolver: zodResolver(SignUpConfirmationSchema),
    defaultValues: { email, code: "" },
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);

  // The form this step replaced had the focus (its submit button); the code field takes it, its
  // label and hint read out with it.
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current) return;
    focused.current = true;
    setFocus("code");
  }, [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await apiRequest(routes.confirmSignUp, { body: { email, code: values.code } });
    } catch (error) {
      const { applied } = applyServerFieldErrors(error, setError, ["code"]);
      if (!applied) setFormError(message(formMessageKey(error)));
      return;
    }
    let user: AuthUser | undefined;
    try {
      const state = await signIn(email, password);
      user = state.status === "signedIn" ? state.user : undefined;
    } catch {
      onSignInFailed();
      return;
    }
    onSignedIn(user);
  });

  const sendNewCode = async () => {
    setResend("sending");
    try {
      await apiRequest(routes.resendSignUpCode, { body: { email, locale } });
    } catch (error) {
      setResend(
        error instanceof ApiRequestError && error.code === "RATE_LIMITED"
          ? "limited"
          : formMessageKey(error) === "connectionLost"
            ? "lost"
            : "failed",
      );
      return;
    }
    // The code typed before, and what was said of it, belong to a code that no longer works.
    setValue("code", "");
    clearErrors("code");
    setFormError(undefined);
    setResend("sent");
  };

  const headingId = `${idPrefix}-confirm-heading`;
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.stepTitle}>
        <Trans>Confirm your e-mail address</Trans>
      </h2>
      <p className={styles.stepIntro}>
        {reason === "signedUp" ? (
          <Trans>
            We sent a six-digit code to <strong>{email}</strong>. Enter it below to finish creating your
            account.
          </Trans>
        ) : (
          <Trans>
            Your e-mail address is not confirmed yet. Enter the six-digit code we sent to{" "}
            <strong>{email}</strong>, or ask for a new one.
          </Trans>
        )}
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <FormAlert focusOnShow>{formError}</FormAlert>
        <TextField
          id={codeId}
          label={<Trans>Code from the e-mail</Trans>}
          hint={<Trans>Six digits, valid for 24 hours.</Trans>}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          className={styles.codeField}
          error={errors.code && message(errors.code.message)}
          // People paste "123 456" or "123-456"; only the digits are the code.
          {...register("code", {
            setValueAs: (value: string) => value.replace(/[\s-]/g, ""),
            // What the server said was of the code typed before; the form's own checks run again.
            onChange: () => clearErrors("code"),
          })}
        />
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          <Trans>Confirm</Trans>
        </Button>
      </form>
      <div className={styles.resend}>
        <Button variant="secondary" loading={resend === "sending"} onClick={() => void sendNewCode()}>
          <Trans>Send a new code</Trans>
        </Button>
        <p role="status" className={resend === "idle" || resend === "sending" ? undefined : styles.hint}>
          {resend === "sent" && t`We sent a new code to ${email}. Codes sent before no longer work.`}
          {resend === "limited" && t`Please wait a minute before asking for another code.`}
          {resend === "failed" && message(undefined)}
          {resend === "lost" && message("connectionLost")}
        </p>
        {onBack && (
          <Button variant="secondary" onClick={onBack}>
            <Trans>Use another e-mail address</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
