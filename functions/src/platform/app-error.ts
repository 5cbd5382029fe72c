import { type ApiError, type ErrorCode, statusOf } from "@tembea/shared";

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
