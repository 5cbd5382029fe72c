import { zodResolver } from "@hookform/resolvers/zod";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  groupTourPriceLines,
  type Rooms,
  RoomsSchema,
  travellersInRooms,
  travellersPerSharedRoom,
  unassignedTravellers,
} from "@tembea/shared";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import * as z from "zod/mini";
import { FormAlert } from "../../ui/form/form-fields";
import { Price } from "../currency/price";
import { PriceTotal } from "../currency/price-total";
import styles from "./booking.module.css";
import { BookingStep, ContinueButton, type StepProps } from "./booking-step";
import { CounterField } from "./counter-field";

/** The step's rules: the shared room schema, every traveller with a bed, no bed for nobody. */
export function accommodationSchema(maxTravellers: number) {
  return z
    .object({
      travellerCount: z
        .number({ error: "invalid" })
        .check(z.int({ error: "invalid" }), z.gte(1), z.lte(maxTravellers)),
      rooms: RoomsSchema,
    })
    .check(
      z.refine((v) => unassignedTravellers(v.travellerCount, v.rooms) === 0, {
        error: "roomsUnassigned",
        path: ["rooms"],
      }),
      z.refine((v) => travellersInRooms(v.rooms) <= v.travellerCount, { error: "invalid", path: ["rooms"] }),
    );
}
type AccommodationForm = z.infer<ReturnType<typeof accommodationSchema>>;

/**
 * /group-tour/{id}/accommodation: how many travel and in which rooms. Every traveller needs a bed
 * ("{n} travellers aren't yet assigned") and no room stays empty; the price follows every change.
 */
export function AccommodationStep(props: StepProps) {
  const { booking, state } = props;
  const departure =
    booking.kind === "group"
      ? booking.departures.find((d) => d.startDate === state.departureDate)
      : undefined;
  const maxTravellers = Math.min(departure?.placesLeft ?? 1, 50);
  // The form starts from the places left; when they are read again (a refused "pay" came back
  // here), it starts over from the new number rather than count with the old one.
  return <AccommodationForm key={maxTravellers} {...props} maxTravellers={maxTravellers} />;
}

/** Why "pay" sent the traveller back here: the date has places, but fewer than travellers. */
function PlacesNotice({ state, pathOf }: Pick<StepProps, "state" | "pathOf">) {
  const left = state.noticePlacesLeft;
  if (state.notice !== "notEnoughPlaces" || !left) return <FormAlert />;
  return (
    <FormAlert>
      <span data-testid="places-left-notice">
        <Plural
          value={left}
          one="Only # place is left on this date. Choose another date or fewer travellers."
          other="Only # places are left on this date. Choose another date or fewer travellers."
        />
      </span>{" "}
      <Link to={pathOf("dates")}>
        <Trans>Choose another date</Trans>
      </Link>
    </FormAlert>
  );
}

function AccommodationForm({
  booking,
  state,
  update,
  goTo,
  pathOf,
  maxTravellers,
}: StepProps & { maxTravellers: number }) {
  const { t } = useLingui();
  const initialCount = Math.min(state.travellerCount ?? 2, maxTravellers);
  const {
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<AccommodationForm>({
    resolver: zodResolver(accommodationSchema(maxTravellers)),
    defaultValues: {
      travellerCount: initialCount,
      rooms: state.rooms ?? {
        sharedRooms: Math.floor(initialCount / 2),
        singleRooms: initialCount % 2,
      },
    },
  });
  const count = watch("travellerCount");
  const rooms = watch("rooms");
  if (booking.kind !== "group") return null;

  const unassigned = unassignedTravellers(count, rooms);
  const tooManyBeds = travellersInRooms(rooms) > count;
  const roomsValid = unassigned === 0 && !tooManyBeds;
  const priceLines = groupTourPriceLines(booking.tour, rooms);
  const sharedTravellers = rooms.sharedRooms * travellersPerSharedRoom;

  const change = (next: { travellerCount?: number; rooms?: Partial<Rooms> }) => {
    const nextCount = next.travellerCount ?? count;
    const nextRooms = { ...rooms, ...next.rooms };
    const options = { shouldValidate: isSubmitted };
    setValue("travellerCount", nextCount, options);
    setValue("rooms", nextRooms, options);
    // Kept as chosen, so a reload shows the same choice even before it is complete. "Only n places
    // left" is answered once the traveller changes the group.
    update({
      travellerCount: nextCount,
      rooms: nextRooms,
      ...(state.notice === "notEnoughPlaces" ? { notice: undefined, noticePlacesLeft: undefined } : {}),
    });
  };

  const onSubmit = handleSubmit(
    (values) => {
      update({ ...values, notice: undefined, noticePlacesLeft: undefined });
      goTo("travellers");
    },
    () => document.getElementById("rooms-status")?.focus(),
  );
  const problem = Boolean(errors.rooms || errors.travellerCount);

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <PlacesNotice state={state} pathOf={pathOf} />
      <div className={styles.card}>
        <CounterField
          id="traveller-count"
          label={<Trans>Travellers</Trans>}
          hint={
            <Plural
              value={maxTravellers}
              one="# place left on this date"
              other="# places left on this date"
            />
          }
          value={count}
          min={1}
          max={maxTravellers}
          onChange={(value) => change({ travellerCount: value })}
        />
        <CounterField
          id="shared-rooms"
          label={<Trans>Shared rooms</Trans>}
          hint={
            <Trans>
              For two travellers, <Price chf={booking.tour.price.shared} /> per traveller
            </Trans>
          }
          value={rooms.sharedRooms}
          min={0}
          max={25}
          onChange={(value) => change({ rooms: { sharedRooms: value } })}
        />
        <CounterField
          id="single-rooms"
          label={<Trans>Single rooms</Trans>}
          hint={
            <Trans>
              For one traveller, <Price chf={booking.tour.price.single} /> per traveller
            </Trans>
          }
          value={rooms.singleRooms}
          min={0}
          max={50}
          onChange={(value) => change({ rooms: { singleRooms: value } })}
        />
      </div>

      <div
        id="rooms-status"
        tabIndex={-1}
        role="status"
        className={[
          styles.roomsStatus,
          roomsValid ? styles.statusOk : styles.statusProblem,
          problem && styles.statusError,
        ]
          .filter(Boolean)
          .join(" ")}
        data-testid="rooms-status"
      >
        {unassigned > 0 ? (
          <Plural
            value={unassigned}
            one="# traveller isn't yet assigned"
            other="# travellers aren't yet assigned"
          />
        ) : tooManyBeds ? (
          <Trans>The rooms have more beds than there are travellers.</Trans>
        ) : (
          <Trans>Every traveller has a bed.</Trans>
        )}
      </div>

      <div className={styles.totalBox} aria-live="polite" data-testid="live-total">
        <p className={styles.totalLine}>
          <span>
            <Trans>Total</Trans>
          </span>
          {/* A total for only the travellers with a bed would read as the price of the booking. */}
          {roomsValid ? (
            <PriceTotal lines={priceLines} className={styles.totalValue} />
          ) : (
            <span className={styles.totalValue} data-testid="total-pending">
              <span aria-hidden="true">–</span>
              <span className="visually-hidden">{t`Not yet known`}</span>
            </span>
          )}
        </p>
        <p className={styles.muted}>
          {roomsValid ? (
            <Trans>
              {sharedTravellers} in shared rooms, {rooms.singleRooms} in single rooms
            </Trans>
          ) : (
            <Trans>The total shows once every traveller has exactly one bed.</Trans>
          )}
        </p>
      </div>

      <ContinueButton aria-describedby={roomsValid ? undefined : "rooms-status"} />
    </form>
  );
}

/** The route table's page: /group-tour/{id}/accommodation (tours layout). */
export function Component() {
  const { t } = useLingui();
  return <BookingStep kind="group" step="accommodation" title={t`Accommodation`} Step={AccommodationStep} />;
}
