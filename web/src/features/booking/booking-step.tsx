import { Trans, useLingui } from "@lingui/react/macro";
import { localToday } from "@tembea/shared";
import { type ComponentType, useEffect, useRef } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { isNotFound } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { type BookingKind, type FlowState, useFlow } from "../../lib/booking-flow";
import { tourPath } from "../../lib/paths";
import { Button, type ButtonProps } from "../../ui/button";
import { Container } from "../../ui/container";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { Skeleton } from "../../ui/skeleton";
import { useAuth } from "../auth/auth-store";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./booking.module.css";
import { HoldNotice } from "./hold-notice";
import { useCancelledCheckout } from "./open-checkout";
import { type BookingTour, useBookingTour } from "./queries";
import { firstMissingStep, previousStep, type StepContext, type StepId, stepPath, stepsOf } from "./steps";

export interface StepProps {
  booking: BookingTour;
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  signedIn: boolean;
  /** Goes to another step of this flow (localized). */
  goTo: (step: StepId, options?: { state?: unknown }) => void;
  pathOf: (step: StepId) => string;
}

/**
 * Moves focus to the step's heading once it is shown, after the layout's own focus move to <main>
 * (which runs on the same navigation), so a screen reader announces the new step by its title.
 */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => ref.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ref;
}

function StepIndicator({ kind, step }: { kind: BookingKind; step: StepId }) {
  const steps = stepsOf(kind);
  const n = steps.indexOf(step) + 1;
  const m = steps.length;
  return (
    <p className={styles.stepIndicator} data-testid="step-indicator">
      <Trans>
        Step {n} of {m}
      </Trans>
      <span className={styles.progress} aria-hidden="true">
        {steps.map((s, i) => (
          <span key={s} className={i < n ? styles.progressDone : styles.progressTodo} />
        ))}
      </span>
    </p>
  );
}

export interface BookingStepProps {
  kind: BookingKind;
  step: StepId;
  title: string;
  /** The step's own form, given the loaded tour and the flow. */
  Step: ComponentType<StepProps>;
}

/**
 * The frame of every booking step: back link, "Step n of m", the focused heading, the tour's name.
 * It loads the tour and the auth state, and sends a step opened out of order to the first step
 * whose answers are missing.
 */
export function BookingStep({ kind, step, title, Step }: BookingStepProps) {
  const { id = "" } = useParams();
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const auth = useAuth();
  const [state, update] = useFlow(kind, id);
  const query = useBookingTour(kind, id);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  usePageTitle(title);
  const cancelledCheckout = useCancelledCheckout(kind, id);
  // The booking whose checkout's cancel link brought the traveller here (kept in the history entry).
  const returnedUnpaid = (useLocation().state as { checkoutCancelled?: unknown } | null)?.checkoutCancelled;

  if (query.status === "error") {
    const { error } = query;
    if (isNotFound(error)) return <NotFoundPage />;
  }

  const signedIn = auth.status === "signedIn";
  const pathOf = (s: StepId) => to(stepPath(kind, id, s));
  const tourPage = to(tourPath(kind, id));
  const ready = query.status === "success" && auth.status !== "loading";

  if (ready) {
    const booking = query.data;
    const context: StepContext =
      booking.kind === "group"
        ? { kind: "group", tour: booking.tour, departures: booking.departures, signedIn }
        : { kind: "special", tour: booking.tour, signedIn, today: localToday() };
    const missing = firstMissingStep(step, state, context);
    if (missing) return <Navigate to={pathOf(missing)} replace />;
  }

  const previous = previousStep(kind, step, signedIn);
  const back = previous ? pathOf(previous) : tourPage;

  return (
    <Container className={styles.page}>
      {/* Handled once (see useCancelledCheckout); the step stays, without the parameter. */}
      {cancelledCheckout && (
        <Navigate to={pathOf(step)} replace state={{ checkoutCancelled: cancelledCheckout }} />
      )}
      <nav className={styles.topNav} aria-label={t`Booking steps`}>
        <Link to={back} className={styles.backLink}>
          <span aria-hidden="true">←</span>
          <Trans>Back</Trans>
        </Link>
        <StepIndicator kind={kind} step={step} />
      </nav>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {query.status === "success" && <p className={styles.tourName}>{query.data.tour.title[locale]}</p>}
      {/* Back from a checkout (cancelled, left, or another one opened since): the hold as it is now. */}
      {step === "summary" && (
        <HoldNotice
          kind={kind}
          openCheckout={state.openCheckout}
          cancelled={typeof returnedUnpaid === "string" ? returnedUnpaid : undefined}
        />
      )}
      {query.status === "error" ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : ready ? (
        <Step
          booking={query.data}
          state={state}
          update={update}
          signedIn={signedIn}
          goTo={(s, options) => navigate(pathOf(s), options)}
          pathOf={pathOf}
        />
      ) : (
        <Loading label={t`Loading…`} className={styles.loading}>
          <Skeleton height="1.5rem" />
          <Skeleton height="8rem" />
        </Loading>
      )}
    </Container>
  );
}

/** Every step's form ends in the same "Continue" submit button. */
export function ContinueButton(props: Omit<ButtonProps, "children" | "type">) {
  return (
    <div className={styles.actions}>
      <Button type="submit" {...props}>
        <Trans>Continue</Trans>
      </Button>
    </div>
  );
}
