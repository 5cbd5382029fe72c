import { Plural, Trans } from "@lingui/react/macro";
import type { GroupTourListItem, SpecialTourListItem } from "@tembea/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../i18n/locale-context";
import { destinationName, languageName } from "../../lib/format";
import { cardImageSizes } from "../../ui/image-sources";
import { ResponsiveImage } from "../../ui/ResponsiveImage";
import { Price } from "../currency/price";
import { Rating } from "./rating";
import styles from "./tours.module.css";

interface CardFrameProps {
  tour: GroupTourListItem | SpecialTourListItem;
  href: string;
  /** The card's heading level: 2 on a list page, 3 in a section under its own heading. */
  level: 2 | 3;
  priority: boolean;
  facts: ReactNode;
  price: ReactNode;
  testId: string;
}

function CardFrame({ tour, href, level, priority, facts, price, testId }: CardFrameProps) {
  const locale = useLocale();
  const Heading = level === 2 ? "h2" : "h3";
  const days = tour.durationDays;
  const language = languageName(tour.language, locale);
  return (
    <li className={styles.card} data-testid={testId}>
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
        <Heading className={styles.cardTitle}>
          <Link className={styles.cardLink} to={href} data-testid="tour-title">
            {tour.title[locale]}
          </Link>
        </Heading>
        <p className={styles.muted}>{destinationName(tour.destination, locale)}</p>
        <ul className={styles.facts}>
          <li>
            <Plural value={days} one="# day" other="# days" />
          </li>
          <li>
            <Trans>Guide: {language}</Trans>
          </li>
          {facts}
        </ul>
        <Rating average={tour.rating.average} count={tour.rating.count} />
        <p className={styles.cardPrice} data-testid="tour-price">
          {price}
        </p>
      </div>
    </li>
  );
}

/** A group tour's price as its card and its page's bottom bar say it: the shared room's, per traveller. */
function GroupTourPrice({ chf }: { chf: number }) {
  return (
    <Trans>
      from <Price chf={chf} className={styles.priceValue} /> per traveller
    </Trans>
  );
}

function SpecialTourPrice({ chf }: { chf: number }) {
  return (
    <Trans>
      <Price chf={chf} className={styles.priceValue} /> per person
    </Trans>
  );
}

/** A group tour in a list: image, destination, days, guide language, rating and the price from. */
export function GroupTourCard({
  tour,
  priority,
  level = 2,
}: {
  tour: GroupTourListItem;
  priority: boolean;
  level?: 2 | 3;
}) {
  const to = useLocalizedPath();
  return (
    <CardFrame
      tour={tour}
      href={to(`/group-tour/${tour.id}`)}
      level={level}
      priority={priority}
      testId="tour-card"
      facts={null}
      price={<GroupTourPrice chf={tour.price.shared} />}
    />
  );
}

/** A special tour in a list: as a group tour's card, with its group size and its price per person. */
export function SpecialTourCard({
  tour,
  priority,
  level = 2,
}: {
  tour: SpecialTourListItem;
  priority: boolean;
  level?: 2 | 3;
}) {
  const to = useLocalizedPath();
  const { min, max } = tour.groupSize;
  return (
    <CardFrame
      tour={tour}
      href={to(`/special-tour/${tour.id}`)}
      level={level}
      priority={priority}
      testId="special-tour-card"
      facts={
        <>
          <li>
            <Trans>
              {min}–{max} travellers
            </Trans>
          </li>
          <li>
            <Trans>Any start date</Trans>
          </li>
        </>
      }
      price={<SpecialTourPrice chf={tour.pricePerPerson} />}
    />
  );
}
