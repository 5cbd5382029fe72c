import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { TripDate } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiRequestError, apiRequest } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { formatDate, formatMonth } from "../../lib/format";
import { useMutation } from "../../lib/query";
import { sendOnce } from "../../lib/submission";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FormAlert } from "../../ui/form/form-fields";
import { formMessageKey } from "../../ui/form/server-errors";
import { requireIdToken } from "../auth/auth-store";
import { Price } from "../currency/price";
import { NotFoundPage } from "../errors/not-found-page";
import { type TripRequestDraft, tripRequestDrafts } from "./draft";
import { useTripRequestLabels } from "./labels";
import { firstIncompleteStep } from "./progress";
import { tripRequestSession } from "./session-store";
import { submission, type WizardStep } from "./steps";
import { rememberSubmitted } from "./submitted";
import styles from "./trip-request.module.css";
import { useWizard } from "./use-wizard";
import { WizardFrame } from "./wizard-frame";

function TripDateText({ date }: { date: TripDate }) {
  const locale = useLocale();
  if (date.kind === "exact") {
    const from = formatDate(date.departure, locale);
    const to = formatDate(date.return, locale);
    return (
      <Trans>
        {from} to {to}
      </Trans>
    );
  }
  const month = formatMonth(date.month, locale);
  return (
    <>
      {month}, <Plural value={date.weeks} one="# week" other="# weeks" />
    </>
  );
}

function Item({ step, title, children }: { step: WizardStep; title: string; children: ReactNode }) {
  const { t } = useLingui();
  const wizard = useWizard("summary");
  return (
    <li className={styles.summaryItem} data-testid={`summary-${step}`}>
      <h2>{title}</h2>
      {wizard && (
        <Link to={wizard.pathOf(step)} className={styles.edit} aria-label={t`Edit: ${title}`}>
          <Trans>Edit</Trans>
        </Link>
      )}
      {children}
    </li>
  );
}

/** Step 8: everything entered, each part with a link back to its step, then the request is sent. */
export function SummaryStep() {
  const wizard = useWizard("summary");
  const { t } = useLingui();
  const message = useFieldMessage();
  const locale = useLocale();
  const labels = useTripRequestLabels();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  // The answers as sent: the summary stays on screen while the success page loads, and must not go
  // blank when the sent draft is removed under it.
  const [sent, setSent] = useState<TripRequestDraft>();
  const send = useMutation({
    mutationFn: async () => {
      if (!wizard) throw new Error("no destination");
      const body = submission(wizard.destination, wizard.draft, locale);
      if (!body) throw new Error("incomplete request");
      const token = await requireIdToken();
      // The same key for every retry of these answers: a retry after a lost answer is answered the
      // request the first one sent, and the agency gets it once.
      return sendOnce(`trip-request.${wizard.destination}`, body, (idempotencyKey) =>
        apiRequest(routes.submitTripRequest, { body, token, idempotencyKey }),
      );
    },
    onSuccess: async (result) => {
      if (!wizard) return;
      setSent(wizard.draft);
      rememberSubmitted({ ...result, destination: wizard.destination });
      // Sending the request ends the session (the explicit clear of docs/product-spec.md, section 4); the
      // answers are no longer needed.
      tripRequestSession.clear();
      await navigate(wizard.pathOf("success"), { replace: true });
      tripRequestDrafts.remove(wizard.destination);
    },
    onError: (error) => {
      const name = wizard?.destinationName ?? "";
      setFailure(
        error instanceof ApiRequestError && error.code === "UNAUTHORIZED"
          ? t`Your session has ended. Please log in again to send your request.`
          : error instanceof ApiRequestError && error.code === "NO_AGENCY_FOR_DESTINATION"
            ? t`No local agency takes requests for ${name} yet.`
            : message(formMessageKey(error)),
      );
    },
  });
  if (!wizard) return <NotFoundPage />;
  const draft = sent ?? wizard.draft;
  const { date, travellers, accommodation, experiences, budget, tripReason, contact } = draft;

  return (
    <WizardFrame
      step="summary"
      wizard={wizard}
      after={<FormAlert>{failure}</FormAlert>}
      actions={
        <Button
          className={styles.next}
          loading={send.isPending}
          onClick={() => {
            setFailure(undefined);
            // The guard opens the summary only with every step complete; should the answers still
            // not make a request (rooms for more travellers than there are), the step to fix says
            // what is wrong rather than a failed send.
            const open = firstIncompleteStep(wizard.draft, wizard.signedIn);
            if (open !== "summary") void navigate(wizard.pathOf(open));
            else send.mutate();
          }}
        >
          <Trans>Send request</Trans>
        </Button>
      }
    >
      <p className={styles.lead}>
        <Trans>
          Please check your request. Requesting a quote is free and non-binding; an agent replies within 72
          hours.
        </Trans>
      </p>
      <ul className={styles.summary}>
        <Item step="date" title={labels.steps.date}>
          <p>{date && <TripDateText date={date} />}</p>
        </Item>
        <Item step="travellers" title={labels.steps.travellers}>
          {travellers && (
            <p>
              {labels.groupType[travellers.groupType]} ·{" "}
              <Plural value={travellers.adults} one="# adult" other="# adults" />
              {travellers.children.length > 0 && (
                <>
                  {", "}
                  <Plural value={travellers.children.length} one="# child" other="# children" /> (
                  {travellers.children.map((c) => c.age).join(", ")})
                </>
              )}
            </p>
          )}
        </Item>
        <Item step="accommodations" title={labels.steps.accommodations}>
          {accommodation && (
            <p>
              {labels.hotelClassName[accommodation.hotelClass as 1 | 2 | 3 | 4 | 5]} (
              <Plural value={accommodation.hotelClass} one="# star" other="# stars" />) ·{" "}
              {labels.mealPlan[accommodation.mealPlan]} ·{" "}
              <Plural
                value={accommodation.singleRooms}
                _0="No single rooms"
                one="# single room"
                other="# single rooms"
              />
            </p>
          )}
        </Item>
        <Item step="experiences" title={labels.steps.experiences}>
          <ol>
            {experiences?.map((category) => (
              <li key={category}>{labels.experience[category]}</li>
            ))}
          </ol>
        </Item>
        <Item step="budget" title={labels.steps.budget}>
          {budget && tripReason && (
            <p>
              <Trans>
                <Price chf={budget.chf} /> per traveller · {labels.tripReason[tripReason]}
              </Trans>
            </p>
          )}
        </Item>
        <Item step="contact" title={labels.steps.contact}>
          <p>{contact?.notes.trim() ? contact.notes : t`No notes for the agent.`}</p>
        </Item>
      </ul>
    </WizardFrame>
  );
}

/** The route table's page: The wizard's summary step (route table: app/areas/trip-request.tsx). */
export { SummaryStep as Component };
