import { Trans, useLingui } from "@lingui/react/macro";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { AuditAction, AuditEntry, AuditPage } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { Button } from "../../ui/button";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import styles from "./agency.module.css";

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
    "photo.added": t`Photo added`,
    "photo.deleted": t`Photo deleted`,
  };
  return (action) => labels[action];
}

function value(v: AuditEntry["changes"][number]["before"]): string {
  if (v === undefined || v === null || v === "") return "–";
  return String(v);
}

function Entry({ entry }: { entry: AuditEntry }) {
  const locale = useLocale();
  const actionLabel = useActionLabel();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(entry.at),
  );
  const who = entry.actor.email || entry.actor.userId;
  return (
    <li className={styles.entry} data-testid="history-entry">
      <p className={styles.entryHead}>
        <strong>
          {actionLabel(entry.action)}
          {entry.target.label ? `: ${entry.target.label}` : ""}
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
          {entry.changes.map((change) => (
            <li key={change.path}>
              <code>{change.path}</code>
              {("before" in change || "after" in change) && (
                <>
                  {": "}
                  {value(change.before)} → {value(change.after)}
                </>
              )}
            </li>
          ))}
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
