import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  GroupTourBookingRequestSchema,
  groupTourPriceLines,
  holdMinutes,
  localToday,
  type PriceLine,
  returnDate,
} from "@tembea/shared";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useLocale } from "../../i18n/locale-context";
import type { BookingKind } from "../../lib/booking-flow";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FormAlert } from "../../ui/form/form-fields";
import { useOnFieldEdit } from "../../ui/form/server-errors";
import { TermsCheckbox } from "../auth/terms-checkbox";
import { useCurrency } from "../currency/currency-context";
import { RefundTiles } from "../tours/tour-sections";
import styles from "./booking.module.css";
import { BookingStep, type StepProps } from "./booking-step";
import { usePay } from "./pay";
import { RefundNow } from "./refund-now";
import {
  CardMarks,
  PerPersonPaymentBanner,
  SummarySection,
  TotalPrice,
  TravellerList,
  TripDates,
} from "./summary-parts";

const TermsSchema = z.object({ acceptTerms: GroupTourBookingRequestSchema.shape.acceptTerms });

/** The trip's dates and the parts of its total as the server will compute them, from the tour's own data. */
function tripFacts(props: StepProps): { start: string; end: string; lines: PriceLine[]; count: number } {
  const { booking, state } = props;
  const start = state.departureDate ?? "";
  const count = 1 + (state.travellers?.others.length ?? 0);
  if (booking.kind === "special") {
    return {
      start,
      end: returnDate(start, booking.tour.durationDays),
      lines: [{ unitChf: booking.tour.pricePerPerson, quantity: count }],
      count,
    };
  }
  const departure = booking.departures.find((d) => d.startDate === start);
  const rooms = state.rooms ?? { sharedRooms: 0, singleRooms: 0 };
  return { start, end: departure?.endDate ?? start, lines: groupTourPriceLines(booking.tour, rooms), count };
}

/**
 * /…/summary: everything the traveller chose, the total in CHF and in the shown currency, the refund
 * tiers, the terms, then "pay", which holds the places and opens the checkout.
 */
export function SummaryStep(props: StepProps) {
  const { booking, state, pathOf, signedIn } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const message = useFieldMessage();
  const { currency } = useCurrency();
  const { pay, paying, error, clearError } = usePay(props, locale, currency);
  const form = useForm<z.input<typeof TermsSchema>, unknown, z.output<typeof TermsSchema>>({
    resolver: zodResolver(TermsSchema),
    defaultValues: { acceptTerms: false as unknown as true },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // A failed "pay" is about that attempt: ticking or unticking the terms starts another.
  useOnFieldEdit(form, clearError);
  const { start, end, lines, count } = tripFacts(props);
  const rooms = state.rooms;
  const onSubmit = handleSubmit(() => pay());
  const termsId = "booking-terms";

  return (
    <form onSubmit={onSubmit} noValidate className={styles.summary}>
      <div className={styles.summaryMain}>
        <SummarySection
          id="summary-trip"
          title={<Trans>Your trip</Trans>}
          change={{ to: pathOf("dates"), label: t`Change the dates` }}
        >
          <p className={styles.summaryTour}>{booking.tour.title[locale]}</p>
          <TripDates start={start} end={end} />
        </SummarySection>

        {booking.kind === "group" && rooms && (
          <SummarySection
            id="summary-rooms"
            title={<Trans>Rooms</Trans>}
            change={{ to: pathOf("accommodation"), label: t`Change the rooms` }}
          >
            <ul className={styles.plainList} data-testid="summary-rooms">
              {rooms.sharedRooms > 0 && (
                <li>
                  <Plural value={rooms.sharedRooms} one="# shared room" other="# shared rooms" />
                </li>
              )}
              {rooms.singleRooms > 0 && (
                <li>
                  <Plural value={rooms.singleRooms} one="# single room" other="# single rooms" />
                </li>
              )}
            </ul>
          </SummarySection>
        )}

        {state.travellers && (
          <SummarySection
            id="summary-travellers"
            title={<Plural value={count} one="# traveller" other="# travellers" />}
            change={{ to: pathOf("travellers"), label: t`Change the travellers` }}
          >
            <TravellerList travellers={state.travellers} />
            {!signedIn && (
              <p className={styles.muted}>
                <Trans>You are booking as a guest.</Trans>
              </p>
            )}
          </SummarySection>
        )}

        <SummarySection id="summary-refunds" title={<Trans>Cancellation and refunds</Trans>}>
          <RefundTiles tiers={booking.tour.refundTiers} />
        </SummarySection>
      </div>

      <div className={styles.summaryAside}>
        <TotalPrice lines={lines} />
        <RefundNow tiers={booking.tour.refundTiers} startDate={start} today={localToday()} />
        <PerPersonPaymentBanner />
        <TermsCheckbox
          id={termsId}
          error={errors.acceptTerms && message(errors.acceptTerms.message)}
          {...register("acceptTerms")}
        />
        <Button type="submit" loading={paying} className={styles.wideButton}>
          <Trans>Pay securely</Trans>
        </Button>
        {/* Under the button, so an error appearing does not move it: a second tap finds it where it was. */}
        <FormAlert>{error}</FormAlert>
        <p className={styles.muted} data-testid="hold-note">
          {booking.kind === "group" ? (
            <Trans>
              You are taken to our payment provider to pay. Your places are held for {holdMinutes} minutes.
            </Trans>
          ) : (
            // A private tour has no shared places: what is kept for the traveller is their date.
            <Trans>
              You are taken to our payment provider to pay. Your date is reserved for {holdMinutes} minutes
              while you pay.
            </Trans>
          )}
        </p>
        <CardMarks />
      </div>
    </form>
  );
}

/** The route table's page: /group-tour/{id}/summary and /special-tour/{id}/summary (tours layout). */
export function Component({ kind }: { kind: BookingKind }) {
  const { t } = useLingui();
  return <BookingStep kind={kind} step="summary" title={t`Summary`} Step={SummaryStep} />;
}
