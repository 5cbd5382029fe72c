import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  type DestinationSlug,
  destinationNames,
  destinationPhrase,
  type GroupTourSummary,
  isDestinationSlug,
  sortDestinationsByName,
} from "@tembea/shared";
import { newTripRequestPath } from "@tembea/shared/site/site-paths";
import { useId } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { Container } from "../../ui/container";
import { useHydrated } from "../../ui/hydration";
import { cardImageSizes } from "../../ui/image-sources";
import { inertWhile } from "../../ui/inert";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { usePageTitle } from "../../ui/page-title";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { ConversionNote } from "../currency/conversion-note";
import { Price } from "../currency/price";
import { NotFoundPage } from "../errors/not-found-page";
import { destinationBySlug, destinationName, languageName } from "./format";
import { listSearch, readListState } from "./list-state";
import { type SortOrder, type TourSort, useGroupTours } from "./queries";
import { Rating } from "./rating";
import styles from "./tours.module.css";

const sortOptions = ["name-asc", "name-desc", "price-asc", "price-desc"] as const;
type SortOption = (typeof sortOptions)[number];

function TourCard({ tour, priority }: { tour: GroupTourSummary; priority: boolean }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const days = tour.durationDays;
  const language = languageName(tour.language, locale);
  return (
    <li className={styles.card} data-testid="tour-card">
      <ResponsiveImage
        name={tour.image.name}
        alt={tour.image.alt[locale]}
        sizes={cardImageSizes}
        width={640}
        height={427}
        priority={priority}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link className={styles.cardLink} to={to(`/group-tour/${tour.id}`)} data-testid="tour-title">
            {tour.title[locale]}
          </Link>
        </h2>
        <p className={styles.muted}>{destinationName(tour.destination, locale)}</p>
        <ul className={styles.facts}>
          <li>
            <Plural value={days} one="# day" other="# days" />
          </li>
          <li>
            <Trans>Guide: {language}</Trans>
          </li>
        </ul>
        <Rating average={tour.rating.average} count={tour.rating.count} />
        <p className={styles.cardPrice} data-testid="tour-price">
          <Trans>
            from <Price chf={tour.price.shared} className={styles.priceValue} /> per traveller
          </Trans>
        </p>
      </div>
    </li>
  );
}

/** Spec 2: /group-tours and /group-tours/{destination}: filter, sort, pages, all kept in the URL. */
export function GroupTourListPage() {
  const { destination: slugParam } = useParams();
  if (slugParam !== undefined && !isDestinationSlug(slugParam)) return <NotFoundPage />;
  return <GroupTourList destination={slugParam} />;
}

function GroupTourList({ destination }: { destination: DestinationSlug | undefined }) {
  const { t } = useLingui();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, order, page } = readListState(searchParams);
  const filterId = useId();
  const sortId = useId();

  const current = destination ? destinationBySlug(destination) : undefined;
  const phrase = current ? destinationPhrase(current, locale) : "";
  const heading = current ? t`Group tours ${phrase}` : t`Group tours`;
  usePageTitle(heading);

  const { data, status, refetch, isRefetching, isPlaceholderData } = useGroupTours({
    destination,
    sort,
    order,
    page,
    locale,
  });
  // The prerendered list (shared/src/site/prerendered-pages.ts) shows its loading state; hydration
  // must find it again even when the browser's prefetch has answered, so the answer shows after it.
  const hydrated = useHydrated();

  const sorted = sortDestinationsByName(destinationNames, locale);
  const base = destination ? `/group-tours/${destination}` : "/group-tours";

  function onDestinationChange(value: string) {
    // A new filter starts at page 1; the sort stays.
    navigate(to(value ? `/group-tours/${value}` : "/group-tours") + listSearch(sort, order, 1));
  }

  function onSortChange(value: SortOption) {
    const [nextSort, nextOrder] = value.split("-") as [TourSort, SortOrder];
    const search = listSearch(nextSort, nextOrder, 1);
    setSearchParams(new URLSearchParams(search));
  }

  return (
    <Container className={styles.page}>
      <h1>{heading}</h1>
      {/* Prerendered, the filters wait for the app: a choice made before it has hydrated would be undone. */}
      <div className={styles.controls} {...inertWhile(!hydrated)}>
        <div className={styles.field}>
          <label htmlFor={filterId}>
            <Trans>Destination</Trans>
          </label>
          <select
            id={filterId}
            value={destination ?? ""}
            onChange={(event) => onDestinationChange(event.target.value)}
            data-testid="destination-filter"
          >
            <option value="">{t`All destinations`}</option>
            {sorted.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name[locale]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={sortId}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={sortId}
            value={`${sort}-${order}`}
            onChange={(event) => onSortChange(event.target.value as SortOption)}
            data-testid="sort"
          >
            <option value="name-asc">{t`Name: A to Z`}</option>
            <option value="name-desc">{t`Name: Z to A`}</option>
            <option value="price-asc">{t`Price: low to high`}</option>
            <option value="price-desc">{t`Price: high to low`}</option>
          </select>
        </div>
      </div>

      {(status === "pending" || !hydrated) && (
        <Loading label={t`Loading group tours…`}>
          <ul className={styles.grid} aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={i} className={`${styles.card} ${styles.skeleton} ${styles.skeletonCard}`} />
            ))}
          </ul>
        </Loading>
      )}

      {hydrated && status === "error" && <LoadError onRetry={() => void refetch()} retrying={isRefetching} />}

      {hydrated && status === "success" && data.total === 0 && destination && (
        <div className={styles.message} role="status" data-testid="empty-state">
          <p>
            <Trans>There are no group tours {phrase} at the moment.</Trans>
          </p>
          <p>
            <Link to={to(newTripRequestPath(destination))}>
              <Trans>Request a tailored trip {phrase}</Trans>
            </Link>
          </p>
          <p>
            <Link to={to("/group-tours")}>
              <Trans>See all group tours</Trans>
            </Link>
          </p>
        </div>
      )}

      {hydrated && status === "success" && data.total === 0 && !destination && (
        <p className={styles.message} role="status" data-testid="empty-state">
          <Trans>There are no group tours at the moment. Please come back soon.</Trans>
        </p>
      )}

      {hydrated && status === "success" && data.total > 0 && data.tours.length === 0 && (
        <div className={styles.message} role="status" data-testid="empty-state">
          <p>
            <Trans>This page does not exist.</Trans>
          </p>
          <p>
            <Link to={to(base) + listSearch(sort, order, 1)}>
              <Trans>Go to the first page</Trans>
            </Link>
          </p>
        </div>
      )}

      {hydrated && status === "success" && data.tours.length > 0 && (
        <>
          <ul className={styles.grid} aria-busy={isPlaceholderData || undefined} data-testid="tour-list">
            {data.tours.map((tour, index) => (
              <TourCard key={tour.id} tour={tour} priority={index === 0} />
            ))}
          </ul>
          <nav className={styles.pagination} aria-label={t`Pages`}>
            {data.page > 1 ? (
              <Link to={to(base) + listSearch(sort, order, data.page - 1)} rel="prev">
                <Trans>Previous</Trans>
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
            <p data-testid="page-status" aria-live="polite">
              <Trans>
                Page {data.page} of {data.pageCount}
              </Trans>
            </p>
            {data.page < data.pageCount ? (
              <Link to={to(base) + listSearch(sort, order, data.page + 1)} rel="next">
                <Trans>Next</Trans>
              </Link>
            ) : (
              <span aria-hidden="true" />
            )}
          </nav>
          <ConversionNote className={styles.muted} />
        </>
      )}
    </Container>
  );
}
