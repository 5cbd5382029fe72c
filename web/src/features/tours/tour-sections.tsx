import { Trans } from "@lingui/react/macro";
import {
  type Agency,
  type GroupTour,
  type Locale,
  type LocalizedText,
  type RefundTier,
  type Review,
  refundKind,
  refundSchedule,
  type SpecialTour,
} from "@tembea/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName, formatMonth, formatPercent, languageName } from "../../lib/format";
import { tourPath } from "../../lib/paths";
import { heroImageSizes } from "../../ui/image-sources";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { AgencyLogo } from "./agency-logo";
import { Rating, ReviewStars } from "./rating";
import styles from "./tours.module.css";

/** The top of a tour page: the picture (loaded first), destination, title and summary. */
export function TourHero({ tour }: { tour: GroupTour | SpecialTour }) {
  const locale = useLocale();
  return (
    <>
      <ResponsiveImage
        name={tour.image.name}
        alt={tour.image.alt[locale]}
        sizes={heroImageSizes}
        width={1280}
        height={853}
        priority
        className={styles.hero}
      />
      <p className={styles.eyebrow}>{destinationName(tour.destination, locale)}</p>
      <h1>{tour.title[locale]}</h1>
      <p className={styles.lead}>{tour.summary[locale]}</p>
    </>
  );
}

/** A page section with its h2; `id` labels it. */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One term of a tour page's fact list (`dl`) with its value. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Both kinds of tour state their guide's language, minimum age and group size alike. */
export function LanguageFact({ tour }: { tour: GroupTour | SpecialTour }) {
  const locale = useLocale();
  return <Fact term={<Trans>Guide language</Trans>}>{languageName(tour.language, locale)}</Fact>;
}

export function MinimumAgeFact({ tour }: { tour: GroupTour | SpecialTour }) {
  const minimumAge = tour.minimumAge;
  return (
    <Fact term={<Trans>Minimum age</Trans>}>
      {minimumAge === 0 ? <Trans>All ages</Trans> : <Trans>{minimumAge} years</Trans>}
    </Fact>
  );
}

export function GroupSizeFact({ tour }: { tour: GroupTour | SpecialTour }) {
  const { min, max } = tour.groupSize;
  return (
    <Fact term={<Trans>Group size</Trans>}>
      <Trans>
        {min}–{max} travellers
      </Trans>
    </Fact>
  );
}

export function Itinerary({
  days,
}: {
  days: { day: number; title: LocalizedText; description: LocalizedText }[];
}) {
  const locale = useLocale();
  return (
    <ol className={styles.itinerary} data-testid="itinerary">
      {[...days]
        .sort((a, b) => a.day - b.day)
        .map((day) => (
          <li key={day.day} className={styles.itineraryDay}>
            <h3 className={styles.itineraryTitle}>
              <span className={styles.dayNumber}>
                <Trans>Day {day.day}</Trans>
              </span>{" "}
              {day.title[locale]}
            </h3>
            <p>{day.description[locale]}</p>
          </li>
        ))}
    </ol>
  );
}

export function Inclusions({ included, excluded }: { included: LocalizedText[]; excluded: LocalizedText[] }) {
  const locale = useLocale();
  return (
    <div className={styles.columns}>
      <div>
        <h3>
          <Trans>Included</Trans>
        </h3>
        <ul className={`${styles.checkList} ${styles.included}`}>
          {included.map((item) => (
            <li key={item.en}>{item[locale]}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>
          <Trans>Not included</Trans>
        </h3>
        <ul className={`${styles.checkList} ${styles.excluded}`}>
          {excluded.map((item) => (
            <li key={item.en}>{item[locale]}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function RefundWhen({ from: days, to }: { from: number; to?: number | undefined }) {
  if (to === undefined)
    return days ? (
      <Trans>{days} days or more before the trip</Trans>
    ) : (
      <Trans>Any time before the trip</Trans>
    );
  // The names below are the catalog's placeholders ({nextDays}, {upTo}): keep them.
  if (!days) {
    const nextDays = to + 1;
    return <Trans>Less than {nextDays} days before the trip</Trans>;
  }
  const upTo = to;
  return (
    <Trans>
      {days}–{upTo} days before the trip
    </Trans>
  );
}

function RefundWhat({ tier }: { tier: RefundTier }) {
  const locale = useLocale();
  const kind = refundKind(tier);
  if (kind === "full") return <Trans>Full refund</Trans>;
  if (kind === "none") return <Trans>No refund</Trans>;
  const percent = formatPercent(tier.refundPercent, locale);
  return <Trans>{percent} refund</Trans>;
}

/** Spec: cancellation tiles, one per tier, from the most days before the trip down. */
export function RefundTiles({ tiers }: { tiers: RefundTier[] }) {
  return (
    <ul className={styles.tiles}>
      {refundSchedule(tiers).map(({ tier, from, to }) => (
        <li
          key={tier.daysBefore}
          className={`${styles.tile} ${styles[`tile-${refundKind(tier)}`]}`}
          data-testid="refund-tile"
        >
          <span className={styles.tileWhen}>
            <RefundWhen from={from} to={to} />
          </span>
          <strong className={styles.tileWhat}>
            <RefundWhat tier={tier} />
          </strong>
        </li>
      ))}
    </ul>
  );
}

export function AgencyCard({ agency }: { agency: Agency }) {
  const locale = useLocale();
  return (
    <div className={styles.agency} data-testid="agency">
      <AgencyLogo logo={agency.logo} />
      <h3 className={styles.agencyName}>{agency.name}</h3>
      <p className={styles.muted}>{agency.city[locale]}</p>
      <p>{agency.about[locale]}</p>
    </div>
  );
}

/** The label of a review written in another language than the page's. */
function WrittenIn({ language }: { language: Locale }) {
  switch (language) {
    case "en":
      return <Trans>Written in English</Trans>;
    case "de":
      return <Trans>Written in German</Trans>;
    case "fr":
      return <Trans>Written in French</Trans>;
  }
}

/** One review, its text always as text: a review that contains markup shows the characters. */
export function ReviewCard({ review, showTour = false }: { review: Review; showTour?: boolean }) {
  const locale = useLocale();
  const to = useLocalizedPath();
  const month = formatMonth(review.travelledIn, locale);
  // Reviews are shown as written, in any language: say which when it is not the page's, and mark
  // the text so a screen reader reads it with that language's voice.
  const foreign = review.language && review.language !== locale ? review.language : undefined;
  return (
    <li className={styles.review} data-testid="review" data-review-id={review.id}>
      <ReviewStars rating={review.rating} />
      <blockquote className={styles.reviewText} lang={foreign}>
        <p>{review.text}</p>
      </blockquote>
      <p className={styles.reviewMeta}>
        <span className={styles.reviewAuthor}>{review.authorName}</span>
        {" · "}
        <Trans>travelled in {month}</Trans>
        {foreign && (
          <>
            {" · "}
            <span className={styles.reviewLanguage} data-testid="review-language">
              <WrittenIn language={foreign} />
            </span>
          </>
        )}
      </p>
      {showTour && (
        <p className={styles.reviewTour}>
          <Link to={to(tourPath(review.tourKind, review.tourId))}>{review.tourTitle[locale]}</Link>
          <br />
          <span className={styles.muted}>
            <Trans>with {review.agencyName}</Trans>
          </span>
        </p>
      )}
    </li>
  );
}

export function ReviewList({ reviews, showTour = false }: { reviews: Review[]; showTour?: boolean }) {
  return (
    <ul className={styles.reviews}>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} showTour={showTour} />
      ))}
    </ul>
  );
}

/** The reviews of one tour with their average. */
export function TourReviews({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>No reviews yet</Trans>
      </p>
    );
  }
  const average = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  return (
    <>
      <p className={styles.average} data-testid="average-rating">
        <Rating average={average} count={reviews.length} />
      </p>
      <ReviewList reviews={reviews} />
    </>
  );
}

/** What every tour page shows after its dates: itinerary, inclusions, refunds, agency, reviews. */
export function TourDetailSections({
  tour,
  agency,
  reviews,
}: {
  tour: GroupTour | SpecialTour;
  agency: Agency;
  reviews: Review[];
}) {
  return (
    <>
      <Section id="itinerary-heading" title={<Trans>Itinerary</Trans>}>
        <Itinerary days={tour.itinerary} />
      </Section>

      <Section id="inclusions-heading" title={<Trans>What's included</Trans>}>
        <Inclusions included={tour.inclusions} excluded={tour.exclusions} />
      </Section>

      <Section id="refund-heading" title={<Trans>Cancellation and refunds</Trans>}>
        <RefundTiles tiers={tour.refundTiers} />
      </Section>

      <Section id="agency-heading" title={<Trans>Your local agency</Trans>}>
        <AgencyCard agency={agency} />
      </Section>

      <Section id="reviews-heading" title={<Trans>Reviews</Trans>}>
        <TourReviews reviews={reviews} />
      </Section>
    </>
  );
}
