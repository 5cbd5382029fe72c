import type { ApiError, ErrorCode } from "@tembea/shared";

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  SESSION_ENDED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  FULLY_BOOKED: 409,
  NOT_ENOUGH_PLACES: 409,
  CHECKOUT_UNAVAILABLE: 502,
  RATE_LIMITED: 429,
  OFFER_EXPIRED: 409,
  OFFER_ALREADY_ACCEPTED: 409,
  OFFER_UNAVAILABLE: 409,
  OFFER_CHANGED: 409,
  CHECKOUT_OPEN: 409,
  NOTHING_DUE: 409,
  NOT_CANCELLABLE: 409,
  REFUND_CHANGED: 409,
  REVIEW_UNAVAILABLE: 409,
  ALREADY_REVIEWED: 409,
  TOUR_CHANGED: 409,
  TOUR_INCOMPLETE: 422,
  CAPACITY_BELOW_TAKEN: 409,
  SALES_CLOSED: 409,
  DEPARTURE_BOOKED: 409,
  DEPARTURE_CANCELLED: 409,
  AGENCY_CHANGED: 409,
  DESTINATION_TAKEN: 409,
  EMAIL_TAKEN: 409,
  NO_AGENCY_FOR_DESTINATION: 409,
  TOO_MANY_PHOTOS: 409,
  PHOTO_IN_USE: 409,
  AGENT_ALREADY_JOINED: 409,
  DEPARTURES_BOOKED: 409,
  TOO_MANY_DEPARTURES_TO_MOVE: 409,
  INTERNAL: 500,
};

/** A failure the caller should see as it is: a stable code, its HTTP status and field messages. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    /** Facts the caller needs besides the code, answered beside it (ApiErrorSchema). */
    readonly details?: Omit<ApiError["error"], "code" | "fields">,
  ) {
    super(code);
    this.name = "AppError";
    this.status = statusOf[code];
  }
}

export const notFound = () => new AppError("NOT_FOUND");
export const validationFailed = (fields: Record<string, string>) => new AppError("VALIDATION_FAILED", fields);

/**
 * A departure without the places asked for: FULLY_BOOKED when none are left (the message of
 * docs/product-spec.md, section 8), or NOT_ENOUGH_PLACES with how many are, so the traveller can travel with
 * fewer instead.
 */
export const placesRefused = (placesLeft: number) =>
  placesLeft > 0
    ? new AppError("NOT_ENOUGH_PLACES", undefined, { placesLeft })
    : new AppError("FULLY_BOOKED");
