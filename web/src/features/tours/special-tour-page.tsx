import { Trans, useLingui } from "@lingui/react/macro";
import { addDays, type getSpecialTour, localToday, type ResponseOf, returnDate } from "@tembea/shared";
import { useId, useState } from "react";
import { useParams } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { readFlow, updateFlow } from "../../lib/booking-flow";
import { formatDate } from "../../lib/format";
import { Container } from "../../ui/container";
import { usePageTitle } from "../../ui/page-title";
import { ConversionNote } from "../currency/conversion-note";
import { Price } from "../currency/price";
import { BottomBar, TourPageFallback } from "./page-states";
import { useSpecialTour } from "./queries";
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

function DeparturePicker({ tourId, durationDays }: { tourId: string; durationDays: number }) {
  const locale = useLocale();
  const inputId = useId();
  const [departure, setDeparture] = useState(() => readFlow("special", tourId).departureDate ?? "");
  const min = addDays(localToday(), 1);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(departure) && departure >= min;
  const back = valid ? formatDate(returnDate(departure, durationDays), locale, "full") : "";
  return (
    <div className={styles.picker}>
      <div className={styles.field}>
        <label htmlFor={inputId}>
          <Trans>Departure date</Trans>
        </label>
        <input
          id={inputId}
          type="date"
          min={min}
          value={departure}
          onChange={(event) => {
            const next = event.target.value;
            setDeparture(next);
            // "Book a date" then opens the booking with this date already chosen.
            if (/^\d{4}-\d{2}-\d{2}$/.test(next) && next >= min)
              updateFlow("special", tourId, { departureDate: next });
          }}
          data-testid="departure-date"
        />
      </div>
      <output htmlFor={inputId} aria-live="polite" className={styles.returnDate} data-testid="return-date">
        {valid ? (
          <Trans>Return on {back}</Trans>
        ) : departure ? (
          <Trans>Please choose a date from tomorrow on.</Trans>
        ) : (
          <Trans>Choose a departure date to see your return date.</Trans>
        )}
      </output>
    </div>
  );
}

/** /special-tour/{id} (docs/product-spec.md, section 2): a private tour on any date, a fixed duration. */
export function SpecialTourPage() {
  const { id = "" } = useParams();
  const { t } = useLingui();
  const locale = useLocale();
  const query = useSpecialTour(id);
  usePageTitle(query.data ? query.data.tour.title[locale] : t`Special tour`);
  if (query.status !== "success") return <TourPageFallback query={query} kind="special" />;
  return <SpecialTourView data={query.data} />;
}

export interface SpecialTourViewProps {
  data: ResponseOf<typeof getSpecialTour>;
  /** Without the "Book a date" bar: the agents' preview of a tour that may not be bookable yet. */
  preview?: boolean;
}

/** A special tour's page as travellers see it, from getSpecialTour's answer (or the agents' preview of it). */
export function SpecialTourView({ data, preview = false }: SpecialTourViewProps) {
  const to = useLocalizedPath();
  const { tour, agency, reviews } = data;
  const days = tour.durationDays;

  return (
    <>
      <article className={styles.detail}>
        <Container className={styles.page}>
          <TourHero tour={tour} />
          <dl className={styles.factList}>
            <Fact term={<Trans>Duration</Trans>}>
              <Trans>{days} days, fixed</Trans>
            </Fact>
            <GroupSizeFact tour={tour} />
            <LanguageFact tour={tour} />
            <MinimumAgeFact tour={tour} />
          </dl>
          <TourGallery tour={tour} />

          <Section id="prices-heading" title={<Trans>Price per person</Trans>}>
            <p>
              <Price chf={tour.pricePerPerson} className={styles.priceValue} />
            </p>
            <ConversionNote className={styles.muted} />
          </Section>

          <Section id="departure-heading" title={<Trans>Your dates</Trans>}>
            <DeparturePicker tourId={tour.id} durationDays={tour.durationDays} />
          </Section>

          <TourDetailSections tour={tour} agency={agency} reviews={reviews} />
        </Container>
      </article>
      {!preview && (
        <BottomBar
          to={to(`/special-tour/${tour.id}/dates`)}
          price={
            <Trans>
              <Price chf={tour.pricePerPerson} className={styles.priceValue} /> per person
            </Trans>
          }
        />
      )}
    </>
  );
}

/** The route table's page: /special-tour/{id} (tours layout). */
export { SpecialTourPage as Component };
