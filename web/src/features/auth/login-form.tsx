import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmailSchema } from "@tembea/shared";
import { useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { Button } from "../../ui/button";
import styles from "./auth.module.css";
import { type AuthState, type AuthUser, signIn } from "./auth-store";
import { useFieldMessage } from "./field-messages";
import { FormAlert, TextField } from "./form-fields";

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

/**
 * E-mail and password; "Your credentials are wrong." for either a wrong password or an unknown
 * address. Used by /login and by the flows that sign in on the way (booking, tailored request).
 */
export function LoginForm({ idPrefix = "login", onSignedIn }: LoginFormProps) {
  const { t } = useLingui();
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
    let signedIn: AuthState;
    try {
      signedIn = await signIn(email, password);
    } catch (error) {
      const wrong = (error as { name?: string } | null)?.name === "WrongCredentialsError";
      setFormError(message(wrong ? "wrongCredentials" : undefined));
      return;
    }
    onSignedIn(signedIn.status === "signedIn" ? signedIn.user : undefined);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
      <FormAlert focusOnShow>{formError}</FormAlert>
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
