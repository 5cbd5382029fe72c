import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmailSchema } from "@tembea/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import styles from "../features/auth/auth.module.css";
import { signIn } from "../features/auth/auth-store";
import { useFieldMessage } from "../features/auth/field-messages";
import { AuthCard, FormAlert, TextField } from "../features/auth/form-fields";
import { safeRedirect } from "../features/auth/server-errors";
import { useLocalizedPath } from "../i18n/locale-context";
import { Button } from "../ui/button";
import { usePageTitle } from "../ui/page-title";

const LoginSchema = z.object({ email: EmailSchema, password: z.string().min(1, { error: "required" }) });

/** /login: e-mail and password; success opens the account area or the page given as `redirect`. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Login`);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const message = useFieldMessage();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginSchema>, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(undefined);
    try {
      await signIn(email, password);
    } catch (error) {
      const wrong = (error as { name?: string } | null)?.name === "WrongCredentialsError";
      setFormError(message(wrong ? "wrongCredentials" : undefined));
      return;
    }
    navigate(safeRedirect(searchParams.get("redirect")) ?? to("/account"));
  });

  return (
    <AuthCard title={<Trans>Login</Trans>}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          id="login-email"
          type="email"
          label={<Trans>E-mail</Trans>}
          autoComplete="username"
          inputMode="email"
          error={errors.email && message(errors.email.message)}
          {...register("email")}
        />
        <TextField
          id="login-password"
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
      <ul className={styles.links}>
        <li>
          <Link to={to("/forgot-password")}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </li>
        <li>
          <Trans>
            No account yet? <Link to={to("/signup")}>Sign up</Link>
          </Trans>
        </li>
      </ul>
    </AuthCard>
  );
}
