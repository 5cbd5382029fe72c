import type { HttpMethod } from "./endpoint.js";

/**
 * Where each endpoint lives: its id, method and path. The endpoints (the other files of this folder)
 * take these and add their zod schemas; the browser needs only this table at run time, so the web's
 * first load carries no zod (the server checks every answer against its schema before sending it,
 * functions/src/middleware/http-handler.ts). No zod here, and nothing that imports it.
 */
const table = {
  // account.ts
  signUp: { method: "POST", path: "/api/auth/sign-up" },
  requestPasswordReset: { method: "POST", path: "/api/auth/password-reset" },
  resetPassword: { method: "POST", path: "/api/auth/password-reset/confirm" },
  getMyProfile: { method: "GET", path: "/api/me/profile" },
  createProfileImageUpload: { method: "POST", path: "/api/me/profile-image/upload" },
  setProfileImage: { method: "PUT", path: "/api/me/profile-image" },
  // bookings.ts
  createGroupTourBooking: { method: "POST", path: "/api/bookings/group-tour" },
  createSpecialTourBooking: { method: "POST", path: "/api/bookings/special-tour" },
  // catalogue.ts
  listGroupTours: { method: "GET", path: "/api/group-tours" },
  getGroupTour: { method: "GET", path: "/api/group-tours/{id}" },
  getSpecialTour: { method: "GET", path: "/api/special-tours/{id}" },
  listReviews: { method: "GET", path: "/api/reviews" },
  getExchangeRates: { method: "GET", path: "/api/exchange-rates" },
  searchCatalogue: { method: "GET", path: "/api/search" },
  // checkout.ts
  getBookingReceipt: { method: "GET", path: "/api/bookings/{id}/receipt" },
  cancelCheckout: { method: "POST", path: "/api/bookings/{id}/cancel-checkout" },
  receivePaymentEvent: { method: "POST", path: "/api/payments/stripe-webhook" },
  // destinations.ts
  listDestinations: { method: "GET", path: "/api/destinations" },
  getDestination: { method: "GET", path: "/api/destinations/{slug}" },
  // my-trips.ts
  listMyBookings: { method: "GET", path: "/api/me/bookings" },
  getMyBooking: { method: "GET", path: "/api/me/bookings/{id}" },
  addChangeRequest: { method: "POST", path: "/api/me/trip-requests/{id}/change-requests" },
  acceptOffer: { method: "POST", path: "/api/me/trip-requests/{id}/accept" },
  payTripBalance: { method: "POST", path: "/api/me/trip-requests/{id}/balance" },
  // personal-details.ts
  updateMyProfile: { method: "PUT", path: "/api/me/profile" },
  // reviews.ts
  openReviewInvitation: { method: "POST", path: "/api/reviews/invitation" },
  submitReview: { method: "POST", path: "/api/reviews" },
  // trip-requests.ts
  submitTripRequest: { method: "POST", path: "/api/trip-requests" },
  listMyTripRequests: { method: "GET", path: "/api/me/trip-requests" },
  getMyTripRequest: { method: "GET", path: "/api/me/trip-requests/{id}" },
  listAgencyTripRequests: { method: "GET", path: "/api/agency/trip-requests" },
  getAgencyTripRequest: { method: "GET", path: "/api/agency/trip-requests/{id}" },
  sendOffer: { method: "POST", path: "/api/agency/trip-requests/{id}/offer" },
} as const satisfies Record<string, { method: HttpMethod; path: `/api/${string}` }>;

type Table = typeof table;

/** One route, with its id as a literal type so a caller's types can follow it to its endpoint. */
export type Route<Id extends RouteId = RouteId> = { id: Id } & Table[Id];
export type RouteId = keyof Table;

export const routes = Object.fromEntries(
  Object.entries(table).map(([id, route]) => [id, { id, ...route }]),
) as { [Id in RouteId]: Route<Id> };
