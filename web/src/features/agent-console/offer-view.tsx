import { Trans } from "@lingui/react/macro";
import { formatMoney, type OfferInput } from "@tembea/shared";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../tours/format";
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
        <div>
          <h4>
            <Trans>Included</Trans>
          </h4>
          {offer.inclusions.length ? (
            <ul>
              {offer.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>–</p>
          )}
        </div>
        <div>
          <h4>
            <Trans>Not included</Trans>
          </h4>
          {offer.exclusions.length ? (
            <ul>
              {offer.exclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>–</p>
          )}
        </div>
      </div>
    </div>
  );
}
