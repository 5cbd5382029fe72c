import type { Route } from "../route.js";

/** Where the endpoints of ../catalogue.ts live (see ../routes.ts). */
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
export const listSpecialTours = {
  id: "listSpecialTours",
  method: "GET",
  path: "/api/special-tours",
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
