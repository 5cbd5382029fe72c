import type { ErrorCode } from "@tembea/shared";

/** The API's error codes, plus the two failures that happen before the API could answer. */
export type ApiRequestErrorCode = ErrorCode | "NETWORK" | "BAD_RESPONSE";

/** A failed API call. UI code switches on `code`, never on `message`. */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  constructor(
    readonly code: ApiRequestErrorCode,
    /** HTTP status, 0 when no response arrived. */
    readonly status: number,
    /** Field path ("query.locale") → validation message key, for VALIDATION_FAILED. */
    readonly fields: Record<string, string> = {},
    options?: ErrorOptions & {
      placesLeft?: number;
      placesTaken?: number;
      destination?: string;
      departureDates?: string[];
      limit?: number;
    },
  ) {
    super(`API request failed: ${code} (${status})`, options);
    this.placesLeft = options?.placesLeft;
    this.placesTaken = options?.placesTaken;
    this.destination = options?.destination;
    this.departureDates = options?.departureDates;
    this.limit = options?.limit;
  }
  /** NOT_ENOUGH_PLACES: how many places the departure still has. */
  readonly placesLeft: number | undefined;
  /** CAPACITY_BELOW_TAKEN: how many places are taken on the departure, the lowest capacity it can have. */
  readonly placesTaken: number | undefined;
  /** DESTINATION_TAKEN: the destination another agency answers for. */
  readonly destination: string | undefined;
  /** DEPARTURES_BOOKED, TOO_MANY_DEPARTURES_TO_MOVE: the start dates of the departures concerned. */
  readonly departureDates: string[] | undefined;
  /** TOO_MANY_DEPARTURES_TO_MOVE: how many departures one change may move. */
  readonly limit: number | undefined;
}

/** An id that is not the caller's or does not exist (404), or is not an id at all (400): the page says "not found". */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiRequestError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")
  );
}

/** An error answer without the contract's ApiError shape (a proxy's page, say), read by its status. */
export function statusError(status: number): ApiRequestError {
  const code: ErrorCode =
    status === 401
      ? "UNAUTHORIZED"
      : status === 403
        ? "FORBIDDEN"
        : status === 404
          ? "NOT_FOUND"
          : "INTERNAL";
  return new ApiRequestError(code, status);
}
