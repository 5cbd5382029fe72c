import type { Route } from "../route.js";

/** Where the endpoints of ../tour-photos.ts live (see ../routes.ts). */
export const createTourPhotoUpload = {
  id: "createTourPhotoUpload",
  method: "POST",
  path: "/api/agency/tours/{tourId}/photos",
} as const satisfies Route;
export const listTourPhotos = {
  id: "listTourPhotos",
  method: "GET",
  path: "/api/agency/tours/{tourId}/photos",
} as const satisfies Route;
export const deleteTourPhoto = {
  id: "deleteTourPhoto",
  method: "DELETE",
  path: "/api/agency/tours/{tourId}/photos/{photoId}",
} as const satisfies Route;
