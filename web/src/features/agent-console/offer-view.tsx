import { Trans } from "@lingui/react/macro";
import { formatMoney, type OfferInput } from "@tembea/shared";
import type { ReactNode } from "react";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { formatDateTime } from "../trip-labels/format";
import styles from "./agent-console.module.css";

function OfferDay({ number, title, description }: { number: number; title: string; description: string }) {
  return (
    <li>
      <h4>
        <Trans>
          Day {number}: {title}
        </Trans>
      </h4>
      <p className={styles.prewrap}>{description}</p>
    </li>
  );
}

/** What the offer includes or leaves out, a dash when it names none. */
function ItemList({ title, items }: { title: ReactNode; items: readonly string[] }) {
  return (
    <div>
      <h4>{title}</h4>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>–</p>
      )}
    </div>
  );
}

/** The offer as it was sent, read-only. */
export function OfferView({ offer }: { offer: OfferInput & { sentAt: string } }) {
  const locale = useLocale();
  const validUntil = formatDate(offer.validUntil, locale, "medium");
  const sentAt = formatDateTime(offer.sentAt, locale);
  const price = formatMoney(offer.pricePerTravellerChf, "CHF", locale);
  return (
    <div className={styles.offer} data-testid="sent-offer">
      <h3>{offer.title}</h3>
      <p className={styles.muted}>
        <Trans>
          Sent {sentAt}, valid until {validUntil}
        </Trans>
      </p>
      <p className={styles.offerPrice}>
        <Trans>{price} per traveller</Trans>
      </p>
      <ol className={styles.offerDays}>
        {offer.days.map((day, index) => (
          // Days have no id of their own; their place in the plan is what they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: the sent plan is never reordered
          <OfferDay key={index} number={index + 1} title={day.title} description={day.description} />
        ))}
      </ol>
      <div className={styles.offerLists}>
        <ItemList title={<Trans>Included</Trans>} items={offer.inclusions} />
        <ItemList title={<Trans>Not included</Trans>} items={offer.exclusions} />
      </div>
    </div>
  );
}
