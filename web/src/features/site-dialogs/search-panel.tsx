import { Trans, useLingui } from "@lingui/react/macro";
import * as Tabs from "@radix-ui/react-tabs";
import { useQuery } from "@tanstack/react-query";
import type { Locale, SearchHit } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { newTripRequestPath } from "@tembea/shared/site/site-paths";
import { type RefObject, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { apiRequest } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Loading } from "../../ui/loading";
import { Skeleton } from "../../ui/skeleton";
import styles from "./search-panel.module.css";
import { takeOver } from "./take-over";

const debounceMs = 250;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), debounceMs);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

function useSearch(q: string, locale: Locale) {
  return useQuery({
    queryKey: ["search", { q, locale }],
    queryFn: async ({ signal }) =>
      (await apiRequest(routes.searchCatalogue, { query: { q, locale }, signal })).hits,
    enabled: q.length > 0,
    staleTime: 60_000,
  });
}

type Hit = { key: string; to: string; label: string; detail: string };
type TabName = "tours" | "tailored";

function ResultList({
  hits,
  status,
  empty,
  onFollow,
}: {
  hits: Hit[];
  status: "idle" | "pending" | "error" | "success";
  /** The no-results message, the text in the language's own quotes. */
  empty: string;
  onFollow: () => void;
}) {
  const { t } = useLingui();
  if (status === "idle") {
    return (
      <p className={styles.hint}>
        <Trans>Type a destination or a tour name.</Trans>
      </p>
    );
  }
  if (status === "pending") {
    return (
      <Loading label={t`Searching…`} aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" className={styles.gap} />
      </Loading>
    );
  }
  if (status === "error") {
    return (
      <p role="alert" className={styles.hint}>
        <Trans>Search is not available at the moment, please try again.</Trans>
      </p>
    );
  }
  if (hits.length === 0) {
    return (
      <p role="status" className={styles.hint}>
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.results}>
      {hits.map((hit) => (
        <li key={hit.key}>
          <Link className={styles.result} to={hit.to} onClick={onFollow}>
            <span className={styles.resultLabel}>{hit.label}</span>
            <span className={styles.resultDetail}>{hit.detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The search dialog's content: its own chunk (with Radix tabs), loaded when the search button is
 * first hovered, focused or pressed. Until its field exists, a stand-in takes what is typed
 * (./type-ahead.ts); the field takes over from it when it mounts.
 */
export default function SearchPanel({
  inputRef,
  typeAhead,
  text,
  onTextChange,
  onFollow,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  typeAhead: RefObject<HTMLInputElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  onFollow: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const inputId = useId();
  const q = useDebounced(text.trim()).slice(0, 100);
  const { data, status } = useSearch(q, locale);
  const shownStatus = q.length === 0 ? "idle" : status;
  const hits: SearchHit[] = q.length > 0 ? (data ?? []) : [];
  const [tab, setTab] = useState<TabName>("tours");

  const tourHits: Hit[] = hits.flatMap((hit): Hit[] => {
    if (hit.kind === "groupTour") {
      return [
        {
          key: `g-${hit.tour.id}`,
          to: to(`/group-tour/${hit.tour.id}`),
          label: hit.tour.title[locale],
          detail: t`Group tour`,
        },
      ];
    }
    if (hit.kind === "specialTour") {
      return [
        {
          key: `s-${hit.tour.id}`,
          to: to(`/special-tour/${hit.tour.id}`),
          label: hit.tour.title[locale],
          detail: t`Special tour`,
        },
      ];
    }
    return [];
  });
  const destinationHits: Hit[] = hits.flatMap((hit): Hit[] =>
    hit.kind === "destination"
      ? [
          {
            key: `d-${hit.destination.slug}`,
            to: to(newTripRequestPath(hit.destination.slug)),
            label: hit.destination.name[locale],
            detail: t`Request a tailored trip`,
          },
        ]
      : [],
  );

  // The field takes over from the stand-in that held the focus while this chunk loaded.
  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    takeOver(typeAhead.current, field);
    typeAhead.current = null;
  }, [inputRef, typeAhead]);

  const query = q;

  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        <Trans>Destination or tour</Trans>
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        className={styles.input}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => onTextChange(event.target.value)}
      />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabName)} className={styles.tabs}>
        {/*
          Radix makes the list itself a tab stop that hands the focus on to a tab, and each panel
          another. The selected tab is the one tab stop here instead (roving tabindex); the list and
          the panels are none.
        */}
        <Tabs.List className="tabs__list" aria-label={t`Search results`} tabIndex={undefined}>
          <Tabs.Trigger value="tours" className="tabs__tab" tabIndex={tab === "tours" ? 0 : -1}>
            <Trans>Group tours</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="tailored" className="tabs__tab" tabIndex={tab === "tailored" ? 0 : -1}>
            <Trans>Tailored trips</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tours" className={styles.panel} tabIndex={undefined}>
          <ResultList
            hits={tourHits}
            status={shownStatus}
            empty={t`No tours found for “${query}”`}
            onFollow={onFollow}
          />
        </Tabs.Content>
        <Tabs.Content value="tailored" className={styles.panel} tabIndex={undefined}>
          <ResultList
            hits={destinationHits}
            status={shownStatus}
            empty={t`No destinations found for “${query}”`}
            onFollow={onFollow}
          />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
