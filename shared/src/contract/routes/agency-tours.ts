import type { Route } from "../route.js";

/** Where the endpoints of ../agency-tours.ts live (see ../routes.ts). */
export const listAgencyTours = {
  id: "listAgencyTours",
  method: "GET",
  path: "/api/agency/tours",
} as const satisfies Route;
export const createAgencyTour = {
  id: "createAgencyTour",
  method: "POST",
  path: "/api/agency/tours",
} as const satisfies Route;
export const getAgencyTour = {
  id: "getAgencyTour",
  method: "GET",
  path: "/api/agency/tours/{tourId}",
} as const satisfies Route;
export const saveAgencyTour = {
  id: "saveAgencyTour",
  method: "PUT",
  path: "/api/agency/tours/{tourId}",
} as const satisfies Route;
export const publishAgencyTour = {
  id: "publishAgencyTour",
  method: "POST",
  path: "/api/agency/tours/{tourId}/publish",
} as const satisfies Route;
export const unpublishAgencyTour = {
  id: "unpublishAgencyTour",
  method: "POST",
  path: "/api/agency/tours/{tourId}/unpublish",
} as const satisfies Route;
export const previewAgencyTour = {
  id: "previewAgencyTour",
  method: "GET",
  path: "/api/agency/tours/{tourId}/preview",
} as const satisfies Route;
export const addDepartures = {
  id: "addDepartures",
  method: "POST",
  path: "/api/agency/tours/{tourId}/departures",
} as const satisfies Route;
export const updateDeparture = {
  id: "updateDeparture",
  method: "PATCH",
  path: "/api/agency/tours/{tourId}/departures/{startDate}",
} as const satisfies Route;
export const deleteDeparture = {
  id: "deleteDeparture",
  method: "DELETE",
  path: "/api/agency/tours/{tourId}/departures/{startDate}",
} as const satisfies Route;
