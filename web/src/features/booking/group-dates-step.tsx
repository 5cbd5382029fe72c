import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { DepartureDateSchema, type PublicDeparture } from "@tembea/shared";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { FieldError, FormAlert } from "../../ui/form/form-fields";
import { useOnFieldEdit } from "../../ui/form/server-errors";
import { Price } from "../currency/price";
import styles from "./booking.module.css";
import { BookingStep, ContinueButton, type StepProps } from "./booking-step";

const DatesSchema = z.object({ departureDate: DepartureDateSchema });

function DepartureOption({ departure, register }: { departure: PublicDeparture; register: object }) {
  const locale = useLocale();
  // A date its agency stopped selling reads "Not on sale" and cannot be chosen, like a full one.
  const closed = departure.salesClosed === true;
  const full = departure.placesLeft === 0 || closed;
  const start = formatDate(departure.startDate, locale, "medium");
  const end = formatDate(departure.endDate, locale, "medium");
  return (
    <li>
      <label
        className={full ? `${styles.option} ${styles.optionDisabled}` : styles.option}
        data-testid="departure-option"
        data-date={departure.startDate}
      >
        <input type="radio" value={departure.startDate} disabled={full} {...register} />
        <span className={styles.optionMain}>
          {start} – {end}
          {departure.guaranteed && (
            <span className={styles.guaranteed} data-testid="guaranteed">
              <Trans>Guaranteed departure</Trans>
            </span>
          )}
        </span>
        <span className={styles.optionSide}>
          {closed ? (
            <Trans>Not on sale</Trans>
          ) : full ? (
            <Trans>Fully booked</Trans>
          ) : (
            <Plural value={departure.placesLeft} one="# place left" other="# places left" />
          )}
        </span>
      </label>
    </li>
  );
}

/** /group-tour/{id}/dates: the departures with their places; full ones cannot be chosen. */
export function GroupDatesStep({ booking, state, update, goTo }: StepProps) {
  const { t } = useLingui();
  const departures = booking.kind === "group" ? booking.departures : [];
  const stillOpen = departures.some(
    (d) => d.startDate === state.departureDate && d.placesLeft > 0 && d.salesClosed !== true,
  );
  const form = useForm<z.input<typeof DatesSchema>>({
    resolver: zodResolver(DatesSchema),
    defaultValues: { departureDate: stillOpen ? (state.departureDate ?? "") : "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // "Fully booked" is about the date that was chosen: choosing another answers it.
  useOnFieldEdit(form, () => {
    if (state.notice) update({ notice: undefined, noticePlacesLeft: undefined });
  });
  if (booking.kind !== "group") return null;

  const onSubmit = handleSubmit(({ departureDate }) => {
    update({ departureDate, notice: undefined, noticePlacesLeft: undefined });
    goTo("accommodation");
  });
  const fieldId = "departure-date";

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <FormAlert>
        {state.notice === "fullyBooked"
          ? t`This group tour has unfortunately been fully booked in the meantime. Please choose another date.`
          : state.notice === "salesClosed"
            ? t`This date is no longer on sale. Please choose another date.`
            : undefined}
      </FormAlert>
      {departures.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No dates are planned at the moment.</Trans>
        </p>
      ) : (
        <fieldset
          className={styles.fieldset}
          aria-invalid={errors.departureDate ? true : undefined}
          aria-describedby={errors.departureDate ? `${fieldId}-error` : undefined}
        >
          <legend className={styles.legend}>
            <Trans>Choose a departure</Trans>
          </legend>
          <p className={styles.muted}>
            <Trans>
              From <Price chf={booking.tour.price.shared} /> per traveller in a shared room
            </Trans>
          </p>
          <ul className={styles.options}>
            {departures.map((departure) => (
              <DepartureOption
                key={departure.startDate}
                departure={departure}
                register={register("departureDate")}
              />
            ))}
          </ul>
          <FieldError id={fieldId} message={errors.departureDate && t`Please choose a departure date`} />
        </fieldset>
      )}
      <ContinueButton disabled={departures.every((d) => d.placesLeft === 0)} />
    </form>
  );
}

/** The route table's page: /group-tour/{id}/dates (tours layout). */
export function Component() {
  const { t } = useLingui();
  return <BookingStep kind="group" step="dates" title={t`Group tour dates`} Step={GroupDatesStep} />;
}
