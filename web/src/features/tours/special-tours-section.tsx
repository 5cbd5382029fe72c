import { useLingui } from "@lingui/react/macro";
import type { DestinationSlug } from "@tembea/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocale } from "../../i18n/locale-context";
import { useHydrated } from "../../ui/hydration";
import { LoadError } from "../../ui/load-error";
import { Loading } from "../../ui/loading";
import { useSpecialTours } from "./queries";
import { SpecialTourCard } from "./tour-card";
import styles from "./tours.module.css";

/**
 * The first special tours of a destination (or all; a page of them, at most `limit`) by name, under
 * their own heading: on a destination's group-tour list and on the home page. A destination without
 * special tours shows no section. `more` links to them all: always when a `limit` cuts the page,
 * otherwise only when the destination has more than one page shows. On a prerendered page it shows its loading state until hydrated, as the tour
 * list does (prerender/render-page.tsx lets its query stay pending).
 */
export function SpecialToursSection({
  destination,
  headingId,
  heading,
  intro,
  more,
  limit,
  className,
}: {
  destination: DestinationSlug | undefined;
  headingId: string;
  heading: ReactNode;
  intro: ReactNode;
  /** Where to see them all, and the link's text. */
  more?: { to: string; label: ReactNode };
  limit?: number;
  className?: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { data, status, refetch, isRefetching } = useSpecialTours(destination, locale);
  if (hydrated && status === "success" && data.tours.length === 0) return null;

  const tours = status === "success" ? data.tours.slice(0, limit) : [];
  const showMore =
    more && (limit !== undefined || (status === "success" && (data.total ?? 0) > tours.length));
  return (
    <section className={className} aria-labelledby={headingId} data-testid="special-tours-section">
      <h2 id={headingId}>{heading}</h2>
      <p className={styles.lead}>{intro}</p>
      {(status === "pending" || !hydrated) && (
        <Loading label={t`Loading special tours…`}>
          <ul className={styles.grid} aria-hidden="true">
            <li className={`${styles.card} ${styles.skeleton} ${styles.skeletonCard}`} />
          </ul>
        </Loading>
      )}
      {hydrated && status === "error" && <LoadError onRetry={() => void refetch()} retrying={isRefetching} />}
      {hydrated && status === "success" && (
        <>
          <ul className={styles.grid} aria-labelledby={headingId}>
            {tours.map((tour) => (
              <SpecialTourCard key={tour.id} tour={tour} priority={false} level={3} />
            ))}
          </ul>
          {more && showMore && (
            <p className={styles.more}>
              <Link to={more.to}>{more.label}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
