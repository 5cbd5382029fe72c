import { Plural, Trans } from "@lingui/react/macro";
import { type BookedDate, todayUtc } from "@tembea/shared";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { LoadError } from "../../ui/load-error";
import { CancelDepartureDialog } from "./cancel-departure-dialog";
import { useTourBookedDates } from "./queries";
import styles from "./tour-editor.module.css";
import { manifestPath } from "./tour-title";

/** "4 travellers booked · Travellers and contacts": the way from a date to its manifest. */
export function ManifestLink({ tourId, booked }: { tourId: string; booked: BookedDate }) {
  const to = useLocalizedPath();
  const locale = useLocale();
  return (
    <p>
      <Plural value={booked.travellers} one="# traveller booked" other="# travellers booked" />
      {" · "}
      <Link to={to(manifestPath(tourId, booked.startDate))} data-testid="manifest-link">
        <Trans>Manifest</Trans>
        <span className="visually-hidden"> {formatDate(booked.startDate, locale, "medium")}</span>
      </Link>
    </p>
  );
}

/** A special tour's dates: each traveller chose their own, so each booked date has its manifest. */
export function BookedDatesSection({ tourId }: { tourId: string }) {
  const query = useTourBookedDates(tourId);
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="booked-dates-heading">
      <h2 id="booked-dates-heading" className={styles.sectionTitle}>
        <Trans>Booked dates</Trans>
      </h2>
      {query.status === "pending" ? (
        <p role="status" className={styles.muted}>
          <Trans>Loading the booked dates…</Trans>
        </p>
      ) : query.status === "error" ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.dates.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Nobody has booked this tour yet.</Trans>
        </p>
      ) : (
        <ul className={styles.departures}>
          {query.data.dates.map((booked) => (
            <li
              key={booked.startDate}
              className={styles.departure}
              data-testid="booked-date"
              data-date={booked.startDate}
            >
              <p className={styles.departureDates}>
                {formatDate(booked.startDate, locale, "medium")} –{" "}
                {formatDate(booked.endDate, locale, "medium")}
              </p>
              <ManifestLink tourId={tourId} booked={booked} />
              {booked.bookings > 0 && booked.startDate > todayUtc() && (
                <div className={styles.itemActions}>
                  <CancelDepartureDialog
                    tourId={tourId}
                    startDate={booked.startDate}
                    label={formatDate(booked.startDate, locale, "medium")}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
