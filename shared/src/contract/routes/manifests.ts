import type { Route } from "../route.js";

/** Where the endpoints of ../manifests.ts live (see ../routes.ts). */
export const listTourBookedDates = {
  id: "listTourBookedDates",
  method: "GET",
  path: "/api/agency/tours/{tourId}/booked-dates",
} as const satisfies Route;
export const getDepartureManifest = {
  id: "getDepartureManifest",
  method: "GET",
  path: "/api/agency/tours/{tourId}/departures/{startDate}/manifest",
} as const satisfies Route;
