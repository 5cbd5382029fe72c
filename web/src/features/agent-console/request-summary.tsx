import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { balanceDueChf, dateTimeFormat, type TripRequest } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { formatDate, formatMonth, mediumDate } from "../../lib/format";
import { chf, formatDateTime } from "../trip-labels/format";
import { useTripLabels } from "../trip-labels/labels";
import styles from "./agent-console.module.css";
import { formatSpan, replyDue } from "./reply-due";

/** "12 – 26 Aug 2027" for exact dates, "August 2027, 2 weeks" for an approximate month. */
export function TripDates({ date }: { date: TripRequest["date"] }) {
  const locale = useLocale();
  if (date.kind === "approximate") {
    const month = formatMonth(date.month, locale);
    const weeks = date.weeks;
    return (
      <Trans>
        {month}, <Plural value={weeks} one="# week" other="# weeks" />
      </Trans>
    );
  }
  const format = dateTimeFormat(locale, mediumDate);
  return (
    <>{format.formatRange(new Date(`${date.departure}T00:00:00Z`), new Date(`${date.return}T00:00:00Z`))}</>
  );
}

/** "Family · 2 adults · 2 children". */
export function GroupSummary({ travellers }: { travellers: TripRequest["travellers"] }) {
  const labels = useTripLabels();
  const adults = travellers.adults;
  const children = travellers.children.length;
  return (
    <>
      {labels.groupType[travellers.groupType]} · <Plural value={adults} one="# adult" other="# adults" />
      {children > 0 && (
        <>
          {" "}
          · <Plural value={children} one="# child" other="# children" />
        </>
      )}
    </>
  );
}

export function StatusBadge({ status }: { status: TripRequest["status"] }) {
  const labels = useTripLabels();
  return (
    <span className={`${styles.badge} ${styles[`badge-${status}`] ?? ""}`} data-testid="request-status">
      {labels.status[status]}
    </span>
  );
}

/**
 * The time left of the 72-hour promise, or how long it is overdue. Overdue is said in words and with
 * an icon, not by colour alone. Only requests still waiting for an offer have a deadline; one with an
 * offer says how long the offer holds, and a booked one whether its balance is still open.
 */
export function ReplyDueLabel({ request, now }: { request: TripRequest; now: number }) {
  const locale = useLocale();
  const { t } = useLingui();
  if (request.status === "offer-available" && request.offer) {
    const validUntil = formatDate(request.offer.validUntil, locale, "medium");
    return (
      <span className={styles.muted}>
        <Trans>Offer valid until {validUntil}</Trans>
      </span>
    );
  }
  if (request.status === "booked" && request.payment) {
    const due = balanceDueChf(request.payment);
    const amount = chf(due, locale);
    return (
      <span className={styles.muted} data-testid="booked-balance">
        {due > 0 ? t`Balance due: ${amount}` : t`Paid in full`}
      </span>
    );
  }
  if (request.status !== "in-progress") {
    return (
      <span className={styles.muted}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t`No reply due`}</span>
      </span>
    );
  }
  const due = replyDue(request.replyDueAt, now);
  const span = formatSpan(due.minutes, locale);
  const exact = formatDateTime(request.replyDueAt, locale);
  if (due.overdue) {
    return (
      <span className={styles.overdue} title={exact} data-testid="reply-due" data-overdue="true">
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 3 2 21h20L12 3Z" fill="currentColor" />
          <path d="M12 10v5m0 3v.01" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Trans>Overdue by {span}</Trans>
      </span>
    );
  }
  return (
    <span className={styles.due} title={exact} data-testid="reply-due">
      <Trans>Reply due in {span}</Trans>
    </span>
  );
}

/** The traveller asked for a change that no offer has answered yet (shared changeRequestWaiting). */
export function ChangeRequestedBadge() {
  return (
    <span className={`${styles.badge} ${styles.badgeChange}`} data-testid="change-requested">
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path
          d="M4 20h4L19 9l-4-4L4 16v4Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <Trans>Change requested</Trans>
    </span>
  );
}
