import {
  changePassword,
  confirmSignUp,
  createProfileImageUpload,
  getMyProfile,
  requestPasswordReset,
  resendSignUpCode,
  resetPassword,
  setProfileImage,
  signUp,
} from "./account.js";
import {
  acceptInvitation,
  createAgency,
  createAgencyLogoUpload,
  disableAgent,
  enableAgent,
  getAdminAgency,
  getMyAgency,
  getTripRequestRoute,
  inviteAgent,
  listAgencies,
  listAgencyHistory,
  listAuditEntries,
  removeAgencyLogo,
  resendInvitation,
  updateAgency,
} from "./agencies.js";
import {
  addDepartures,
  createAgencyTour,
  deleteDeparture,
  getAgencyTour,
  listAgencyTours,
  previewAgencyTour,
  publishAgencyTour,
  saveAgencyTour,
  unpublishAgencyTour,
  updateDeparture,
} from "./agency-tours.js";
import { createGroupTourBooking, createSpecialTourBooking } from "./bookings.js";
import {
  getExchangeRates,
  getGroupTour,
  getSpecialTour,
  listGroupTours,
  listReviews,
  listSpecialTours,
  searchCatalogue,
} from "./catalogue.js";
import { cancelCheckout, getBookingReceipt, receivePaymentEvent } from "./checkout.js";
import { cancelDeparture, getDepartureCancellation } from "./departure-cancellation.js";
import { getDestination, listDestinations } from "./destinations.js";
import type { Endpoint } from "./endpoint.js";
import { getDepartureManifest, listTourBookedDates } from "./manifests.js";
import {
  acceptOffer,
  addChangeRequest,
  cancelMyBooking,
  getCancellationQuote,
  getMyBooking,
  issueReviewLink,
  listMyBookings,
  payTripBalance,
} from "./my-trips.js";
import { updateMyProfile } from "./personal-details.js";
import { openReviewInvitation, submitReview } from "./reviews.js";
import { getAdminAgencyStatement, getAgencyStatement, listAgencyStatements } from "./statements.js";
import { createTourPhotoUpload, deleteTourPhoto, listTourPhotos } from "./tour-photos.js";
import {
  getAgencyTripRequest,
  getMyTripRequest,
  listAgencyTripRequests,
  listMyTripRequests,
  sendOffer,
  submitTripRequest,
} from "./trip-requests.js";

export * from "./account.js";
export * from "./agencies.js";
export * from "./agency-tours.js";
export * from "./bookings.js";
export * from "./catalogue.js";
export * from "./checkout.js";
export * from "./departure-cancellation.js";
export * from "./endpoint.js";
export * from "./idempotency.js";
export * from "./manifests.js";
export * from "./my-trips.js";
export * from "./personal-details.js";
export * from "./reviews.js";
export * from "./statements.js";
export * from "./tour-photos.js";
export * from "./trip-requests.js";

/** Every endpoint of the API. Adding a route is one entry here plus one handler. */
export const contract = {
  listDestinations,
  getDestination,
  listGroupTours,
  getGroupTour,
  listSpecialTours,
  getSpecialTour,
  listReviews,
  getExchangeRates,
  searchCatalogue,
  signUp,
  confirmSignUp,
  resendSignUpCode,
  requestPasswordReset,
  resetPassword,
  getMyProfile,
  updateMyProfile,
  createProfileImageUpload,
  setProfileImage,
  changePassword,
  createGroupTourBooking,
  createSpecialTourBooking,
  getBookingReceipt,
  cancelCheckout,
  receivePaymentEvent,
  submitTripRequest,
  listMyTripRequests,
  getMyTripRequest,
  listAgencyTripRequests,
  getAgencyTripRequest,
  sendOffer,
  listMyBookings,
  getMyBooking,
  getCancellationQuote,
  cancelMyBooking,
  issueReviewLink,
  addChangeRequest,
  acceptOffer,
  payTripBalance,
  openReviewInvitation,
  submitReview,
  listAgencyTours,
  createAgencyTour,
  getAgencyTour,
  saveAgencyTour,
  publishAgencyTour,
  unpublishAgencyTour,
  previewAgencyTour,
  addDepartures,
  updateDeparture,
  deleteDeparture,
  listTourBookedDates,
  getDepartureManifest,
  listAgencies,
  createAgency,
  getAdminAgency,
  updateAgency,
  createAgencyLogoUpload,
  removeAgencyLogo,
  getMyAgency,
  listAuditEntries,
  listAgencyHistory,
  getTripRequestRoute,
  inviteAgent,
  resendInvitation,
  disableAgent,
  enableAgent,
  acceptInvitation,
  createTourPhotoUpload,
  listTourPhotos,
  deleteTourPhoto,
  getDepartureCancellation,
  cancelDeparture,
  getAgencyStatement,
  getAdminAgencyStatement,
  listAgencyStatements,
} as const;

export type Contract = typeof contract;
export type EndpointId = keyof Contract;
export const endpoints: readonly Endpoint[] = Object.values(contract);
