import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Departure } from "@tembea/shared";
import { useParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import { ConversionNote } from "../currency/conversion-note";
import { Price } from "../currency/price";
import { BottomBar, TourPageFallback } from "./page-states";
import { useGroupTour } from "./queries";
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

function DepartureItem({ departure }: { departure: Departure }) {
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
  const to = useLocalizedPath();
  const query = useGroupTour(id);
  usePageTitle(query.data ? query.data.tour.title[locale] : t`Group tour`);
  if (query.status !== "success") return <TourPageFallback query={query} />;

  const { tour, agency, departures, reviews } = query.data;
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
      <BottomBar
        to={to(`/group-tour/${tour.id}/dates`)}
        price={
          <Trans>
            from <Price chf={tour.price.shared} className={styles.priceValue} /> per traveller
          </Trans>
        }
      />
    </>
  );
}

/** The route table's page: /group-tour/{id} (tours layout). */
export { GroupTourPage as Component };
