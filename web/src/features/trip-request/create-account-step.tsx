import { Trans, useLingui } from "@lingui/react/macro";
import * as Tabs from "@radix-ui/react-tabs";
import { useState } from "react";
import { useNavigate } from "react-router";
import authStyles from "../../ui/form/form.module.css";
import { LoginForm } from "../auth/login-form";
import { SignupForm } from "../auth/signup-form";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

/**
 * Step 7, signed-out visitors only: create an account or log in without leaving the wizard (the
 * account pages' own forms), then the summary. Signed-in users never see this step.
 */
export function CreateAccountStep() {
  const wizard = useWizard("create-account");
  const { t } = useLingui();
  const navigate = useNavigate();
  const [tab, setTab] = useState("signup");
  const [signInFailed, setSignInFailed] = useState(false);
  if (!wizard) return <NotFoundPage />;
  const toSummary = () => void navigate(wizard.pathOf("summary"));

  return (
    <WizardFrame step="create-account" wizard={wizard}>
      <p className={styles.lead}>
        <Trans>
          To send your request, create an account or log in. Your answers are kept, and the agent's offer will
          be waiting in your account.
        </Trans>
      </p>
      <div className={styles.card}>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List className={styles.tabList} aria-label={t`Create an account or log in`}>
            <Tabs.Trigger value="signup" className={styles.tab}>
              <Trans>Create an account</Trans>
            </Tabs.Trigger>
            <Tabs.Trigger value="login" className={styles.tab}>
              <Trans>Log in</Trans>
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signup">
            <SignupForm
              idPrefix="request-signup"
              onSignedIn={toSummary}
              onSignInFailed={() => {
                setSignInFailed(true);
                setTab("login");
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="login">
            {signInFailed && (
              <p className={authStyles.status} role="status">
                <Trans>Your account has been created. Please log in to continue.</Trans>
              </p>
            )}
            <LoginForm idPrefix="request-login" onSignedIn={toSummary} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </WizardFrame>
  );
}

/** The route table's page: The wizard's create-account step (route table: app/areas/trip-request.tsx). */
export { CreateAccountStep as Component };
