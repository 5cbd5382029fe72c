import type { Route } from "../route.js";

/** Where the endpoints of ../departure-cancellation.ts live (see ../routes.ts). */
export const getDepartureCancellation = {
  id: "getDepartureCancellation",
  method: "GET",
  path: "/api/agency/tours/{tourId}/departures/{startDate}/cancellation",
} as const satisfies Route;
export const cancelDeparture = {
  id: "cancelDeparture",
  method: "POST",
  path: "/api/agency/tours/{tourId}/departures/{startDate}/cancellation",
} as const satisfies Route;
