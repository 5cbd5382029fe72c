import * as z from "zod/mini";
import { BirthDateSchema, EmailSchema, PersonNameSchema } from "./account.js";
import { LocaleSchema } from "./locale-schema.js";
import { type PriceLine, priceLinesTotal } from "./price-lines.js";
import type { GroupTour, RefundTier } from "./tour.js";
import { IdSchema } from "./tour.js";

/**
 * A shared room sleeps two travellers, a single room one (docs/product-spec.md, section 3:
 * sharedRooms, singleRooms).
 */
export const travellersPerSharedRoom = 2;

/** How long places are held while the traveller pays: the checkout session's lifetime. */
export const holdMinutes = 30;

/**
 * A booking's departure date as a request gives it. Apart from the request schemas
 * (booking-request.ts), so the dates steps can check it without loading the phone rules.
 */
export const DepartureDateSchema = z.iso.date({ error: "invalid" });

export const RoomsSchema = z.strictObject({
  sharedRooms: z.number({ error: "invalid" }).check(z.int({ error: "invalid" }), z.gte(0), z.lte(50)),
  singleRooms: z.number({ error: "invalid" }).check(z.int({ error: "invalid" }), z.gte(0), z.lte(50)),
});
export type Rooms = z.infer<typeof RoomsSchema>;

/** Travellers the rooms sleep; the accommodation step needs this to equal the group size. */
export function travellersInRooms(rooms: Rooms): number {
  return rooms.sharedRooms * travellersPerSharedRoom + rooms.singleRooms;
}

/** "{n} travellers aren't yet assigned": how many still have no bed (never negative). */
export function unassignedTravellers(numberOfTravellers: number, rooms: Rooms): number {
  return Math.max(0, numberOfTravellers - travellersInRooms(rooms));
}

/**
 * The parts of a group tour booking's price, from the tour's own prices: each traveller in a shared
 * room pays the shared price, each single room the single price.
 */
export function groupTourPriceLines(tour: Pick<GroupTour, "price">, rooms: Rooms): PriceLine[] {
  return [
    { unitChf: tour.price.shared, quantity: rooms.sharedRooms * travellersPerSharedRoom },
    { unitChf: tour.price.single, quantity: rooms.singleRooms },
  ];
}

/** The price of a group tour booking in CHF minor units: what is charged. */
export function groupTourTotal(tour: Pick<GroupTour, "price">, rooms: Rooms): number {
  return priceLinesTotal(groupTourPriceLines(tour, rooms));
}

export const FellowTravellerSchema = z.strictObject({
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  birthDate: BirthDateSchema,
});
export type FellowTraveller = z.infer<typeof FellowTravellerSchema>;

/**
 * The travellers as a booking keeps and answers them, checked for their shape. The phone and
 * nationality rules apply when the booking is made (TravellersSchema, in booking-request.ts); they
 * rest on libphonenumber-js's metadata, which changes with its releases and must not make a stored
 * booking unreadable, and which every function that reads bookings would otherwise load.
 */
export const SavedTravellersSchema = z.strictObject({
  lead: z.strictObject({
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
    email: EmailSchema,
    phone: z.object({ country: z.string(), number: z.string() }),
    nationality: z.string().check(z.length(2)),
    birthDate: BirthDateSchema,
  }),
  others: z.array(FellowTravellerSchema).check(z.maxLength(49)),
});
export type SavedTravellers = z.infer<typeof SavedTravellersSchema>;

/** Age in whole years on a given day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export const bookingStatuses = ["held", "confirmed", "released", "cancelled"] as const;
export const BookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** Who cancelled a confirmed booking: its traveller, or the agency calling off the departure. */
export const CancelledBySchema = z.enum(["traveller", "agency"]);
export type CancelledBy = z.infer<typeof CancelledBySchema>;

/** What a cancellation decided, fixed when it was recorded: the tier of that day and its refund. */
export const CancellationSchema = z.object({
  at: z.iso.datetime(),
  by: CancelledBySchema,
  /** The agency's reason for calling off the departure, in its own words. */
  reason: z.optional(z.string().check(z.maxLength(500))),
  /** Days from that day (at the destination) to the trip's first day. */
  daysBefore: z.number().check(z.int()),
  refundPercent: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** CHF minor units paid back. */
  refundChf: z.number().check(z.int(), z.nonnegative()),
});
export type Cancellation = z.infer<typeof CancellationSchema>;

/**
 * Where a cancellation's refund is: `due` (recorded, the provider not yet asked successfully),
 * `sent` (the provider accepted it), `refunded` (the provider says the money went back).
 */
export const refundStatuses = ["due", "sent", "refunded"] as const;
export const RefundStatusSchema = z.enum(refundStatuses);
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

export const RefundSchema = z.object({
  status: RefundStatusSchema,
  providerRefundId: z.optional(z.string()),
  refundedAt: z.optional(z.iso.datetime()),
});
export type Refund = z.infer<typeof RefundSchema>;

export const BookingSchema = z.object({
  id: z.string(),
  kind: z.enum(["group", "special"]),
  tourId: IdSchema,
  /**
   * The agency whose tour it is, as it was when booked (its statements); absent on bookings made
   * before it was kept: their tour item names it.
   */
  agencyId: z.optional(IdSchema),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  numberOfTravellers: z.number().check(z.int(), z.positive()),
  rooms: z.optional(RoomsSchema),
  travellers: SavedTravellersSchema,
  totalChf: z.number().check(z.int(), z.nonnegative()),
  refundTiers: z.array(
    z.object({ daysBefore: z.number().check(z.int()), refundPercent: z.number().check(z.int()) }),
  ),
  status: BookingStatusSchema,
  locale: LocaleSchema,
  /** Cognito sub of the booker, absent for guest checkout. */
  userId: z.optional(z.string()),
  /**
   * Whose trips list shows it: the signed-in booker's account e-mail, or the lead traveller's for a
   * guest, so a guest's bookings appear once they sign up with that address.
   */
  bookerEmail: z.string(),
  createdAt: z.iso.datetime(),
  holdExpiresAt: z.iso.datetime(),
  /** When its review was written (a booking yields one review): My trips then offers no review link. */
  reviewedAt: z.optional(z.iso.datetime()),
  /**
   * The short reference (reference.ts), given when the booking is made. Absent on bookings made
   * before references existed: they still read, and pages and mails then leave the line out.
   */
  reference: z.optional(z.string()),
  /** When the payment confirmed it (the webhook); absent before, and on bookings confirmed before it was answered. */
  confirmedAt: z.optional(z.iso.datetime()),
  /** Set when a confirmed booking is cancelled (status `cancelled`). */
  cancellation: z.optional(CancellationSchema),
  /** The cancellation's refund; absent when it refunds nothing. Until `refunded`: "Cancellation in progress". */
  refund: z.optional(RefundSchema),
});
export type Booking = z.infer<typeof BookingSchema>;

/** A cancelled booking whose money is still on its way back. */
export const cancellationInProgress = (booking: Pick<Booking, "status" | "refund">) =>
  booking.status === "cancelled" && booking.refund !== undefined && booking.refund.status !== "refunded";

/** The refund tiers the traveller agreed to, kept with the booking in case the tour's change later. */
export type AgreedRefundTiers = RefundTier[];
