import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { PasswordResetSchema } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type * as z from "zod/mini";
import { apiRequest } from "../../api/client";
import { useLocalizedPath } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import styles from "../../ui/form/form.module.css";
import { AuthCard, FormAlert } from "../../ui/form/form-fields";
import { NewPasswordFields } from "../../ui/form/password-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import { usePageTitle } from "../../ui/page-title";
import { signIn } from "./auth-store";
import { tokenFromHash } from "./link-token";

/**
 * /invitation: an invited agent (or operator staff) sets the password with the mailed link's token
 * (the rules of sign-up), is signed in with it and lands where their work is.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Set your password`);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const message = useFieldMessage();
  const token = tokenFromHash(hash);
  const [refused, setRefused] = useState(false);
  const form = useForm<z.input<typeof PasswordResetSchema>, unknown, z.output<typeof PasswordResetSchema>>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { token, password: "", passwordConfirmation: "" },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);

  const onSubmit = handleSubmit(
    async ({ password }) => {
      setFormError(undefined);
      let accepted: { email: string; role: "agent" | "admin" };
      try {
        accepted = await apiRequest(routes.acceptInvitation, { body: { token, password } });
      } catch (error) {
        const { applied, other } = applyServerFieldErrors(error, setError, ["password"]);
        if (other.includes("invitationInvalid")) setRefused(true);
        else if (!applied) setFormError(message(formMessageKey(error)));
        return;
      }
      try {
        await signIn(accepted.email, password);
        navigate(to(accepted.role === "admin" ? "/admin" : "/agent"), { replace: true });
      } catch {
        // The password is set: only the sign-in failed, which the login page can do again.
        navigate(to("/login"), { replace: true });
      }
    },
    (invalid) => setRefused(Boolean(invalid.token)),
  );

  if (!token || refused) {
    return (
      <AuthCard title={<Trans>Set your password</Trans>}>
        <FormAlert focusOnShow={Boolean(token)}>
          <Trans>
            This invitation link is wrong, used or older than seven days. Please ask Tembea's team for a new
            one.
          </Trans>
        </FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={<Trans>Set your password</Trans>}>
      <p>
        <Trans>Welcome to Tembea. Choose the password of your account; you will be signed in with it.</Trans>
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert focusOnShow>{formError}</FormAlert>
        <input type="hidden" {...register("token")} />
        <NewPasswordFields idPrefix="invitation" register={register} errors={errors} />
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          <Trans>Set password and sign in</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
