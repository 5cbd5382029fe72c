import type {
  BodyInputOf,
  Contract,
  Endpoint,
  IdempotencyKeyOf,
  ParamsInputOf,
  QueryInputOf,
  ResponseOf,
} from "@tembea/shared";
import { buildPath } from "@tembea/shared";
import type { Route } from "@tembea/shared/contract/routes";
import { ApiRequestError, statusError } from "./api-error";

export { ApiRequestError, type ApiRequestErrorCode, isNotFound } from "./api-error";

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
  Slot<"body", BodyInputOf<E>> &
  /** An idempotent write's key (lib/submission.ts): required there, so no call can forget it. */
  Slot<"idempotencyKey", IdempotencyKeyOf<E>> & {
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

/**
 * How long a request may take before it counts as lost: longer than any answer can take (a function
 * runs 10 s at most, API Gateway waits 30 s), so only a connection that went silent is cut. The
 * browser's own limit is minutes, with the button spinning all the while; "pay" and "send" are safe
 * to press again (their Idempotency-Key, lib/submission.ts).
 */
export const requestTimeoutMs = 30_000;

/** The caller's signal, if any, joined with the deadline (AbortSignal.any is too new for our browsers). */
function withDeadline(signal: AbortSignal | undefined) {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  signal?.addEventListener("abort", abort, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException("The request took too long", "TimeoutError")),
    requestTimeoutMs,
  );
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", abort);
    },
  };
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
  const { params, query, body, idempotencyKey, signal, token, cache } = options as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    idempotencyKey?: string;
    signal?: AbortSignal;
    token?: string;
    cache?: RequestCache;
  };
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;

  const deadline = withDeadline(signal);
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(requestUrl(route, params, query), {
      method: route.method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      credentials: "same-origin",
      signal: deadline.signal,
      ...(cache ? { cache } : {}),
    });
    json = await response.json().catch((cause: unknown) => {
      if (deadline.signal.aborted) throw cause;
      return undefined;
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError("NETWORK", 0, {}, { cause });
  } finally {
    deadline.clear();
  }

  if (!response.ok) {
    // The error's reader loads with the first error answer: most visits never meet one, and its
    // code list and facts were 0.6 KB gzip of every page's entry chunk. Should it fail to load (a
    // new deploy, the network gone), the status still says what kind of failure this is.
    const error = await import("./error-response").then(
      ({ errorFromResponse }) => errorFromResponse(response.status, json),
      () => statusError(response.status),
    );
    if (error.code === "SESSION_ENDED") sessionEndedListener?.();
    throw error;
  }
  // Not JSON at all: something other than our API answered (a proxy's error page, say).
  if (json === undefined) throw new ApiRequestError("BAD_RESPONSE", response.status);
  return json as ResponseOf<Contract[Id]>;
}
