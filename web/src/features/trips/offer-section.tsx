import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  AcceptOfferChoiceSchema,
  amountOfPart,
  depositPercent,
  offerOpenToAccept,
  offerTotalChf,
  type TripRequest,
  todayUtc,
  travellerHeadcount,
} from "@tembea/shared";
import { type ReactNode, useId } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useLocale } from "../../i18n/locale-context";
import { formatDate, formatPercent } from "../../lib/format";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import { TermsCheckbox } from "../auth/terms-checkbox";
import { chf } from "../trip-labels/format";
import { useCheckoutErrorMessage } from "./checkout-errors";
import { useAcceptOffer } from "./queries";
import { TripSection } from "./trip-section";
import styles from "./trips.module.css";

type Offer = NonNullable<TripRequest["offer"]>;

/**
 * Accept the offer: a 30 % deposit now or everything, with the terms accepted as on the tours'
 * summaries, then off to the checkout page.
 */
function AcceptOffer({ request, offer }: { request: TripRequest; offer: Offer }) {
  const { t } = useLingui();
  const locale = useLocale();
  const fieldMessage = useFieldMessage();
  const message = useCheckoutErrorMessage();
  const accept = useAcceptOffer(request.id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof AcceptOfferChoiceSchema>, unknown, z.output<typeof AcceptOfferChoiceSchema>>({
    resolver: zodResolver(AcceptOfferChoiceSchema),
    defaultValues: { plan: "deposit", acceptTerms: false as unknown as true },
  });
  const total = offerTotalChf(request);
  const percent = formatPercent(depositPercent, locale);
  const deposit = chf(amountOfPart(total, "deposit"), locale);
  const balance = chf(amountOfPart(total, "balance"), locale);
  const full = chf(total, locale);
  const termsId = useId();

  const submit = handleSubmit((choice) => {
    accept.mutate(
      { ...choice, offerSentAt: offer.sentAt, locale },
      { onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend>
          <Trans>How would you like to pay?</Trans>
        </legend>
        <label className={styles.choice}>
          <input type="radio" value="deposit" {...register("plan")} />
          <span>
            <Trans>
              Pay a deposit of {percent} now: {deposit}
            </Trans>
            <br />
            <span className={styles.muted}>
              <Trans>The balance of {balance} can be paid later from your trip page.</Trans>
            </span>
          </span>
        </label>
        <label className={styles.choice}>
          <input type="radio" value="full" {...register("plan")} />
          <span>
            <Trans>Pay the full amount now: {full}</Trans>
          </span>
        </label>
      </fieldset>
      <TermsCheckbox
        id={termsId}
        error={errors.acceptTerms && fieldMessage(errors.acceptTerms.message)}
        {...register("acceptTerms")}
      />
      <div role="alert">{accept.isError && <p className={styles.warning}>{message(accept.error)}</p>}</div>
      <Button type="submit" loading={accept.isPending || accept.isSuccess}>
        {t`Accept the offer and pay`}
      </Button>
      <p className={styles.muted}>
        <Trans>You pay securely through our payment provider. Amounts are charged in Swiss francs.</Trans>
      </p>
    </form>
  );
}

/** What the offer includes or leaves out, as a term of its list; nothing when it names none. */
function ItemList({ term, items }: { term: ReactNode; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>
        <ul className={styles.plainList}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </dd>
    </>
  );
}

/** The agency's offer: itinerary, price, what is included, how long it is valid, and accepting it. */
export function OfferSection({ request, offer }: { request: TripRequest; offer: Offer }) {
  const locale = useLocale();
  const total = offerTotalChf(request);
  const travellers = travellerHeadcount(request.travellers);
  const validUntil = formatDate(offer.validUntil, locale, "long");
  const acceptable = offerOpenToAccept(request, todayUtc());
  // Past its last day, an offer counts as expired before the hourly job has marked it.
  const expired = request.status === "expired" || (request.status === "offer-available" && !acceptable);
  const perTraveller = chf(offer.pricePerTravellerChf, locale);
  return (
    <TripSection id="offer-heading" title={<Trans>Your offer</Trans>} testId="offer">
      <h3>{offer.title}</h3>
      <ol className={styles.days}>
        {offer.days.map((day, index) => {
          const number = index + 1;
          const title = day.title;
          return (
            // Days have no id of their own: their place in the itinerary is their identity.
            <li key={number}>
              <h4>
                {/* The colon in the message: French spaces it. */}
                <Trans>
                  Day {number}: {title}
                </Trans>
              </h4>
              <p className={styles.preWrap}>{day.description}</p>
            </li>
          );
        })}
      </ol>
      <dl className={styles.details}>
        <dt>
          <Trans>Price per traveller</Trans>
        </dt>
        <dd>{perTraveller}</dd>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd data-testid="offer-total">
          {chf(total, locale)} (<Plural value={travellers} one="# traveller" other="# travellers" />)
        </dd>
        <ItemList term={<Trans>Included</Trans>} items={offer.inclusions} />
        <ItemList term={<Trans>Not included</Trans>} items={offer.exclusions} />
        <dt>
          <Trans>Valid until</Trans>
        </dt>
        <dd>{validUntil}</dd>
      </dl>
      {expired ? (
        <p className={styles.warning}>
          <Trans>This offer expired on {validUntil} and can no longer be accepted.</Trans>
        </p>
      ) : acceptable ? (
        <AcceptOffer request={request} offer={offer} />
      ) : null}
    </TripSection>
  );
}
