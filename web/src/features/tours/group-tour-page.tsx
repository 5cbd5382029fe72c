import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { getGroupTour, PublicDeparture, ResponseOf } from "@tembea/shared";
import { useParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import { ConversionNote } from "../currency/conversion-note";
import { Price } from "../currency/price";
import { BottomBar, TourPageFallback } from "./page-states";
import { useGroupTour } from "./queries";
import { TourGallery } from "./tour-gallery";
import {
  Fact,
  GroupSizeFact,
  LanguageFact,
  MinimumAgeFact,
  Section,
  TourDetailSections,
  TourHero,
} from "./tour-sections";
import styles from "./tours.module.css";

function DepartureItem({ departure }: { departure: PublicDeparture }) {
  const locale = useLocale();
  // A date its agency stopped selling reads "Not on sale", greyed out like a full one.
  const closed = departure.salesClosed === true;
  const full = departure.placesLeft === 0 || closed;
  const start = formatDate(departure.startDate, locale, "medium");
  const end = formatDate(departure.endDate, locale, "medium");
  return (
    <li
      className={full ? `${styles.departure} ${styles.departureFull}` : styles.departure}
      aria-disabled={full || undefined}
      data-testid="departure"
      data-date={departure.startDate}
    >
      <span className={styles.departureDates}>
        {start} – {end}
        {departure.guaranteed && (
          <span className={styles.guaranteed} data-testid="guaranteed">
            <Trans>Guaranteed departure</Trans>
          </span>
        )}
      </span>
      <span className={styles.departurePlaces}>
        {closed ? (
          <Trans>Not on sale</Trans>
        ) : full ? (
          <Trans>Fully booked</Trans>
        ) : (
          <Plural value={departure.placesLeft} one="# place left" other="# places left" />
        )}
      </span>
    </li>
  );
}

/** /group-tour/{id} (docs/product-spec.md, section 2). */
export function GroupTourPage() {
  const { id = "" } = useParams();
  const { t } = useLingui();
  const locale = useLocale();
  const query = useGroupTour(id);
  usePageTitle(query.data ? query.data.tour.title[locale] : t`Group tour`);
  if (query.status !== "success") return <TourPageFallback query={query} kind="group" />;
  return <GroupTourView data={query.data} />;
}

export interface GroupTourViewProps {
  data: ResponseOf<typeof getGroupTour>;
  /** Without the "Book a date" bar: the agents' preview of a tour that may not be bookable yet. */
  preview?: boolean;
}

/** A group tour's page as travellers see it, from getGroupTour's answer (or the agents' preview of it). */
export function GroupTourView({ data, preview = false }: GroupTourViewProps) {
  const to = useLocalizedPath();
  const { tour, agency, departures, reviews } = data;
  const days = tour.durationDays;

  return (
    <>
      <article className={styles.detail}>
        <Container className={styles.page}>
          <TourHero tour={tour} />
          <dl className={styles.factList}>
            <Fact term={<Trans>Duration</Trans>}>
              <Plural value={days} one="# day" other="# days" />
            </Fact>
            <LanguageFact tour={tour} />
            <MinimumAgeFact tour={tour} />
            <GroupSizeFact tour={tour} />
          </dl>
          <TourGallery tour={tour} />

          <Section id="prices-heading" title={<Trans>Price per traveller</Trans>}>
            <dl className={styles.prices}>
              <Fact term={<Trans>Shared room</Trans>}>
                <Price chf={tour.price.shared} className={styles.priceValue} />
              </Fact>
              <Fact term={<Trans>Single room</Trans>}>
                <Price chf={tour.price.single} className={styles.priceValue} />
              </Fact>
            </dl>
            <ConversionNote className={styles.muted} />
          </Section>

          <Section id="dates-heading" title={<Trans>Dates and availability</Trans>}>
            {departures.length === 0 ? (
              <p className={styles.muted}>
                <Trans>No dates are planned at the moment.</Trans>
              </p>
            ) : (
              <ul className={styles.departures}>
                {departures.map((departure) => (
                  <DepartureItem key={departure.startDate} departure={departure} />
                ))}
              </ul>
            )}
          </Section>

          <TourDetailSections tour={tour} agency={agency} reviews={reviews} />
        </Container>
      </article>
      {!preview && (
        <BottomBar
          to={to(`/group-tour/${tour.id}/dates`)}
          price={
            <Trans>
              from <Price chf={tour.price.shared} className={styles.priceValue} /> per traveller
            </Trans>
          }
        />
      )}
    </>
  );
}

/** The route table's page: /group-tour/{id} (tours layout). */
export { GroupTourPage as Component };
