import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { formatMoney, type TripRequest } from "@tembea/shared";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context";
import { languageName } from "../../lib/format";
import { formatDateTime } from "../trip-labels/format";
import { useTripLabels } from "../trip-labels/labels";
import styles from "./agent-console.module.css";
import { GroupSummary, TripDates } from "./request-summary";

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Everything the traveller entered in the wizard, in the order of its steps. */
export function RequestFacts({ request }: { request: TripRequest }) {
  const locale = useLocale();
  const labels = useTripLabels();
  const { t } = useLingui();
  const { date, travellers, accommodation } = request;
  const ages = travellers.children.map((c) => c.age).join(", ");
  const singleRooms = accommodation.singleRooms;
  return (
    <section aria-labelledby="request-trip" className={styles.section}>
      <h2 id="request-trip">
        <Trans>The trip</Trans>
      </h2>
      <dl className={styles.facts}>
        <Fact term={<Trans>Dates</Trans>}>
          <TripDates date={date} />
          <span className={styles.factNote}>
            {date.kind === "exact" ? t`Exact dates` : t`Approximate month and duration`}
          </span>
        </Fact>
        <Fact term={<Trans>Travellers</Trans>}>
          <GroupSummary travellers={travellers} />
          {travellers.children.length > 0 && (
            <span className={styles.factNote}>
              <Trans>Children's ages: {ages}</Trans>
            </span>
          )}
        </Fact>
        <Fact term={<Trans>Accommodation</Trans>}>{labels.hotelClass[accommodation.hotelClass]}</Fact>
        <Fact term={<Trans>Meal plan</Trans>}>{labels.mealPlan[accommodation.mealPlan]}</Fact>
        <Fact term={<Trans>Single rooms</Trans>}>
          {singleRooms === 0 ? (
            <Trans>None</Trans>
          ) : (
            <Plural value={singleRooms} one="# single room" other="# single rooms" />
          )}
        </Fact>
        <Fact term={<Trans>Experiences, by priority</Trans>}>
          <ol className={styles.priorities}>
            {request.experiences.map((e) => (
              <li key={e}>{labels.experience[e]}</li>
            ))}
          </ol>
        </Fact>
        <Fact term={<Trans>Budget per traveller</Trans>}>
          {formatMoney(request.budgetPerTravellerChf, "CHF", locale)}
        </Fact>
        <Fact term={<Trans>Trip reason</Trans>}>{labels.tripReason[request.tripReason]}</Fact>
        {request.notes && (
          <Fact term={<Trans>Notes</Trans>}>
            <span className={styles.prewrap}>{request.notes}</span>
          </Fact>
        )}
      </dl>
    </section>
  );
}

export function ContactFacts({ request }: { request: TripRequest }) {
  const locale = useLocale();
  const language = languageName(request.locale, locale);
  return (
    <section aria-labelledby="request-contact" className={styles.section}>
      <h2 id="request-contact">
        <Trans>Contact</Trans>
      </h2>
      <dl className={`${styles.facts} ${styles.factsStacked}`}>
        <Fact term={<Trans>Name</Trans>}>{request.travellerName}</Fact>
        <Fact term={<Trans>E-mail</Trans>}>
          <a href={`mailto:${request.travellerEmail}`}>{request.travellerEmail}</a>
        </Fact>
        <Fact term={<Trans>Language</Trans>}>{language}</Fact>
        <Fact term={<Trans>Received</Trans>}>{formatDateTime(request.createdAt, locale)}</Fact>
      </dl>
    </section>
  );
}

/** The traveller's change requests, oldest first, as a history. */
export function ChangeRequests({ request }: { request: TripRequest }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="request-changes" className={styles.section}>
      <h2 id="request-changes">
        <Trans>Change requests</Trans>
      </h2>
      {request.changeRequests.length === 0 ? (
        <p className={styles.muted}>
          <Trans>The traveller has not asked for changes.</Trans>
        </p>
      ) : (
        <ol className={styles.history}>
          {request.changeRequests.map((change) => (
            <li key={`${change.createdAt}-${change.text.slice(0, 20)}`} className={styles.historyItem}>
              <time dateTime={change.createdAt} className={styles.historyTime}>
                {formatDateTime(change.createdAt, locale)}
              </time>
              <p className={styles.prewrap}>{change.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
