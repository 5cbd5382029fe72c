/**
 * Where each endpoint lives: its id, method and path. The endpoints (the other files of this folder)
 * spread these and add their zod schemas; the browser needs only these at run time, so the web's
 * first load carries no zod (the server checks every answer against its schema before sending it,
 * functions/src/platform/middleware/http-handler.ts). No zod here, and nothing that imports it. One constant
 * per route, so a bundle keeps only the routes it uses (import * as routes: still per route), and one
 * module per contract file (routes/), so a split bundle places each group with the chunks that use
 * it: the web's entry chunk holds the routes the shell and the prefetches call, not the forms'.
 */
export type { Route } from "./route.js";

export * from "./routes/account.js";
export * from "./routes/agencies.js";
export * from "./routes/agency-tours.js";
export * from "./routes/bookings.js";
export * from "./routes/catalogue.js";
export * from "./routes/checkout.js";
export * from "./routes/departure-cancellation.js";
export * from "./routes/destinations.js";
export * from "./routes/manifests.js";
export * from "./routes/my-trips.js";
export * from "./routes/personal-details.js";
export * from "./routes/reviews.js";
export * from "./routes/statements.js";
export * from "./routes/tour-photos.js";
export * from "./routes/trip-requests.js";
