import type {
  BodyInputOf,
  Contract,
  Endpoint,
  ErrorCode,
  ParamsInputOf,
  QueryInputOf,
  ResponseOf,
} from "@tembea/shared";
import { buildPath, errorCodes } from "@tembea/shared";
import type { Route } from "@tembea/shared/contract/routes";

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

type QueryValue = string | number | boolean | null | undefined;

/** A field is required when its type does not admit undefined. */
type Slot<Name extends string, T> = [T] extends [undefined]
  ? { [K in Name]?: undefined }
  : undefined extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** What a call to an endpoint takes: its path params, query and body as the contract types them. */
export type RequestOptions<E extends Endpoint> = Slot<"params", ParamsInputOf<E>> &
  Slot<"query", QueryInputOf<E>> &
  Slot<"body", BodyInputOf<E>> & {
    signal?: AbortSignal;
    /** The signed-in user's Cognito ID token, for non-public endpoints: sent as `Bearer`, never in the URL. */
    token?: string;
    /** The browser cache mode; "no-cache" when an answer must be current (places left while booking). */
    cache?: RequestCache;
  };

/** The same-origin URL of a call: the path template filled with `params`, then the defined query values. */
export function requestUrl(
  endpoint: Pick<Endpoint, "path">,
  params?: Record<string, string>,
  query?: Record<string, QueryValue>,
): string {
  const path = buildPath(endpoint.path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

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

let sessionEndedListener: (() => void) | undefined;

/**
 * Who is told when the API refuses the session's token because the password was reset or changed
 * since it was issued (SESSION_ENDED): the auth store, which ends the session in this browser too,
 * whichever call met the refusal.
 */
export function onSessionEnded(listener: () => void): void {
  sessionEndedListener = listener;
}

/**
 * Calls one endpoint of the contract on the same origin and returns its answer, typed by the
 * endpoint's response schema. The answer is not parsed again here: the handler checked it against
 * that schema before sending it (functions/src/platform/middleware/http-handler.ts), and leaving zod out
 * keeps about 25 KB (gzip) off every page's first load. Throws ApiRequestError for every failure.
 */
export async function apiRequest<Id extends keyof Contract>(
  route: Route<Id>,
  options: RequestOptions<Contract[Id]> = {} as RequestOptions<Contract[Id]>,
): Promise<ResponseOf<Contract[Id]>> {
  const { params, query, body, signal, token, cache } = options as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    token?: string;
    cache?: RequestCache;
  };
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(requestUrl(route, params, query), {
      method: route.method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: "same-origin",
      signal: signal ?? null,
      ...(cache ? { cache } : {}),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError("NETWORK", 0, {}, { cause });
  }

  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorFromResponse(response.status, json);
    if (error.code === "SESSION_ENDED") sessionEndedListener?.();
    throw error;
  }
  // Not JSON at all: something other than our API answered (a proxy's error page, say).
  if (json === undefined) throw new ApiRequestError("BAD_RESPONSE", response.status);
  return json as ResponseOf<Contract[Id]>;
}
