import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type DepartureManifest, displayNames, formatMoney, type ManifestBooking } from "@tembea/shared";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { isNotFound } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { Container } from "../../ui/container";
import { useFieldMessage } from "../../ui/form/field-messages";
import { formMessageKey } from "../../ui/form/server-errors";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { Skeleton } from "../../ui/skeleton";
import { toast } from "../../ui/toast";
import { NotFoundPage } from "../errors/not-found-page";
import styles from "./manifest.module.css";
import { type CsvLabels, manifestCsv, manifestFileName, manifestRows } from "./manifest-csv";
import { useDepartureManifest } from "./queries";

type Status = ManifestBooking["status"];

/** The texts the page and its CSV share, in the page's language. */
function useManifestLabels() {
  const { t } = useLingui();
  const locale = useLocale();
  const regions = displayNames(locale, { type: "region" });
  const status = (status: Status) => (status === "confirmed" ? t`Confirmed` : t`Cancelled`);
  const rooms = ({ sharedRooms, singleRooms }: { sharedRooms: number; singleRooms: number }) =>
    [
      sharedRooms > 0 ? (sharedRooms === 1 ? t`1 shared room` : t`${sharedRooms} shared rooms`) : "",
      singleRooms > 0 ? (singleRooms === 1 ? t`1 single room` : t`${singleRooms} single rooms`) : "",
    ]
      .filter(Boolean)
      .join(", ");
  const csv: CsvLabels = {
    headings: {
      reference: t`Reference`,
      status: t`Status`,
      traveller: t`Traveller`,
      firstName: t`First name`,
      lastName: t`Last name`,
      birthDate: t`Date of birth`,
      nationality: t`Nationality`,
      email: t`E-mail`,
      phone: t`Phone`,
      rooms: t`Rooms`,
      amountPaid: t`Amount paid (CHF)`,
      bookedOn: t`Booked on`,
    },
    status,
    lead: t`Lead traveller`,
    rooms,
    nationality: (code) => regions.of(code) ?? code,
  };
  return csv;
}

function BookingRow({ booking, labels }: { booking: ManifestBooking; labels: CsvLabels }) {
  const { t } = useLingui();
  const locale = useLocale();
  const h = labels.headings;
  const cancelled = booking.status !== "confirmed";
  const { contact } = booking;
  return (
    <tr className={cancelled ? styles.cancelled : undefined} data-testid="manifest-booking">
      <th scope="row" data-label={h.reference}>
        {booking.reference ?? "—"}
        <br />
        <span className={styles.status}>{labels.status(booking.status)}</span>
      </th>
      <td data-label={t`Travellers`}>
        <ul className={styles.travellers}>
          {booking.travellers.map((traveller) => (
            <li key={`${traveller.firstName} ${traveller.lastName} ${traveller.birthDate}`}>
              <span className={styles.name}>
                {traveller.firstName} {traveller.lastName}
              </span>
              {traveller.lead && <span className="visually-hidden"> ({labels.lead})</span>}
              <br />
              <span className={styles.muted}>
                {formatDate(traveller.birthDate, locale, "medium")}
                {traveller.nationality && ` · ${labels.nationality(traveller.nationality)}`}
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td data-label={t`Contact`} className={styles.contact}>
        {contact.firstName} {contact.lastName}
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        <br />
        <a href={`tel:${contact.phone.number.replace(/[^\d+]/g, "")}`}>{contact.phone.number}</a>
      </td>
      <td data-label={h.rooms}>{booking.rooms ? labels.rooms(booking.rooms) : "—"}</td>
      <td data-label={t`Amount paid`} className={styles.amount}>
        {formatMoney(booking.amountPaidChf, "CHF", locale)}
      </td>
      <td data-label={h.bookedOn}>{formatDate(booking.bookedAt.slice(0, 10), locale, "medium")}</td>
    </tr>
  );
}

function Manifest({ manifest }: { manifest: DepartureManifest }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const locale = useLocale();
  const to = useLocalizedPath();
  const labels = useManifestLabels();
  const [downloading, setDownloading] = useState(false);
  const title =
    manifest.tour.title?.[locale] || manifest.tour.title?.en || manifest.tour.title?.de || manifest.tour.id;
  const start = formatDate(manifest.startDate, locale, "medium");
  const dates = manifest.endDate ? `${start} – ${formatDate(manifest.endDate, locale, "medium")}` : start;
  usePageTitle(t`Manifest: ${title}, ${start}`);
  const h = labels.headings;
  const confirmed = manifest.bookings.filter((b) => b.status === "confirmed").length;

  const download = async () => {
    setDownloading(true);
    try {
      const blob = manifestCsv(manifestRows(manifest, labels));
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = manifestFileName(manifest.tour.id, manifest.startDate);
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy once it started; the next tick is soon enough to let go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast(message(formMessageKey(error)));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container className={styles.page}>
      <div data-manifest>
        <p className={styles.actions}>
          <Link to={to(`/agent/tours/${manifest.tour.id}`)}>
            <Trans>Back to the tour</Trans>
          </Link>
        </p>
        <div className={styles.head}>
          <div>
            <p className={styles.muted}>
              <Trans>Manifest</Trans>
            </p>
            <h1 data-testid="manifest-heading">{title}</h1>
            <p>
              {dates}
              {" · "}
              <Plural value={manifest.travellers} one="# traveller" other="# travellers" />
              {" · "}
              <Plural value={confirmed} one="# booking" other="# bookings" />
            </p>
          </div>
          {manifest.bookings.length > 0 && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => window.print()}>
                <Trans>Print</Trans>
              </Button>
              <Button variant="secondary" loading={downloading} onClick={() => void download()}>
                <Trans>Download CSV</Trans>
              </Button>
            </div>
          )}
        </div>
        {manifest.bookings.length === 0 ? (
          <p className={styles.empty}>
            <Trans>
              Nobody has booked this date yet. Paid bookings appear here as soon as the payment arrives.
            </Trans>
          </p>
        ) : (
          <table className={styles.table}>
            <caption className="visually-hidden">
              <Trans>Bookings of {dates}</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{h.reference}</th>
                <th scope="col">
                  <Trans>Travellers</Trans>
                </th>
                <th scope="col">
                  <Trans>Contact</Trans>
                </th>
                <th scope="col">{h.rooms}</th>
                <th scope="col" className={styles.amount}>
                  <Trans>Amount paid</Trans>
                </th>
                <th scope="col">{h.bookedOn}</th>
              </tr>
            </thead>
            <tbody>
              {manifest.bookings.map((booking) => (
                <BookingRow key={booking.bookingId} booking={booking} labels={labels} />
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Container>
  );
}

/** /agent/tours/:tourId/departures/:startDate: who is coming on one date of the agency's tour. */
export function ManifestPage() {
  const { tourId = "", startDate = "" } = useParams();
  const { t } = useLingui();
  const query = useDepartureManifest(tourId, startDate);
  if (query.status === "success") return <Manifest manifest={query.data} />;
  return <ManifestFallback query={query} label={t`Loading the manifest…`} />;
}

function ManifestFallback({
  query,
  label,
}: {
  query: ReturnType<typeof useDepartureManifest>;
  label: string;
}) {
  const { t } = useLingui();
  usePageTitle(t`Manifest`);
  if (query.status === "error" && isNotFound(query.error)) return <NotFoundPage />;
  return (
    <Container className={styles.page}>
      {query.status === "pending" ? (
        <Loading label={label}>
          <Skeleton height="2.5rem" width="60%" />
          <Skeleton height="12rem" />
        </Loading>
      ) : (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      )}
    </Container>
  );
}

/** The route table's page. */
export { ManifestPage as Component };
