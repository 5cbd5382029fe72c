import { Trans, useLingui } from "@lingui/react/macro";
import type { DestinationSlug } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import type { FormEvent, ReactNode } from "react";
import { apiRequest } from "../../api/client";
import { useQuery } from "../../lib/query";
import { Button, ButtonLink } from "../../ui/button";
import { useHydrated } from "../../ui/hydration";
import { usePageTitle } from "../../ui/page-title";
import { useWizardStepTitles } from "./step-titles";
import { stepNumber, type WizardStep, wizardSteps } from "./steps";
import styles from "./trip-request.module.css";
import type { Wizard } from "./use-wizard";

/**
 * "Step n of 8" for the eight steps of docs/product-spec.md, section 2, as text and as a bar of segments
 * (the text is what is announced).
 */
function Progress({ step }: { step: WizardStep }) {
  const n = stepNumber(step);
  const total = wizardSteps.length;
  return (
    <div className={styles.progress}>
      <p className={styles.progressText} data-testid="wizard-progress">
        <Trans>
          Step {n} of {total}
        </Trans>
      </p>
      <ol className={styles.segments} aria-hidden="true">
        {wizardSteps.map((s, index) => (
          <li key={s} className={index < n ? styles.segmentDone : styles.segment} />
        ))}
      </ol>
    </div>
  );
}

export interface WizardFrameProps {
  step: WizardStep;
  wizard: Wizard;
  children: ReactNode;
  /** The step's form submit ("Next"); without it the step brings its own actions. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  submitting?: boolean;
  /** Actions beside Back on a step without a form (the summary's "Send request"). */
  actions?: ReactNode;
  /** What follows the actions (the send's failure: under its button, which so stays where it was). */
  after?: ReactNode;
  /** A field or button of the form is focused or pressed: the step loads its validation then. */
  onEngage?: () => void;
}

/**
 * Said before the traveller fills anything in: a destination no local agency answers for yet (a new
 * stage, or its agency moved) would refuse the request at the end. Asked after the page is there,
 * so the prerendered step stays as it is; the API says the same again when the request is sent.
 */
function NoAgencyNotice({ destination, name }: { destination: DestinationSlug; name: string }) {
  const hydrated = useHydrated();
  // The query only in the browser: the prerendered page holds none that its HTML would lack.
  return <div role="status">{hydrated && <NoAgencyAnswer destination={destination} name={name} />}</div>;
}

function NoAgencyAnswer({ destination, name }: { destination: DestinationSlug; name: string }) {
  const { data } = useQuery({
    queryKey: ["trip-request-route", destination],
    queryFn: ({ signal }) =>
      apiRequest(routes.getTripRequestRoute, { params: { slug: destination }, signal }),
    staleTime: 60_000,
  });
  if (data?.takesRequests !== false) return null;
  return (
    <p className={styles.notice} data-testid="no-agency-notice">
      <Trans>No local agency takes requests for {name} yet.</Trans>
    </p>
  );
}

/**
 * One wizard step: the destination, the progress, the step's title as the page heading (focused
 * when the step opens, see SiteLayout), the step's fields, then Back and Next.
 */
export function WizardFrame({
  step,
  wizard,
  children,
  onSubmit,
  submitting = false,
  actions,
  after,
  onEngage,
}: WizardFrameProps) {
  const { t } = useLingui();
  const title = useWizardStepTitles()[step];
  const hydrated = useHydrated();
  const destination = wizard.destinationName;
  usePageTitle(`${title} · ${t`Tailored trip to ${destination}`}`);
  const back = wizard.previous ? (
    <ButtonLink variant="secondary" to={wizard.pathOf(wizard.previous)} className={styles.back}>
      <Trans>Back</Trans>
    </ButtonLink>
  ) : null;
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.eyebrow}>
        <Trans>Tailored trip to {destination}</Trans>
      </p>
      <Progress step={step} />
      <NoAgencyNotice destination={wizard.destination} name={destination} />
      <h1 className={styles.title} tabIndex={-1} data-route-focus>
        {title}
      </h1>
      {onSubmit ? (
        <form
          // Prerendered (the date step), the form waits for the app: before it has hydrated, a
          // submit would be the browser's own (a GET of the answers into the URL) and typing would be
          // overwritten when the form registers its fields.
          inert={!hydrated}
          className={styles.form}
          onSubmit={onSubmit}
          onFocus={onEngage}
          onPointerDown={onEngage}
          noValidate
          aria-label={title}
        >
          {children}
          <div className={styles.actions}>
            {back}
            <Button type="submit" loading={submitting} className={styles.next}>
              <Trans>Next</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          {children}
          {(back || actions) && (
            <div className={styles.actions}>
              {back}
              {actions}
            </div>
          )}
          {after}
        </div>
      )}
    </div>
  );
}
