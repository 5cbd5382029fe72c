import * as z from "zod/mini";
import { maxCancellationReason } from "../domain/refund.js";
import { IdSchema } from "../domain/tour.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/**
 * An agency calls off a departure of its group tour (e.g. too few travellers), or a booked date of
 * its special tour: every confirmed booking on it is cancelled with a full refund, each traveller
 * mailed in their language with the reason and the tour's other departures. 404 for a tour of
 * another agency, exactly as for one that does not exist.
 */

const DepartureParams = z.strictObject({ tourId: IdSchema, startDate: z.iso.date({ error: "invalidDate" }) });

export const CancellationReasonSchema = z
  .string({ error: "required" })
  .check(
    z.trim(),
    z.minLength(1, { error: "required" }),
    z.maxLength(maxCancellationReason, { error: "tooLong" }),
  );

/** What cancelling the date does (or did): the bookings on it, their travellers, and the refund. */
export const DepartureCancellationSchema = z.object({
  startDate: z.iso.date(),
  /** Confirmed bookings still to cancel (before) or cancelled by this run (after). */
  bookings: z.number(),
  travellers: z.number(),
  /** In full: what those bookings paid, CHF minor units. */
  refundChf: z.number(),
  /** Set once the date is cancelled: from the first step of the cancellation on. */
  cancelledAt: z.optional(z.iso.datetime()),
  reason: z.optional(z.string()),
});
export type DepartureCancellation = z.infer<typeof DepartureCancellationSchema>;

export const getDepartureCancellation = defineEndpoint({
  ...routes.getDepartureCancellation,
  access: "agent",
  examples: { params: { tourId: "kenya-great-migration-safari", startDate: "2027-03-06" } },
  errors: ["NOT_FOUND"],
  summary:
    "What cancelling a departure of a group tour (or a booked date of a special tour) would do: the confirmed bookings on it, their travellers and the total refunded in full. For a date already cancelled, what is still to cancel (0 once finished) with its `cancelledAt` and reason. 404 for a date that has neither a departure nor a booking.",
  params: DepartureParams,
  response: DepartureCancellationSchema,
});

export const cancelDeparture = defineEndpoint({
  ...routes.cancelDeparture,
  access: "agent",
  examples: {
    params: { tourId: "kenya-great-migration-safari", startDate: "2027-09-04" },
    body: { reason: "The Mara river crossing camp is flooded; we offer the October dates instead." },
  },
  errors: ["NOT_FOUND"],
  summary:
    "Cancels the departure (or the special tour's booked date) for good with the agency's `reason`: first the date (closed for sale, `cancelledAt`, audit entry), then each confirmed booking on it in its own transaction, refunded in full, its traveller mailed. Running it again on a cancelled date finishes what a failed run left (the first reason is kept) and answers what it cancelled then. A booking paid for after the first step is refunded in full and mailed, never confirmed.",
  params: DepartureParams,
  body: z.strictObject({ reason: CancellationReasonSchema }),
  response: DepartureCancellationSchema,
});
