import { Trans, useLingui } from "@lingui/react/macro";
import {
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  destinationName,
  formatMoney,
  isDestinationSlug,
  isLocale,
} from "@tembea/shared";
import { useMemo } from "react";
import { useLocale } from "../../i18n/locale-context";
import { formatDate, languageName } from "../../lib/format";
import type { InfiniteData, UseInfiniteQueryResult } from "../../lib/query";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import styles from "./agency.module.css";
import { type ChangeWords, describeChangePath, describeChangeValue, type ValueWords } from "./change-path";

/** An action in the reader's words. */
function useActionLabel(): (action: AuditAction) => string {
  const { t } = useLingui();
  const labels: Record<AuditAction, string> = {
    "agency.created": t`Agency created`,
    "agency.updated": t`Agency changed`,
    "agency.logo-changed": t`Logo changed`,
    "agent.invited": t`Agent invited`,
    "agent.invitation-resent": t`Invitation sent again`,
    "agent.joined": t`Agent joined`,
    "agent.disabled": t`Agent disabled`,
    "agent.enabled": t`Agent enabled again`,
    "tour.created": t`Tour created`,
    "tour.saved": t`Tour saved`,
    "tour.published": t`Tour published`,
    "tour.unpublished": t`Tour unpublished`,
    "departure.added": t`Departure added`,
    "departure.capacity-changed": t`Capacity changed`,
    "departure.sales-closed": t`Sales closed`,
    "departure.sales-opened": t`Sales opened`,
    "departure.deleted": t`Departure deleted`,
    "departure.cancelled": t`Departure cancelled`,
    "photo.added": t`Photo added`,
    "photo.deleted": t`Photo deleted`,
    "booking.cancelled": t`Booking cancelled`,
  };
  return (action) => labels[action];
}

/** The changed fields' names in the reader's words (change-path.ts), from this catalog. */
function useChangeWords(): ChangeWords {
  const { t } = useLingui();
  return useMemo(() => {
    const title = t`Title`;
    const name = t`Name`;
    const status = t`Status`;
    return {
      fields: {
        agency: {
          name,
          city: t`City`,
          about: t`Description`,
          language: t`Language of its mails`,
          requestEmail: t`Address for request mails`,
          destinations: t`Destinations`,
        },
        agent: { name, email: t`E-mail`, language: t`Language`, status },
        tour: {
          kind: t`Kind of tour`,
          destination: t`Destination`,
          title,
          summary: t`Summary`,
          durationDays: t`Duration (days)`,
          language: t`Guide language`,
          minimumAge: t`Minimum age`,
          groupSize: t`Group size`,
          itinerary: t`Itinerary`,
          inclusions: t`Included`,
          exclusions: t`Not included`,
          refundTiers: t`Refund tiers`,
          price: t`Prices`,
          pricePerPerson: t`Price per person`,
          photos: t`Photos`,
          coverPhotoId: t`Cover photo`,
          published: t`Published`,
        },
        departure: {
          startDate: t`Start date`,
          endDate: t`End date`,
          capacity: t`Capacity`,
          salesOpen: t`On sale`,
          cancelled: t`Cancelled`,
          reason: t`Reason`,
        },
        photo: { status, contentType: t`File type`, size: t`File size (bytes)` },
        booking: { status, refundPercent: t`Refund (%)`, refundChf: t`Refund` },
      },
      parts: {
        title,
        description: t`Description`,
        alt: t`Text alternative`,
        photoId: t`Photo`,
        daysBefore: t`Days before departure`,
        refundPercent: t`Refund (%)`,
        min: t`Minimum`,
        max: t`Maximum`,
        shared: t`Shared room`,
        single: t`Single room`,
      },
      item: {
        destinations: (number) => t`Destination ${number}`,
        itinerary: (number) => t`Day ${number}`,
        inclusions: (number) => t`Included, item ${number}`,
        exclusions: (number) => t`Not included, item ${number}`,
        refundTiers: (number) => t`Refund tier ${number}`,
        photos: (number) => t`Photo ${number}`,
      },
      language: {
        en: t({ message: "English", context: "the language of a field" }),
        de: t({ message: "German", context: "the language of a field" }),
        fr: t({ message: "French", context: "the language of a field" }),
      },
      inLanguage: (field, language) => t`${field} (${language})`,
      partOf: (whole, part) => t`${whole}: ${part}`,
    };
  }, [t]);
}

/** A recorded value's words (change-path.ts), from this catalog and the reader's language. */
function useValueWords(): ValueWords {
  const { t } = useLingui();
  const locale = useLocale();
  return useMemo(() => {
    const statuses: Record<string, string> = {
      held: t({ message: "Held", context: "a booking's status" }),
      confirmed: t({ message: "Confirmed", context: "a booking's status" }),
      released: t({ message: "Released", context: "a booking's status" }),
      cancelled: t({ message: "Cancelled", context: "a booking's status" }),
      invited: t({ message: "Invited", context: "an agent's status" }),
      active: t({ message: "Active", context: "an agent's status" }),
      disabled: t({ message: "Disabled", context: "an agent's status" }),
      processing: t({ message: "Processing", context: "a photo's status" }),
      ready: t({ message: "Ready", context: "a photo's status" }),
      failed: t({ message: "Failed", context: "a photo's status" }),
    };
    const kinds: Record<string, string> = { group: t`Group tour`, special: t`Special tour` };
    const destination = (slug: string) =>
      isDestinationSlug(slug) ? destinationName(slug, locale) : undefined;
    // Tours' guides and agencies' mails speak one of the site's languages: format.ts's table names them.
    const language = (code: string) => (isLocale(code) ? languageName(code, locale) : undefined);
    return {
      yes: t`Yes`,
      no: t`No`,
      money: (minor) => formatMoney(minor, "CHF", locale),
      date: (isoDate) => formatDate(isoDate, locale, "medium"),
      codes: {
        kind: (code) => kinds[code],
        status: (code) => statuses[code],
        destination,
        destinations: destination,
        language,
      },
    };
  }, [t, locale]);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const locale = useLocale();
  const actionLabel = useActionLabel();
  const words = useChangeWords();
  const valueWords = useValueWords();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(entry.at),
  );
  const who = entry.actor.email || entry.actor.userId;
  return (
    <li className={styles.entry} data-testid="history-entry">
      <p className={styles.entryHead}>
        <strong>
          {entry.target.label
            ? words.partOf(
                actionLabel(entry.action),
                // A departure is labelled by its start date.
                describeChangeValue(entry.target.type, "label", entry.target.label, valueWords),
              )
            : actionLabel(entry.action)}
        </strong>
        <time dateTime={entry.at} className={styles.muted}>
          {when}
        </time>
      </p>
      <p className={styles.muted}>
        <Trans>by {who}</Trans>
      </p>
      {entry.changes.length > 0 && (
        <ul className={styles.changes}>
          {entry.changes.map((change) => {
            const field = describeChangePath(entry.target.type, change.path, words);
            const shown = (v: typeof change.before) =>
              describeChangeValue(entry.target.type, change.path, v, valueWords);
            return (
              <li key={change.path} title={change.path}>
                {"before" in change || "after" in change
                  ? words.partOf(field, `${shown(change.before)} → ${shown(change.after)}`)
                  : field}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/**
 * Who did what, newest first, a page at a time (the operator's and an agency's own history): each
 * entry names the action in the reader's language, who did it and when, and the fields it changed,
 * with their values before and after where they are short.
 */
export function HistoryList({
  query,
  heading,
}: {
  query: UseInfiniteQueryResult<InfiniteData<AuditPage>>;
  heading: React.ReactNode;
}) {
  const { t } = useLingui();
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{heading}</h2>
      {query.isPending ? (
        <Loading label={t`Loading the history`}>
          <p className={styles.muted} aria-hidden="true">
            …
          </p>
        </Loading>
      ) : query.isError && entries.length === 0 ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : entries.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Nothing has been recorded yet.</Trans>
        </p>
      ) : (
        <>
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <Entry key={entry.entryId} entry={entry} />
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="secondary"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              <Trans>Show older entries</Trans>
            </Button>
          )}
        </>
      )}
    </section>
  );
}
