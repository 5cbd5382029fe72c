import { type ErrorCode, errorCodes } from "@tembea/shared";
import { ApiRequestError, statusError } from "./api-error";

/** The contract's ApiError shape (shared/src/domain/errors.ts), read without zod: see apiRequest. */
function apiErrorOf(body: unknown):
  | {
      code: ErrorCode;
      fields: Record<string, string>;
      placesLeft?: number;
      placesTaken?: number;
      destination?: string;
      departureDates?: string[];
      limit?: number;
    }
  | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const { error } = body;
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const code = errorCodes.find((known) => known === error.code);
  if (!code) return undefined;
  const fields: Record<string, string> = {};
  if ("fields" in error && typeof error.fields === "object" && error.fields !== null) {
    for (const [path, key] of Object.entries(error.fields)) {
      if (typeof key !== "string") return undefined;
      fields[path] = key;
    }
  }
  const placesLeft =
    "placesLeft" in error && Number.isInteger(error.placesLeft) ? (error.placesLeft as number) : undefined;
  const placesTaken =
    "placesTaken" in error && Number.isInteger(error.placesTaken) ? (error.placesTaken as number) : undefined;
  const destination =
    "destination" in error && typeof error.destination === "string" ? error.destination : undefined;
  const departureDates =
    "departureDates" in error &&
    Array.isArray(error.departureDates) &&
    error.departureDates.every(
      (date: unknown) => typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date),
    )
      ? (error.departureDates as string[])
      : undefined;
  const limit = "limit" in error && Number.isInteger(error.limit) ? (error.limit as number) : undefined;
  return {
    code,
    fields,
    ...(placesLeft === undefined ? {} : { placesLeft }),
    ...(placesTaken === undefined ? {} : { placesTaken }),
    ...(destination === undefined ? {} : { destination }),
    ...(departureDates === undefined ? {} : { departureDates }),
    ...(limit === undefined ? {} : { limit }),
  };
}

/** Reads an error answer: the contract's ApiError shape when the API sent one, otherwise by status. */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const apiError = apiErrorOf(body);
  if (apiError) {
    const { code, fields, ...facts } = apiError;
    return new ApiRequestError(code, status, fields, Object.keys(facts).length ? facts : undefined);
  }
  return statusError(status);
}
