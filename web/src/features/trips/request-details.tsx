import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { TripRequest } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { chf, requestDate } from "../trip-labels/format";
import { useTripLabels } from "../trip-labels/labels";
import { TripSection } from "./trip-section";
import styles from "./trips.module.css";

/** The request as the traveller entered it. Their notes are shown as text. */
export function RequestDetails({ request }: { request: TripRequest }) {
  const locale = useLocale();
  const { t } = useLingui();
  const labels = useTripLabels();
  const weeks = (n: number) => (n === 1 ? t`1 week` : t`${n} weeks`);
  const { adults, children } = request.travellers;
  const ages = children.map((c) => c.age).join(", ");
  return (
    <TripSection id="request-heading" title={<Trans>Your request</Trans>}>
      <dl className={styles.details}>
        <dt>
          <Trans>Destination</Trans>
        </dt>
        <dd>{destinationName(request.destination, locale)}</dd>
        <dt>
          <Trans>Travel dates</Trans>
        </dt>
        <dd>{requestDate(request.date, locale, weeks)}</dd>
        <dt>
          <Trans>Travellers</Trans>
        </dt>
        <dd>
          {labels.groupType[request.travellers.groupType]}
          {" · "}
          <Plural value={adults} one="# adult" other="# adults" />
          {children.length > 0 && (
            <>
              {" · "}
              <Plural
                value={children.length}
                one={`# child (age ${ages})`}
                other={`# children (ages ${ages})`}
              />
            </>
          )}
        </dd>
        <dt>
          <Trans>Accommodation</Trans>
        </dt>
        <dd>
          {labels.hotelClass[request.accommodation.hotelClass]}
          {" · "}
          {labels.mealPlan[request.accommodation.mealPlan]}
          {" · "}
          <Plural
            value={request.accommodation.singleRooms}
            _0="No single rooms"
            one="# single room"
            other="# single rooms"
          />
        </dd>
        <dt>
          <Trans>Experiences</Trans>
        </dt>
        <dd>
          <ol className={styles.plainList}>
            {request.experiences.map((e) => (
              <li key={e}>{labels.experience[e]}</li>
            ))}
          </ol>
        </dd>
        <dt>
          <Trans>Budget per traveller</Trans>
        </dt>
        <dd>{chf(request.budgetPerTravellerChf, locale)}</dd>
        <dt>
          <Trans>Reason for the trip</Trans>
        </dt>
        <dd>{labels.tripReason[request.tripReason]}</dd>
        {request.notes && (
          <>
            <dt>
              <Trans>Notes</Trans>
            </dt>
            <dd className={styles.preWrap}>{request.notes}</dd>
          </>
        )}
      </dl>
    </TripSection>
  );
}
