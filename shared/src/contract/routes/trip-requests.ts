import type { Route } from "../route.js";

/** Where the endpoints of ../trip-requests.ts live (see ../routes.ts). */
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
