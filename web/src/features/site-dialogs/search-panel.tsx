import { Plural, Trans, useLingui } from "@lingui/react/macro";
import * as Tabs from "@radix-ui/react-tabs";
import type { Locale, SearchHit } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { newTripRequestPath } from "@tembea/shared/site/site-paths";
import { type KeyboardEvent, type MutableRefObject, type RefObject, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { apiRequest } from "../../api/client";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { useQuery } from "../../lib/query";
import { Skeleton } from "../../ui/skeleton";
import { useDebounced } from "../../ui/use-debounced";
import { searchKeyAction } from "./search-keys";
import styles from "./search-panel.module.css";
import { takeOver } from "./take-over";

const debounceMs = 250;

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
type Status = "idle" | "pending" | "error" | "success";
type TabName = "tours" | "tailored";

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * A tab's number of results, so the other tab's results are not missed: seen as a badge, heard
 * as part of the tab's name ("Group tours (3 results)").
 */
function TabCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <>
      <span className={styles.count} data-empty={count === 0 || undefined} aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">
        {" "}
        (<Plural value={count} one="# result" other="# results" />)
      </span>
    </>
  );
}

function ResultList({
  hits,
  status,
  listId,
  label,
  active,
  empty,
  onFollow,
  query,
}: {
  hits: Hit[];
  status: Status;
  listId: string;
  /** The text these results answer (the debounced one): tests wait for it before pressing keys. */
  query: string;
  label: string;
  active: number;
  /** The no-results message, the text in the language's own quotes. */
  empty: string;
  onFollow: () => void;
}) {
  if (status === "idle") {
    return (
      <p className={styles.hint}>
        <Trans>Type a destination or a tour name.</Trans>
      </p>
    );
  }
  if (status === "pending") {
    return (
      <div aria-busy="true">
        <Skeleton height="2.5rem" />
        <Skeleton height="2.5rem" className={styles.gap} />
      </div>
    );
  }
  if (status === "error") {
    return (
      <p role="alert" className={styles.hint}>
        <Trans>Search is not available at the moment, please try again.</Trans>
      </p>
    );
  }
  if (hits.length === 0) return <p className={styles.hint}>{empty}</p>;
  // The combobox pattern: the field keeps the focus and names the active option
  // (aria-activedescendant); the options are links, so a click or a middle click works as on any link.
  return (
    <div role="listbox" id={listId} aria-label={label} className={styles.results} data-query={query}>
      {hits.map((hit, index) => (
        <Link
          key={hit.key}
          role="option"
          id={optionId(listId, index)}
          aria-selected={index === active}
          tabIndex={-1}
          className={styles.result}
          to={hit.to}
          onClick={onFollow}
        >
          <span className={styles.resultLabel}>{hit.label}</span>
          <span className={styles.resultDetail}>{hit.detail}</span>
        </Link>
      ))}
    </div>
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
  typeAhead: MutableRefObject<HTMLInputElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  onFollow: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const inputId = useId();
  const listBase = useId();
  const typed = text.trim().slice(0, 100);
  // The text an Enter waits for the results of: it is searched at once, without the debounce.
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const debounced = useDebounced(typed, debounceMs);
  const q = awaiting === typed ? typed : debounced;
  const { data, status } = useSearch(q, locale);
  const shownStatus: Status = q.length === 0 ? "idle" : status;
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

  const shown = shownStatus === "success" ? (tab === "tours" ? tourHits : destinationHits) : [];
  const listId = `${listBase}-${tab}`;
  // The first result is active until an arrow key moves on; a new text or tab starts again at it.
  const listKey = `${tab}\n${q}`;
  const [cursor, setCursor] = useState({ listKey, index: 0 });
  const active = cursor.listKey === listKey ? Math.min(cursor.index, shown.length - 1) : 0;
  const expanded = shown.length > 0;

  const follow = (hit: Hit) => {
    onFollow();
    void navigate(hit.to);
  };

  // Enter pressed before the text's results were in: the first result, once they are.
  useEffect(() => {
    if (awaiting === null || awaiting !== q || shownStatus === "pending") return;
    setAwaiting(null);
    const first = shown[0];
    if (first) follow(first);
  });

  // The field takes over from the stand-in that held the focus while this chunk loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the field appears
  useEffect(() => {
    const field = inputRef.current;
    if (!field) return;
    const enter = takeOver(typeAhead.current, field);
    typeAhead.current = null;
    if (enter !== undefined && enter.trim().slice(0, 100) === typed && typed !== "") setAwaiting(typed);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
    const action = searchKeyAction(event.key, {
      typed,
      current: q === typed && shownStatus === "success",
      count: shown.length,
      active,
    });
    if (!action) return;
    event.preventDefault();
    if (action.kind === "move") {
      setCursor({ listKey, index: action.index });
      document.getElementById(optionId(listId, action.index))?.scrollIntoView({ block: "nearest" });
    } else if (action.kind === "follow") {
      const hit = shown[action.index];
      if (hit) follow(hit);
    } else {
      setAwaiting(typed);
    }
  };

  const count = shown.length;
  const counted = shownStatus === "success";
  const query = q;
  const emptyTours = t`No tours found for “${query}”`;
  const emptyDestinations = t`No destinations found for “${query}”`;
  const panels: { tab: TabName; name: string; hits: Hit[]; empty: string }[] = [
    { tab: "tours", name: t`Group tours`, hits: tourHits, empty: emptyTours },
    { tab: "tailored", name: t`Tailored trips`, hits: destinationHits, empty: emptyDestinations },
  ];

  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        <Trans>Destination or tour</Trans>
      </label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded ? optionId(listId, active) : undefined}
        className={styles.input}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => {
          setAwaiting(null);
          onTextChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {/* One live region for the whole search, there before anything is said in it. */}
      <p role="status" className="visually-hidden">
        {shownStatus === "pending" ? (
          t`Searching…`
        ) : shownStatus !== "success" ? null : count > 0 ? (
          <Plural value={count} one="# result" other="# results" />
        ) : tab === "tours" ? (
          emptyTours
        ) : (
          emptyDestinations
        )}
      </p>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as TabName)} className={styles.tabs}>
        {/*
          Radix makes the list itself a tab stop that hands the focus on to a tab, and each panel
          another. The selected tab is the one tab stop here instead (roving tabindex); the list and
          the panels are none: the field leads to the results with the arrow keys.
        */}
        <Tabs.List className="tabs__list" aria-label={t`Search results`} tabIndex={undefined}>
          {panels.map((panel) => (
            <Tabs.Trigger
              key={panel.tab}
              value={panel.tab}
              className="tabs__tab"
              tabIndex={tab === panel.tab ? 0 : -1}
            >
              {panel.name}
              <TabCount count={counted ? panel.hits.length : undefined} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {panels.map((panel) => (
          <Tabs.Content key={panel.tab} value={panel.tab} className={styles.panel} tabIndex={undefined}>
            <ResultList
              hits={panel.hits}
              status={shownStatus}
              listId={listId}
              label={panel.name}
              active={active}
              empty={panel.empty}
              onFollow={onFollow}
              query={q}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
