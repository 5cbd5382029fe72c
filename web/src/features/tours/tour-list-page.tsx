import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type DestinationSlug,
  destinationNames,
  destinationPhrase,
  type GroupTourListItem,
  isDestinationSlug,
  type SpecialTourListItem,
  sortDestinationsByName,
} from "@tembea/shared";
import { newTripRequestPath } from "@tembea/shared/site/site-paths";
import { type ReactNode, useRef } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { useHydrated, useRenderedWith } from "../../ui/hydration";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { ConversionNote } from "../currency/conversion-note";
import { useDestinations } from "../destinations/use-destinations";
import { NotFoundPage } from "../errors/not-found-page";
import { destinationBySlug } from "./format";
import {
  hasFilters,
  type ListState,
  listSearch,
  readListState,
  type SortOrder,
  type TourSort,
} from "./list-state";
import {
  groupToursQuery,
  specialToursPageQuery,
  useGroupTourPage,
  useSpecialTourPage,
  useSpecialTours,
} from "./queries";
import { SpecialToursSection } from "./special-tours-section";
import { GroupTourCard, SpecialTourCard } from "./tour-card";
import { FilterSelect, TourFilterControls } from "./tour-filters";
import styles from "./tours.module.css";

type Kind = "group" | "special";

const sortOptions = ["name-asc", "name-desc", "price-asc", "price-desc"] as const;
type SortOption = (typeof sortOptions)[number];

const listPath = (kind: Kind, destination?: string) =>
  `/${kind === "group" ? "group-tours" : "special-tours"}${destination ? `/${destination}` : ""}`;

/**
 * /group-tours and /group-tours/{destination} (docs/product-spec.md, section 2): filters, sort and page, all
 * kept in the URL.
 */
export function GroupTourListPage() {
  return <TourListPage kind="group" />;
}

/** /special-tours and /special-tours/{destination}: the special tours, listed as the group tours are. */
export function SpecialTourListPage() {
  return <TourListPage kind="special" />;
}

function TourListPage({ kind }: { kind: Kind }) {
  const { destination: slugParam } = useParams();
  if (slugParam !== undefined && !isDestinationSlug(slugParam)) return <NotFoundPage />;
  return kind === "group" ? (
    <GroupTourList destination={slugParam} />
  ) : (
    <SpecialTourList destination={slugParam} />
  );
}

/** The list's URL state: what the page shows and what it asks the API for. */
function useListState() {
  const [searchParams] = useSearchParams();
  return readListState(searchParams);
}

function GroupTourList({ destination }: { destination: DestinationSlug | undefined }) {
  const locale = useLocale();
  const state = useListState();
  const query = useGroupTourPage(destination, state, locale);
  const renderedWith = useRenderedWith(groupToursQuery(destination, state, locale).queryKey);
  // The destination's special tours: a section below its group tours, and what its empty state offers.
  const specials = useSpecialTours(destination, locale);
  return (
    <TourList
      kind="group"
      destination={destination}
      query={query}
      renderedWith={renderedWith}
      card={(tour, priority) => <GroupTourCard key={tour.id} tour={tour} priority={priority} />}
      specialCount={
        specials.status === "success"
          ? (specials.data.total ?? specials.data.tours.length)
          : specials.status === "error"
            ? null
            : undefined
      }
    />
  );
}

function SpecialTourList({ destination }: { destination: DestinationSlug | undefined }) {
  const state = useListState();
  const locale = useLocale();
  const query = useSpecialTourPage(destination, state, locale);
  const renderedWith = useRenderedWith(specialToursPageQuery(destination, state, locale).queryKey);
  return (
    <TourList
      kind="special"
      destination={destination}
      query={query}
      renderedWith={renderedWith}
      card={(tour, priority) => <SpecialTourCard key={tour.id} tour={tour} priority={priority} />}
    />
  );
}

/** A page of the list as the API answers it (shared/src/contract/catalogue.ts). */
interface ListAnswer<T> {
  tours: T[];
  page?: number | undefined;
  pageCount?: number | undefined;
  total?: number | undefined;
  unfilteredTotal?: number | undefined;
  months?: string[] | undefined;
}

interface ListQuery<T> {
  data: ListAnswer<T> | undefined;
  status: "pending" | "error" | "success";
  /** The previous answer, shown while the one for the current URL loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
  isRefetching: boolean;
}

function TourList<T extends GroupTourListItem | SpecialTourListItem>({
  kind,
  destination,
  query,
  renderedWith,
  card,
  specialCount,
}: {
  kind: Kind;
  destination: DestinationSlug | undefined;
  query: ListQuery<T>;
  /** Whether the page's HTML was rendered with this answer (rendered on request): then it shows at once. */
  renderedWith: boolean;
  card: (tour: T, priority: boolean) => ReactNode;
  /** Group lists of a destination: how many special tours it has, once known (null: unknown, not loaded). */
  specialCount?: number | null | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams);
  const { sort, order, filters } = state;
  const filtersRef = useRef<HTMLFieldSetElement>(null);
  const filtersToggleRef = useRef<HTMLButtonElement>(null);

  const current = destination ? destinationBySlug(destination) : undefined;
  const phrase = current ? destinationPhrase(current, locale) : "";
  const heading =
    kind === "group"
      ? current
        ? t`Group tours ${phrase}`
        : t`Group tours`
      : current
        ? t`Special tours ${phrase}`
        : t`Special tours`;
  usePageTitle(heading);

  // The prerendered list (shared/src/site/prerendered-pages.ts) shows its loading state; hydration
  // must find it again even when the browser's prefetch has answered, so the answer shows after it.
  // A list rendered with its answer (web/src/prerender/tour-page-responder.ts) shows it at once.
  const hydrated = useHydrated();
  const { data, status } = query;
  // The API filtered, sorted and paged (docs/architecture.md, "Tour lists"); while the answer for a
  // new URL loads, the previous one stays on screen, marked busy.
  const updating = query.isPlaceholderData;
  // The months come with the tours: on a prerendered page, after hydrating, as the tours do.
  const months = kind === "group" && data && hydrated ? (data.months ?? []) : [];
  const matching = data?.total ?? data?.tours.length ?? 0;
  // Read as a member in the plurals, as before the API counted: the catalogs' messages stay the same.
  const found = { count: matching };
  const list = {
    tours: data?.tours ?? [],
    page: data?.page ?? state.page,
    pageCount: data?.pageCount ?? 1,
  };
  const total = data?.unfilteredTotal ?? data?.tours.length ?? 0;
  const filtered = hasFilters(filters);
  // An empty destination says what it offers instead: its special tours, once known.
  // (The special tours are the browser's: the HTML never counted them.)
  const offersKnown = kind === "special" || !destination || (hydrated && specialCount !== undefined);
  const ready = (hydrated || renderedWith) && status === "success" && (total > 0 || offersKnown);

  // Sorted by name as every page's HTML carries them already (the footer's list): sorting here built
  // the language's first collator, the largest item of a list's hydration on a slow phone (some
  // 60 ms at 4× CPU throttling, docs/performance.md).
  const { data: destinationsByName } = useDestinations(locale);
  const sortedDestinations = destinationsByName ?? sortDestinationsByName(destinationNames, locale);
  const base = to(listPath(kind, destination));
  /** The list's URL with some of its state changed; a change of filter or sort starts at page 1. */
  const searchFor = (change: Partial<ListState>) => listSearch({ ...state, page: 1, ...change });
  const unfiltered = searchFor({ filters: {} });

  function onDestinationChange(value: string) {
    // Another destination starts at page 1; the sort and the filters stay.
    navigate(to(listPath(kind, value || undefined)) + searchFor({}));
  }

  function onSortChange(value: SortOption) {
    const [nextSort, nextOrder] = value.split("-") as [TourSort, SortOrder];
    setSearchParams(new URLSearchParams(searchFor({ sort: nextSort, order: nextOrder })));
  }

  function clearFilters() {
    setSearchParams(new URLSearchParams(unfiltered));
    // The button or link goes away with the filters: the focus goes to the filters' start, not the
    // page's; on a phone whose filters are hidden (no layout box), to the button that shows them.
    const first = filtersRef.current?.querySelector("select");
    if (first && first.offsetParent !== null) first.focus();
    else filtersToggleRef.current?.focus();
  }

  return (
    <Container className={styles.page}>
      <h1>{heading}</h1>
      {kind === "special" && (
        <p className={styles.lead}>
          <Trans>
            Private trips for your group alone, with your own guide: you choose the start date, the duration
            is fixed.
          </Trans>
        </p>
      )}
      {/* Prerendered, the controls wait for the app: a choice made before it has hydrated would be undone. */}
      <div inert={!hydrated}>
        <div className={styles.controls}>
          <FilterSelect
            label={<Trans>Destination</Trans>}
            value={destination ?? ""}
            onChange={onDestinationChange}
            testId="destination-filter"
          >
            <option value="">{t`All destinations`}</option>
            {sortedDestinations.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name[locale]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={<Trans>Sort by</Trans>}
            value={`${sort}-${order}`}
            onChange={(value) => onSortChange(value as SortOption)}
            testId="sort"
          >
            <option value="name-asc">{t`Name: A to Z`}</option>
            <option value="name-desc">{t`Name: Z to A`}</option>
            <option value="price-asc">{t`Price: low to high`}</option>
            <option value="price-desc">{t`Price: high to low`}</option>
          </FilterSelect>
        </div>

        <TourFilterControls
          ref={filtersRef}
          toggleRef={filtersToggleRef}
          kind={kind}
          filters={filters}
          months={months}
          onChange={(next) => setSearchParams(new URLSearchParams(searchFor({ filters: next })))}
          onClear={clearFilters}
        />
      </div>

      {/* Always in the page, so a screen reader hears each new count after a change of filter. */}
      <p className={styles.resultCount} role="status" data-testid="result-count">
        {ready && updating ? (
          kind === "group" ? (
            t`Loading group tours…`
          ) : (
            t`Loading special tours…`
          )
        ) : ready ? (
          filtered ? (
            kind === "group" ? (
              <Plural
                value={found.count}
                _0={`None of the ${total} group tours matches these filters.`}
                one={`# of ${total} group tours matches these filters.`}
                other={`# of ${total} group tours match these filters.`}
              />
            ) : (
              <Plural
                value={found.count}
                _0={`None of the ${total} special tours matches these filters.`}
                one={`# of ${total} special tours matches these filters.`}
                other={`# of ${total} special tours match these filters.`}
              />
            )
          ) : kind === "group" ? (
            <Plural value={total} one="# group tour" other="# group tours" />
          ) : (
            <Plural value={total} one="# special tour" other="# special tours" />
          )
        ) : null}
      </p>

      {!ready && status !== "error" && (
        <Loading label={kind === "group" ? t`Loading group tours…` : t`Loading special tours…`}>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} className={`${styles.card} ${styles.skeleton} ${styles.skeletonCard}`} />
            ))}
          </ul>
        </Loading>
      )}

      {hydrated && status === "error" && (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      )}

      {ready && total === 0 && (
        <EmptyCatalogue kind={kind} destination={destination} phrase={phrase} specialCount={specialCount} />
      )}

      {ready && total > 0 && matching === 0 && (
        <div className={styles.message} data-testid="empty-state">
          <p>
            <Trans>No tour matches these filters.</Trans>
          </p>
          <p>
            {/* A link to the list without filters, which clears them as the filters' button does. */}
            <Link
              to={base + unfiltered}
              onClick={(event) => {
                // A click with a modifier opens the list elsewhere, as any link's does.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                clearFilters();
              }}
            >
              <Trans>Clear filters</Trans>
            </Link>
          </p>
        </div>
      )}

      {ready && matching > 0 && list.tours.length === 0 && (
        <div className={styles.message} role="status" data-testid="empty-state">
          <p>
            <Trans>This page does not exist.</Trans>
          </p>
          <p>
            <Link to={base + searchFor({})}>
              <Trans>Go to the first page</Trans>
            </Link>
          </p>
        </div>
      )}

      {ready && list.tours.length > 0 && (
        <>
          <ul className={styles.grid} data-testid="tour-list" aria-busy={updating}>
            {list.tours.map((tour, index) => card(tour, index === 0))}
          </ul>
          <nav className={styles.pagination} aria-label={t`Pages`}>
            {list.page > 1 ? (
              <Link to={base + searchFor({ page: list.page - 1 })} rel="prev">
                <Trans>Previous</Trans>
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
            <p data-testid="page-status" aria-live="polite">
              <Trans>
                Page {list.page} of {list.pageCount}
              </Trans>
            </p>
            {list.page < list.pageCount ? (
              <Link to={base + searchFor({ page: list.page + 1 })} rel="next">
                <Trans>Next</Trans>
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
          </nav>
          <ConversionNote className={styles.muted} />
        </>
      )}

      {kind === "group" && destination && (
        <SpecialToursSection
          className={styles.section}
          destination={destination}
          headingId="special-tours-heading"
          heading={<Trans>Special tours {phrase}</Trans>}
          intro={
            <Trans>
              Private trips for your group alone: you choose the start date, the duration is fixed.
            </Trans>
          }
          more={{
            to: to(listPath("special", destination)),
            label: <Trans>See all special tours {phrase}</Trans>,
          }}
        />
      )}
      {kind === "group" && !destination && (
        <p className={styles.more}>
          <Link to={to(listPath("special"))}>
            <Trans>Travel privately, on your own dates: see all special tours</Trans>
          </Link>
        </p>
      )}
      {kind === "special" && (
        <p className={styles.more}>
          <Link to={to(listPath("group", destination))}>
            {current ? <Trans>See the group tours {phrase}</Trans> : <Trans>See all group tours</Trans>}
          </Link>
        </p>
      )}
    </Container>
  );
}

/** A list with no tour at all: what the destination does offer instead, or a word to come back. */
function EmptyCatalogue({
  kind,
  destination,
  phrase,
  specialCount,
}: {
  kind: Kind;
  destination: DestinationSlug | undefined;
  phrase: string;
  specialCount: number | null | undefined;
}) {
  const to = useLocalizedPath();
  if (!destination) {
    return (
      <p className={styles.message} data-testid="empty-state">
        {kind === "group" ? (
          <Trans>There are no group tours at the moment. Please come back soon.</Trans>
        ) : (
          <Trans>There are no special tours at the moment. Please come back soon.</Trans>
        )}
      </p>
    );
  }
  const hasSpecials = kind === "group" && typeof specialCount === "number" && specialCount > 0;
  return (
    <div className={styles.message} data-testid="empty-state">
      <p>
        {kind === "special" ? (
          <Trans>There are no special tours {phrase} at the moment.</Trans>
        ) : hasSpecials ? (
          <Trans>
            There are no group tours {phrase} at the moment, but you can travel there on a special tour, on
            the date you choose, or ask local experts for a tailored trip.
          </Trans>
        ) : (
          <Trans>There are no group tours {phrase} at the moment.</Trans>
        )}
      </p>
      <ul className={styles.offers}>
        {hasSpecials && (
          <li>
            <Link to={to(listPath("special", destination))}>
              <Trans>See the special tours {phrase}</Trans>
            </Link>
          </li>
        )}
        <li>
          <Link to={to(newTripRequestPath(destination))}>
            <Trans>Request a tailored trip {phrase}</Trans>
          </Link>
        </li>
        <li>
          <Link to={to(listPath(kind))}>
            {kind === "group" ? <Trans>See all group tours</Trans> : <Trans>See all special tours</Trans>}
          </Link>
        </li>
      </ul>
    </div>
  );
}

/** The route table's page: /group-tours/{destination?} and /special-tours/{destination?}. */
export function Component({ kind }: { kind: Kind }) {
  return kind === "group" ? <GroupTourListPage /> : <SpecialTourListPage />;
}
