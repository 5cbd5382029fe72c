import * as z from "zod/mini";
import { BookingStatusSchema, RoomsSchema } from "../domain/booking.js";
import { IdSchema } from "../domain/tour.js";
import { DraftTitleSchema, TourKindSchema } from "../domain/tour-draft.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/**
 * Who is coming: the agency's view of the bookings of its tours, per departure (a group tour's date
 * or a special tour's booked date). Only bookings that were paid are listed (confirmed, and those
 * cancelled since, which stay on the list marked so); holds are not. 404 for a tour of another
 * agency, exactly as for one that does not exist.
 */

const TourIdParams = z.strictObject({ tourId: IdSchema });
const DepartureParams = z.strictObject({ tourId: IdSchema, startDate: z.iso.date({ error: "invalidDate" }) });

/** One date of a tour with paid bookings: what leads to its manifest. */
export const BookedDateSchema = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  /** Travellers of its confirmed bookings. */
  travellers: z.number(),
  /** Its confirmed bookings. */
  bookings: z.number(),
  /** Its bookings cancelled after they were paid. */
  cancelledBookings: z.number(),
});
export type BookedDate = z.infer<typeof BookedDateSchema>;

/** A traveller as the manifest lists them; only the lead traveller gave a nationality. */
export const ManifestTravellerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.iso.date(),
  nationality: z.optional(z.string()),
  lead: z.boolean(),
});
export type ManifestTraveller = z.infer<typeof ManifestTravellerSchema>;

export const ManifestBookingSchema = z.object({
  bookingId: z.string(),
  /** Absent on bookings made before references existed. */
  reference: z.optional(z.string()),
  status: BookingStatusSchema,
  /** When the traveller booked (the booking was made). */
  bookedAt: z.iso.datetime(),
  /** When the payment confirmed it; absent on bookings confirmed before it was kept. */
  confirmedAt: z.optional(z.iso.datetime()),
  /** The lead traveller's contact. */
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** The number in E.164 ("+254712345678"; older bookings: as typed) and its country. */
    phone: z.object({ country: z.string(), number: z.string() }),
  }),
  travellers: z.array(ManifestTravellerSchema),
  /** Group tours: the rooms booked. */
  rooms: z.optional(RoomsSchema),
  /** What the traveller paid, in CHF minor units. */
  amountPaidChf: z.number(),
});
export type ManifestBooking = z.infer<typeof ManifestBookingSchema>;

export const DepartureManifestSchema = z.object({
  /** The tour as its agency names it: its draft's title, in the languages it has. */
  tour: z.object({ id: IdSchema, kind: TourKindSchema, title: z.optional(DraftTitleSchema) }),
  startDate: z.iso.date(),
  /** The return date of its bookings (or of the departure when nobody booked it). */
  endDate: z.optional(z.iso.date()),
  /** Travellers of the confirmed bookings. */
  travellers: z.number(),
  /** Confirmed first, then cancelled; each in the order they were booked. */
  bookings: z.array(ManifestBookingSchema),
});
export type DepartureManifest = z.infer<typeof DepartureManifestSchema>;

export const listTourBookedDates = defineEndpoint({
  ...routes.listTourBookedDates,
  access: "agent",
  examples: { params: { tourId: "kenya-great-migration-safari" } },
  errors: ["NOT_FOUND"],
  summary:
    "The dates of one of the agency's tours that have paid bookings, past ones included, by date: for a group tour its departures with travellers, for a special tour the dates its travellers chose. Each with its travellers and bookings confirmed, and its bookings cancelled since.",
  params: TourIdParams,
  response: z.object({ dates: z.array(BookedDateSchema) }),
});

export const getDepartureManifest = defineEndpoint({
  ...routes.getDepartureManifest,
  access: "agent",
  examples: { params: { tourId: "kenya-great-migration-safari", startDate: "2027-03-06" } },
  errors: ["NOT_FOUND"],
  summary:
    "The manifest of one date of the agency's tour: every paid booking starting that day with its lead traveller's contact, every traveller's name, birth date and (the lead's) nationality, rooms, amount paid, when it was booked and its status. A date without bookings answers an empty list.",
  params: DepartureParams,
  response: DepartureManifestSchema,
});
