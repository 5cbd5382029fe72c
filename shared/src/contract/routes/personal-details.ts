import type { Route } from "../route.js";

/** Where the endpoints of ../personal-details.ts live (see ../routes.ts). */
export const updateMyProfile = {
  id: "updateMyProfile",
  method: "PUT",
  path: "/api/me/profile",
} as const satisfies Route;
