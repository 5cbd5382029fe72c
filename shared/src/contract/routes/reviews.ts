import type { Route } from "../route.js";

/** Where the endpoints of ../reviews.ts live (see ../routes.ts). */
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
