import { z } from "zod";
import { BookingSchema } from "../domain/booking.js";
import { TripRequestSchema } from "../domain/trip-request.js";
import { defineEndpoint } from "./endpoint.js";

export const listMyBookings = defineEndpoint({
  id: "listMyBookings",
  method: "GET",
  path: "/api/me/bookings",
  access: "traveller",
  summary:
    "The caller's bookings, newest first: those they made signed in, and guest bookings made with their account's e-mail address.",
  response: z.object({ bookings: z.array(BookingSchema) }),
});

export const getMyBooking = defineEndpoint({
  id: "getMyBooking",
  method: "GET",
  path: "/api/me/bookings/{id}",
  access: "traveller",
  summary: "One of the caller's bookings; 404 for any other id, with no hint that it exists.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  response: BookingSchema,
});

export const addChangeRequest = defineEndpoint({
  id: "addChangeRequest",
  method: "POST",
  path: "/api/me/trip-requests/{id}/change-requests",
  access: "traveller",
  summary: "Adds a change request to one of the caller's trip requests and tells the agency by mail.",
  params: z.strictObject({ id: z.uuid({ error: "invalid" }) }),
  body: z.strictObject({
    text: z.string().trim().min(1, { error: "required" }).max(2000, { error: "tooLong" }),
  }),
  response: TripRequestSchema,
});
