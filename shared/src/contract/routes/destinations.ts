import type { Route } from "../route.js";

/** Where the endpoints of ../destinations.ts live (see ../routes.ts). */
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
