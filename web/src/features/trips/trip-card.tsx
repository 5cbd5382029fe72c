import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { travellerHeadcount } from "@tembea/shared";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName } from "../../lib/format";
import { dateRange, requestDate } from "../trip-labels/format";
import { CancellationFacts } from "./cancel-booking";
import { ReviewAction } from "./review-action";
import { StatusBadge } from "./status-badge";
import { TourTitle } from "./tour-title";
import { type TripItem, tripPath } from "./trip-status";
import styles from "./trips.module.css";

/** One trip in a tab: what, when, how many, its status, and the link to its page. */
export function TripCard({ item }: { item: TripItem }) {
  const locale = useLocale();
  const { t } = useLingui();
  const to = useLocalizedPath();
  const weeks = (n: number) => (n === 1 ? t`1 week` : t`${n} weeks`);
  let title: React.ReactNode;
  let when: string;
  let travellers: number;
  if (item.kind === "booking") {
    title = <TourTitle booking={item.booking} />;
    when = dateRange(item.booking.startDate, item.booking.endDate, locale);
    travellers = item.booking.numberOfTravellers;
  } else {
    const { request } = item;
    const destination = destinationName(request.destination, locale);
    title = request.offer?.title ?? <Trans>Tailored trip to {destination}</Trans>;
    when = requestDate(request.date, locale, weeks);
    travellers = travellerHeadcount(request.travellers);
  }
  return (
    <li className={styles.card} data-testid="trip-card">
      <div className={styles.cardHead}>
        {/* The level under the page's h1 "My trips": the tabs are no headings of their own. */}
        <h2 className={styles.cardTitle}>
          <Link to={to(tripPath(item))} className={styles.cardLink}>
            {title}
          </Link>
        </h2>
        <StatusBadge status={item.status} />
      </div>
      <p className={styles.muted}>
        {item.kind === "request" && (
          <>
            {destinationName(item.request.destination, locale)}
            {" · "}
          </>
        )}
        {when}
        {" · "}
        <Plural value={travellers} one="# traveller" other="# travellers" />
      </p>
      {item.kind === "booking" && item.status === "travelled" && <ReviewAction booking={item.booking} />}
      {item.kind === "booking" && item.booking.cancellation && <CancellationFacts booking={item.booking} />}
    </li>
  );
}
