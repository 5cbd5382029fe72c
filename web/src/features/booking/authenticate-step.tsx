import { Trans, useLingui } from "@lingui/react/macro";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { Navigate } from "react-router";
import type { BookingKind } from "../../lib/booking-flow";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form/form-fields";
import { LoginForm } from "../auth/login-form";
import { SignupForm } from "../auth/signup-form";
import styles from "./booking.module.css";
import { BookingStep, type StepProps } from "./booking-step";

/**
 * /…/authenticate: log in, sign up, or continue as a guest. A signed-in traveller never stays here;
 * the booking is then linked to the account.
 */
export function AuthenticateStep({ state, update, goTo, signedIn, pathOf }: StepProps) {
  const { t } = useLingui();
  const [signInFailed, setSignInFailed] = useState(false);
  if (signedIn) return <Navigate to={pathOf("summary")} replace />;
  const lead = state.travellers?.lead;

  const continueAsGuest = () => {
    update({ guest: true });
    goTo("summary");
  };
  const signedInNow = () => goTo("summary");

  return (
    <div className={styles.narrow}>
      <Tabs.Root defaultValue={state.guest ? "guest" : "login"}>
        <Tabs.List className="tabs__list" aria-label={t`How do you want to book?`}>
          <Tabs.Trigger value="login" className="tabs__tab">
            <Trans>Log in</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="signup" className="tabs__tab">
            <Trans>Sign up</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="guest" className="tabs__tab">
            <Trans>Guest</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className={styles.panel}>
          <p className={styles.muted}>
            <Trans>Log in to find this trip later under My trips.</Trans>
          </p>
          <LoginForm idPrefix="booking-login" onSignedIn={signedInNow} />
        </Tabs.Content>
        <Tabs.Content value="signup" className={styles.panel}>
          <FormAlert>{signInFailed && t`Your account was created. Please log in to continue.`}</FormAlert>
          <SignupForm
            idPrefix="booking-signup"
            onSignedIn={signedInNow}
            onSignInFailed={() => setSignInFailed(true)}
          />
        </Tabs.Content>
        <Tabs.Content value="guest" className={styles.panel}>
          <p>
            {lead ? (
              <Trans>
                Book without an account. The confirmation goes to {lead.email}; sign up later with this
                address to see the trip under My trips.
              </Trans>
            ) : (
              <Trans>Book without an account.</Trans>
            )}
          </p>
          <Button onClick={continueAsGuest} className={styles.wideButton}>
            <Trans>Continue as guest</Trans>
          </Button>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** The route table's page: /group-tour/{id}/authenticate and /special-tour/{id}/authenticate (tours layout). */
export function Component({ kind }: { kind: BookingKind }) {
  const { t } = useLingui();
  return (
    <BookingStep
      kind={kind}
      step="authenticate"
      title={t`Log in, sign up or continue as guest`}
      Step={AuthenticateStep}
    />
  );
}
