import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { PasswordResetSchema } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
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
import { tokenFromHash } from "./link-token";

/** /reset-password: sets a new password with the mailed link's token. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Reset password`);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const message = useFieldMessage();
  const token = tokenFromHash(hash);
  // A link without a token cannot work, and one the server refused will not: either way the page
  // says so and offers a new link, without a form that cannot succeed.
  const [refused, setRefused] = useState(false);
  const linkInvalid = !token || refused;
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
    async (values) => {
      setFormError(undefined);
      try {
        await apiRequest(routes.resetPassword, { body: { ...values, token } });
        navigate(to("/reset-password/success"));
      } catch (error) {
        const { applied, other } = applyServerFieldErrors(error, setError, [
          "password",
          "passwordConfirmation",
        ]);
        if (other.includes("resetLinkInvalid")) setRefused(true);
        else if (!applied) setFormError(message(formMessageKey(error)));
      }
    },
    (invalid) => setRefused(Boolean(invalid.token)),
  );

  if (linkInvalid) {
    return (
      <AuthCard title={<Trans>Reset password</Trans>}>
        {/* Focused when the server refuses the link: the form the focus was in is gone. */}
        <FormAlert focusOnShow={Boolean(token)}>
          {message("resetLinkInvalid")}{" "}
          <Link to={to("/forgot-password")}>
            <Trans>Request a new link</Trans>
          </Link>
        </FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={<Trans>Reset password</Trans>}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert focusOnShow>{formError}</FormAlert>
        <input type="hidden" {...register("token")} />
        <NewPasswordFields idPrefix="reset" register={register} errors={errors} />
        <Button type="submit" className={styles.submit} loading={isSubmitting}>
          <Trans>Save new password</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
