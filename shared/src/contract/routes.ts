import type { HttpMethod } from "./endpoint.js";

/**
 * Where each endpoint lives: its id, method and path. The endpoints (the other files of this folder)
 * spread these and add their zod schemas; the browser needs only these at run time, so the web's
 * first load carries no zod (the server checks every answer against its schema before sending it,
 * functions/src/middleware/http-handler.ts). No zod here, and nothing that imports it. One constant
 * per route, so a bundle keeps only the routes it uses (import * as routes: still per route).
 */
export interface Route<Id extends string = string> {
  readonly id: Id;
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
}

// account.ts
export const signUp = { id: "signUp", method: "POST", path: "/api/auth/sign-up" } as const satisfies Route;
export const requestPasswordReset = {
  id: "requestPasswordReset",
  method: "POST",
  path: "/api/auth/password-reset",
} as const satisfies Route;
export const resetPassword = {
  id: "resetPassword",
  method: "POST",
  path: "/api/auth/password-reset/confirm",
} as const satisfies Route;
export const getMyProfile = {
  id: "getMyProfile",
  method: "GET",
  path: "/api/me/profile",
} as const satisfies Route;
export const createProfileImageUpload = {
  id: "createProfileImageUpload",
  method: "POST",
  path: "/api/me/profile-image/upload",
} as const satisfies Route;
export const setProfileImage = {
  id: "setProfileImage",
  method: "PUT",
  path: "/api/me/profile-image",
} as const satisfies Route;

// bookings.ts
export const createGroupTourBooking = {
  id: "createGroupTourBooking",
  method: "POST",
  path: "/api/bookings/group-tour",
} as const satisfies Route;
export const createSpecialTourBooking = {
  id: "createSpecialTourBooking",
  method: "POST",
  path: "/api/bookings/special-tour",
} as const satisfies Route;

// catalogue.ts
export const listGroupTours = {
  id: "listGroupTours",
  method: "GET",
  path: "/api/group-tours",
} as const satisfies Route;
export const getGroupTour = {
  id: "getGroupTour",
  method: "GET",
  path: "/api/group-tours/{id}",
} as const satisfies Route;
export const getSpecialTour = {
  id: "getSpecialTour",
  method: "GET",
  path: "/api/special-tours/{id}",
} as const satisfies Route;
export const listReviews = {
  id: "listReviews",
  method: "GET",
  path: "/api/reviews",
} as const satisfies Route;
export const getExchangeRates = {
  id: "getExchangeRates",
  method: "GET",
  path: "/api/exchange-rates",
} as const satisfies Route;
export const searchCatalogue = {
  id: "searchCatalogue",
  method: "GET",
  path: "/api/search",
} as const satisfies Route;

// checkout.ts
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

// destinations.ts
export const listDestinations = {
  id: "listDestinations",
  method: "GET",
  path: "/api/destinations",
} as const satisfies Route;
export const getDestination = {
  id: "getDestination",
  method: "GET",
  path: "/api/destinations/{slug}",
} as const satisfies Route;

// my-trips.ts
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

// personal-details.ts
export const updateMyProfile = {
  id: "updateMyProfile",
  method: "PUT",
  path: "/api/me/profile",
} as const satisfies Route;

// reviews.ts
export const openReviewInvitation = {
  id: "openReviewInvitation",
  method: "POST",
  path: "/api/reviews/invitation",
} as const satisfies Route;
export const submitReview = {
  id: "submitReview",
  method: "POST",
  path: "/api/reviews",
} as const satisfies Route;

// trip-requests.ts
export const submitTripRequest = {
  id: "submitTripRequest",
  method: "POST",
  path: "/api/trip-requests",
} as const satisfies Route;
export const listMyTripRequests = {
  id: "listMyTripRequests",
  method: "GET",
  path: "/api/me/trip-requests",
} as const satisfies Route;
export const getMyTripRequest = {
  id: "getMyTripRequest",
  method: "GET",
  path: "/api/me/trip-requests/{id}",
} as const satisfies Route;
export const listAgencyTripRequests = {
  id: "listAgencyTripRequests",
  method: "GET",
  path: "/api/agency/trip-requests",
} as const satisfies Route;
export const getAgencyTripRequest = {
  id: "getAgencyTripRequest",
  method: "GET",
  path: "/api/agency/trip-requests/{id}",
} as const satisfies Route;
export const sendOffer = {
  id: "sendOffer",
  method: "POST",
  path: "/api/agency/trip-requests/{id}/offer",
} as const satisfies Route;
