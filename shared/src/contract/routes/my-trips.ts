import type { Route } from "../route.js";

/** Where the endpoints of ../my-trips.ts live (see ../routes.ts). */
export const listMyBookings = {
  id: "listMyBookings",
  method: "GET",
  path: "/api/me/bookings",
} as const satisfies Route;
export const getMyBooking = {
  id: "getMyBooking",
  method: "GET",
  path: "/api/me/bookings/{id}",
} as const satisfies Route;
export const addChangeRequest = {
  id: "addChangeRequest",
  method: "POST",
  path: "/api/me/trip-requests/{id}/change-requests",
} as const satisfies Route;
export const acceptOffer = {
  id: "acceptOffer",
  method: "POST",
  path: "/api/me/trip-requests/{id}/accept",
} as const satisfies Route;
export const payTripBalance = {
  id: "payTripBalance",
  method: "POST",
  path: "/api/me/trip-requests/{id}/balance",
} as const satisfies Route;
export const getCancellationQuote = {
  id: "getCancellationQuote",
  method: "GET",
  path: "/api/me/bookings/{id}/cancellation",
} as const satisfies Route;
export const cancelMyBooking = {
  id: "cancelMyBooking",
  method: "POST",
  path: "/api/me/bookings/{id}/cancellation",
} as const satisfies Route;
export const issueReviewLink = {
  id: "issueReviewLink",
  method: "POST",
  path: "/api/me/bookings/{id}/review-link",
} as const satisfies Route;
