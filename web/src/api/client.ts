import {
  ApiErrorSchema,
  type BodyInputOf,
  buildPath,
  type Endpoint,
  type ErrorCode,
  type ParamsInputOf,
  type QueryInputOf,
  type ResponseOf,
} from "@tembea/shared";

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
    options?: ErrorOptions,
  ) {
    super(`API request failed: ${code} (${status})`, options);
  }
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

/** Reads an error answer: the contract's ApiError shape when the API sent one, otherwise by status. */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiRequestError(parsed.data.error.code, status, parsed.data.error.fields);
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

/**
 * Calls one endpoint of the contract on the same origin and returns its answer, checked against the
 * endpoint's response schema. Throws ApiRequestError for every failure.
 */
export async function apiRequest<E extends Endpoint>(
  endpoint: E,
  options: RequestOptions<E> = {} as RequestOptions<E>,
): Promise<ResponseOf<E>> {
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
    response = await fetch(requestUrl(endpoint, params, query), {
      method: endpoint.method,
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
  if (!response.ok) throw errorFromResponse(response.status, json);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success)
    throw new ApiRequestError("BAD_RESPONSE", response.status, {}, { cause: parsed.error });
  return parsed.data as ResponseOf<E>;
}
