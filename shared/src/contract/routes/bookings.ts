import type { Route } from "../route.js";

/** Where the endpoints of ../bookings.ts live (see ../routes.ts). */
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
