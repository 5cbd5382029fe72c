import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { BookedDate } from "@tembea/shared";
import { todayUtc } from "@tembea/shared";
import { type FormEvent, useId, useState } from "react";
import { ApiRequestError } from "../../api/client";
import { useLocale } from "../../i18n/locale-context";
import { formatDate } from "../../lib/format";
import { Button } from "../../ui/button";
import { useFieldMessage } from "../../ui/form/field-messages";
import { FormAlert, SelectField, TextField } from "../../ui/form/form-fields";
import { formMessageKey } from "../../ui/form/server-errors";
import { toast } from "../../ui/toast";
import { ManifestLink } from "./booked-dates";
import { CancelDepartureDialog } from "./cancel-departure-dialog";
import { type AgencyDeparture, type AgencyTour, type SeriesInput, seriesDates } from "./draft";
import { useAddDepartures, useDeleteDeparture, useTourBookedDates, useUpdateDeparture } from "./queries";
import styles from "./tour-editor.module.css";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const wholeNumber = /^\d{1,4}$/;

/** ISO weekdays, Monday (1) first, as a week reads in the three languages. */
const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

function weekdayName(isoDay: number, locale: string): string {
  // 2024-01-01 was a Monday: the name of any weekday without a date library.
  return new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, isoDay)),
  );
}

/** One date or a series: capacity, and the dates it will create, listed before anything is created. */
function AddDepartures({ tour }: { tour: AgencyTour }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const locale = useLocale();
  const add = useAddDepartures(tour.id);
  const modeName = useId();
  const [mode, setMode] = useState<"single" | "series">("single");
  const [startDate, setStartDate] = useState("");
  const [series, setSeries] = useState<{ from: string; until: string; weekday: string; everyWeeks: string }>({
    from: "",
    until: "",
    weekday: "6",
    everyWeeks: "1",
  });
  const [capacity, setCapacity] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const today = todayUtc();

  const seriesInput: SeriesInput | undefined =
    isoDate.test(series.from) && isoDate.test(series.until) && wholeNumber.test(series.everyWeeks)
      ? {
          from: series.from,
          until: series.until,
          weekday: Number(series.weekday),
          everyWeeks: Number(series.everyWeeks),
        }
      : undefined;
  const preview = mode === "series" && seriesInput ? seriesDates(tour, seriesInput, today) : undefined;
  const noDuration = tour.draft.durationDays === undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(undefined);
    const found: Record<string, string> = {};
    if (!wholeNumber.test(capacity.trim()) || Number(capacity) < 1)
      found.capacity = t`Please enter the number of places, e.g. 12`;
    const taken = t`This tour has a departure on this date already.`;
    if (mode === "single" && !(isoDate.test(startDate) && startDate > today))
      found.startDate = t`Please choose a date from tomorrow on.`;
    else if (mode === "single" && tour.departures.some((d) => d.startDate === startDate))
      found.startDate = taken;
    if (mode === "series") {
      if (!isoDate.test(series.from) || series.from <= today)
        found.from = t`Please choose a date from tomorrow on.`;
      if (!isoDate.test(series.until) || series.until < series.from)
        found.until = t`Please choose a date after the first one.`;
      if (
        !wholeNumber.test(series.everyWeeks) ||
        Number(series.everyWeeks) < 1 ||
        Number(series.everyWeeks) > 8
      )
        found.everyWeeks = t`Please enter a number of weeks from 1 to 8`;
      if (!found.from && !found.until && preview) {
        if (!preview.ok && preview.reason === "tooManyDates")
          found.until = t`At most 104 dates at a time: please choose a shorter period.`;
        else if (!preview.ok || preview.dates.length === 0)
          found.until = t`No date of this series is left to add.`;
      }
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`departure-${first}`)?.focus();
      return;
    }
    try {
      const result = await add.mutateAsync(
        mode === "single"
          ? { capacity: Number(capacity), single: { startDate } }
          : { capacity: Number(capacity), series: seriesInput as SeriesInput },
      );
      const added = result.added.length;
      if (mode === "single" && added === 0) {
        // Added by someone else since the tour was read: said on the field, as before sending.
        setErrors({ startDate: taken });
        document.getElementById("departure-startDate")?.focus();
        return;
      }
      toast(added === 1 ? t`1 date added` : t`${added} dates added`);
      setStartDate("");
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "VALIDATION_FAILED") {
        setAlert(
          error.fields["params.tourId"] === "durationRequired"
            ? t`Please save the tour's duration first: it sets each departure's return date.`
            : t`Please check the dates: the server refused them.`,
        );
        return;
      }
      setAlert(message(formMessageKey(error)));
    }
  };

  return (
    <form className={styles.tabPanel} onSubmit={submit} noValidate aria-labelledby="add-departures-heading">
      <h3 id="add-departures-heading">
        <Trans>Add departures</Trans>
      </h3>
      <FormAlert>{alert}</FormAlert>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">
          <Trans>How many dates</Trans>
        </legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={modeName}
            checked={mode === "single"}
            onChange={() => setMode("single")}
          />
          <Trans>One date</Trans>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={modeName}
            checked={mode === "series"}
            onChange={() => setMode("series")}
          />
          <Trans>A series</Trans>
        </label>
      </fieldset>
      <div className={styles.grid}>
        {mode === "single" ? (
          <TextField
            id="departure-startDate"
            type="date"
            min={today}
            label={<Trans>Departure date</Trans>}
            value={startDate}
            error={errors.startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
        ) : (
          <>
            <TextField
              id="departure-from"
              type="date"
              min={today}
              label={<Trans>From</Trans>}
              value={series.from}
              error={errors.from}
              onChange={(event) => setSeries({ ...series, from: event.target.value })}
            />
            <TextField
              id="departure-until"
              type="date"
              min={series.from || today}
              label={<Trans>Until</Trans>}
              value={series.until}
              error={errors.until}
              onChange={(event) => setSeries({ ...series, until: event.target.value })}
            />
            <SelectField
              id="departure-weekday"
              label={<Trans>Weekday</Trans>}
              value={series.weekday}
              onChange={(event) => setSeries({ ...series, weekday: event.target.value })}
            >
              {weekdays.map((day) => (
                <option key={day} value={day}>
                  {weekdayName(day, locale)}
                </option>
              ))}
            </SelectField>
            <TextField
              id="departure-everyWeeks"
              type="text"
              inputMode="numeric"
              label={<Trans>Every how many weeks</Trans>}
              value={series.everyWeeks}
              error={errors.everyWeeks}
              onChange={(event) => setSeries({ ...series, everyWeeks: event.target.value })}
            />
          </>
        )}
        <TextField
          id="departure-capacity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          label={<Trans>Places per departure</Trans>}
          value={capacity}
          error={errors.capacity}
          onChange={(event) => setCapacity(event.target.value)}
        />
      </div>
      {mode === "series" && (
        <div aria-live="polite" data-testid="series-preview">
          {preview?.ok ? (
            <>
              <p>
                <Plural
                  value={preview.dates.length}
                  one="This series adds # date:"
                  other="This series adds # dates:"
                />
              </p>
              <ul className={styles.seriesPreview}>
                {preview.dates.map((date) => (
                  <li key={date}>{formatDate(date, locale, "medium")}</li>
                ))}
              </ul>
              {preview.skipped.length > 0 && (
                <p className={styles.muted}>
                  <Plural
                    value={preview.skipped.length}
                    one="# date exists already and is skipped."
                    other="# dates exist already and are skipped."
                  />
                </p>
              )}
            </>
          ) : (
            <p className={styles.muted}>
              {noDuration ? (
                <Trans>Save the tour's duration first: it sets each departure's return date.</Trans>
              ) : preview?.reason === "tooManyDates" ? (
                <Trans>At most 104 dates at a time: please choose a shorter period.</Trans>
              ) : preview ? (
                <Trans>This series has no date after today.</Trans>
              ) : (
                <Trans>Choose the first and last day to see the dates this series adds.</Trans>
              )}
            </p>
          )}
        </div>
      )}
      <div>
        <Button type="submit" loading={add.isPending}>
          {mode === "single" ? <Trans>Add the date</Trans> : <Trans>Add the dates</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** One departure: its places, the capacity form, closing or reopening sales, deleting a never-booked one. */
function DepartureRow({
  tourId,
  departure,
  booked,
}: {
  tourId: string;
  departure: AgencyDeparture;
  /** Its paid bookings, once known: the way to its manifest. */
  booked?: BookedDate | undefined;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const locale = useLocale();
  const update = useUpdateDeparture(tourId);
  const remove = useDeleteDeparture(tourId);
  const [capacity, setCapacity] = useState(String(departure.capacity));
  const [error, setError] = useState<string>();
  const taken = departure.taken;
  const start = formatDate(departure.startDate, locale, "medium");
  const end = formatDate(departure.endDate, locale, "medium");
  const closed = !departure.salesOpen;
  const id = `capacity-${departure.startDate}`;

  const changeCapacity = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!wholeNumber.test(capacity.trim()) || Number(capacity) < 1) {
      setError(t`Please enter the number of places, e.g. 12`);
      return;
    }
    try {
      await update.mutateAsync({ startDate: departure.startDate, capacity: Number(capacity) });
      toast(t`Capacity changed`);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "CAPACITY_BELOW_TAKEN") {
        const placesTaken = error.placesTaken ?? taken;
        setError(
          t`Places already taken on this departure: ${placesTaken}. The capacity cannot be lower than that.`,
        );
        return;
      }
      setError(message(formMessageKey(error)));
    }
  };

  if (departure.cancelledAt) {
    const on = formatDate(departure.cancelledAt.slice(0, 10), locale, "medium");
    return (
      <li className={styles.departure} data-testid="agency-departure" data-date={departure.startDate}>
        <div>
          <p className={styles.departureDates}>
            {start} – {end}
          </p>
          <p className={styles.muted} data-testid="departure-cancelled">
            <Trans>Cancelled on {on}</Trans>
            {" · "}
            {departure.cancellationReason}
          </p>
        </div>
        {/* Paid travellers left means a run stopped before refunding them all; a hold still being
            paid for is no reason: it lapses, and a payment on a cancelled date is refunded. */}
        {departure.confirmedTravellers > 0 && (
          <div className={styles.itemActions}>
            <CancelDepartureDialog tourId={tourId} startDate={departure.startDate} label={start} finish />
          </div>
        )}
      </li>
    );
  }

  return (
    <li className={styles.departure} data-testid="agency-departure" data-date={departure.startDate}>
      <div>
        <p className={styles.departureDates}>
          {start} – {end}
        </p>
        <p className={styles.muted}>
          <Plural value={taken} one="# place taken" other="# places taken" />
          {" · "}
          <Plural value={departure.placesLeft} one="# place left" other="# places left" />
          {" · "}
          {closed ? <Trans>Not on sale</Trans> : <Trans>On sale</Trans>}
        </p>
        {booked && <ManifestLink tourId={tourId} booked={booked} />}
      </div>
      <div className={styles.itemActions}>
        <form className={styles.capacityForm} onSubmit={changeCapacity} noValidate>
          <TextField
            id={id}
            className={styles.capacityInput}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            label={<Trans>Capacity</Trans>}
            value={capacity}
            error={error}
            // The row's own small form keeps the focus in the field or on its button.
            announceError
            onChange={(event) => setCapacity(event.target.value)}
          />
          <Button type="submit" variant="secondary" className={styles.smallButton} loading={update.isPending}>
            <Trans>Set capacity</Trans>
            <span className="visually-hidden"> {start}</span>
          </Button>
        </form>
        <Button
          variant="secondary"
          className={styles.smallButton}
          onClick={async () => {
            try {
              await update.mutateAsync({ startDate: departure.startDate, salesOpen: closed });
              toast(closed ? t`Sales reopened for ${start}` : t`Sales closed for ${start}`);
            } catch (error) {
              toast(message(formMessageKey(error)));
            }
          }}
        >
          {closed ? <Trans>Reopen sales</Trans> : <Trans>Close sales</Trans>}
          <span className="visually-hidden"> {start}</span>
        </Button>
        {departure.deletable && (
          <Button
            variant="secondary"
            className={styles.smallButton}
            loading={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(departure.startDate);
                toast(t`Departure of ${start} deleted`);
              } catch {
                toast(t`This departure was booked: close its sales instead.`);
              }
            }}
          >
            <Trans>Delete</Trans>
            <span className="visually-hidden"> {start}</span>
          </Button>
        )}
        {!departure.deletable && departure.startDate > todayUtc() && (
          <CancelDepartureDialog tourId={tourId} startDate={departure.startDate} label={start} />
        )}
      </div>
    </li>
  );
}

/** The departures of a group tour. */
export function DeparturesSection({ tour }: { tour: AgencyTour }) {
  const booked = useTourBookedDates(tour.id).data?.dates;
  return (
    <section className={styles.section} aria-labelledby="departures-heading">
      <h2 id="departures-heading" className={styles.sectionTitle} tabIndex={-1}>
        <Trans>Departures</Trans>
      </h2>
      {tour.departures.length === 0 ? (
        <p className={styles.muted}>
          <Trans>
            No departures yet. A group tour needs at least one future date on sale to be published.
          </Trans>
        </p>
      ) : (
        <ul className={styles.departures}>
          {tour.departures.map((departure) => (
            <DepartureRow
              key={departure.startDate}
              tourId={tour.id}
              departure={departure}
              booked={booked?.find((date) => date.startDate === departure.startDate)}
            />
          ))}
        </ul>
      )}
      <AddDepartures tour={tour} />
    </section>
  );
}
