import type { Route } from "../route.js";

/** Where the endpoints of ../checkout.ts live (see ../routes.ts). */
export const getBookingReceipt = {
  id: "getBookingReceipt",
  method: "GET",
  path: "/api/bookings/{id}/receipt",
} as const satisfies Route;
export const cancelCheckout = {
  id: "cancelCheckout",
  method: "POST",
  path: "/api/bookings/{id}/cancel-checkout",
} as const satisfies Route;
export const receivePaymentEvent = {
  id: "receivePaymentEvent",
  method: "POST",
  path: "/api/payments/stripe-webhook",
} as const satisfies Route;
