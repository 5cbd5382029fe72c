import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { type Agent, type AgentInvite, AgentInviteSchema, type Locale, locales } from "@tembea/shared";
import { useState } from "react";
import { type FieldError as HookFieldError, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ApiRequestError } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FormAlert, SelectField, TextField } from "../../ui/form/form-fields";
import { applyServerFieldErrors, formMessageKey, useFormMessage } from "../../ui/form/server-errors";
import styles from "./admin.module.css";
import { useAgentActions } from "./queries";

function AgentStatus({ status }: { status: Agent["status"] }) {
  if (status === "invited") return <Trans>Invited</Trans>;
  if (status === "disabled") return <Trans>Disabled</Trans>;
  return <Trans>Active</Trans>;
}

/** The agency's agents, with invite, resend, disable and enable; each change is said in a status line. */
export function AgentsSection({ agencyId, agents }: { agencyId: string; agents: Agent[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const { invite, act } = useAgentActions(agencyId);
  const [status, setStatus] = useState<string>();
  const languageNames: Record<Locale, string> = { en: t`English`, de: t`German`, fr: t`French` };
  const form = useForm<z.input<typeof AgentInviteSchema>, unknown, AgentInvite>({
    resolver: zodResolver(AgentInviteSchema),
    defaultValues: { email: "", name: "", language: locale },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [formError, setFormError] = useFormMessage(form);
  const errorOf = (error: HookFieldError | undefined) => error && message(error.message);

  const onInvite = handleSubmit(async (values) => {
    setFormError(undefined);
    setStatus(undefined);
    try {
      const agent = await invite.mutateAsync(values);
      reset({ email: "", name: "", language: values.language });
      const email = agent.email;
      setStatus(t`Invitation sent to ${email}.`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "EMAIL_TAKEN") {
        setError("email", { type: "server", message: "emailTaken" }, { shouldFocus: true });
        return;
      }
      if (!applyServerFieldErrors(error, setError, ["email", "name", "language"]).applied)
        setFormError(message(formMessageKey(error)));
    }
  });

  const run = async (action: "resend" | "disable" | "enable", agent: Agent) => {
    setStatus(undefined);
    const email = agent.email;
    try {
      await act.mutateAsync({ action, agentId: agent.userId });
      setStatus(
        action === "resend"
          ? t`Invitation sent to ${email}.`
          : action === "disable"
            ? t`${email} is disabled and signed out everywhere.`
            : t`${email} may sign in again.`,
      );
    } catch (error) {
      // The agent set a password after this list was read: say so instead of a failure.
      if (error instanceof ApiRequestError && error.code === "AGENT_ALREADY_JOINED") {
        setStatus(
          t`${email} has already set a password and can sign in. If they forgot it, they can use “Forgot your password?” on the sign-in page.`,
        );
        return;
      }
      setStatus(message(formMessageKey(error)));
    }
  };

  return (
    <section aria-labelledby="agents-heading">
      <h2 id="agents-heading">
        <Trans>Agents</Trans>
      </h2>
      <div role="status" className={styles.muted}>
        {status}
      </div>
      {agents.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No agent yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list} data-testid="agent-list">
          {agents.map((agent) => (
            <li key={agent.userId} className={styles.row}>
              <span>
                {agent.name} · {agent.email} ·{" "}
                <span className={styles.muted}>
                  <AgentStatus status={agent.status} />
                </span>
              </span>
              <span className={styles.actions}>
                {agent.status === "invited" && (
                  <Button variant="secondary" onClick={() => void run("resend", agent)}>
                    <Trans>Send the invitation again</Trans>
                  </Button>
                )}
                {agent.status === "disabled" ? (
                  <Button variant="secondary" onClick={() => void run("enable", agent)}>
                    <Trans>Enable</Trans>
                  </Button>
                ) : (
                  <Button variant="secondary" onClick={() => void run("disable", agent)}>
                    <Trans>Disable</Trans>
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h3>
        <Trans>Invite an agent</Trans>
      </h3>
      <form className={styles.form} onSubmit={onInvite} noValidate>
        <FormAlert focusOnShow>{formError}</FormAlert>
        <TextField
          id="invite-name"
          label={<Trans>Name</Trans>}
          autoComplete="off"
          error={errorOf(errors.name)}
          {...register("name")}
        />
        <TextField
          id="invite-email"
          type="email"
          label={<Trans>E-mail</Trans>}
          autoComplete="off"
          error={errorOf(errors.email)}
          {...register("email")}
        />
        <SelectField
          id="invite-language"
          label={<Trans>Language of the invitation</Trans>}
          error={errorOf(errors.language)}
          {...register("language")}
        >
          {locales.map((l) => (
            <option key={l} value={l}>
              {languageNames[l]}
            </option>
          ))}
        </SelectField>
        <div className={styles.actions}>
          <Button type="submit" loading={isSubmitting}>
            <Trans>Send invitation</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
