import type * as z from "zod/mini";
import type { ErrorCode } from "../domain/error-codes.js";

/**
 * Who may call an endpoint. Non-public endpoints need a Cognito token; "agent" also needs the agents
 * group and an agency, "admin" the admins group (docs/decisions/0018-operator-role-and-invitations.md).
 */
export type Access = "public" | "traveller" | "agent" | "admin";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How long a shared cache (CloudFront) and the browser may keep an answer: `max-age` and `s-maxage`
 * are `maxAge`, then an expired answer may still be served for `staleWhileRevalidate` seconds while
 * a fresh one is fetched. docs/decisions/0029-catalogue-cached-at-the-edge.md.
 */
export interface EdgeCache {
  maxAge: number;
  staleWhileRevalidate: number;
}

/**
 * One endpoint, declared once. The CDK stack, the local twin, the handler's validation and the web
 * client's types are all derived from this.
 */
export interface Endpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  /** camelCase; the handler lives in functions/src/<kebab-case id>/handler.ts. */
  id: string;
  method: HttpMethod;
  /** API Gateway path template, e.g. /api/destinations/{slug}. */
  path: `/api/${string}`;
  access: Access;
  /**
   * On a public endpoint: a caller who sends an ID token is verified and known to the use case (a
   * booking made signed in records the booker). API Gateway runs no authorizer on public routes, so
   * the function verifies the token itself, as strictly as the authorizer does; a token that fails
   * is refused (401), never read as a guest.
   */
  optionalCaller?: true;
  summary: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /**
   * The body reaches the use case as the raw text, validated by `body` as a string: a payment
   * provider's signature covers the exact bytes, so they must not be parsed and re-serialised.
   */
  rawBody?: true;
  /**
   * A write that must not happen twice when its answer is lost and the client sends it again: the
   * client draws a key per submission (a UUID) and sends it as the `Idempotency-Key` header, the same
   * key with every retry of the same request. The first request does the work and keeps its answer
   * with the key; a retry is answered that answer, and the key sent with another body or by another
   * caller is refused (422 IDEMPOTENCY_KEY_REUSED). Required on such an endpoint
   * (docs/decisions/0037-submissions-sent-once.md).
   */
  idempotent?: true;
  response: Response;
  /**
   * The answer may be kept by CloudFront and shared between visitors: only on a public GET whose
   * answer follows from its path and query alone (no caller, no header but Accept-Encoding), for the
   * edge keys on nothing else (infra/cdk/edge-cache.ts). The handler writes it as Cache-Control
   * (functions/src/platform/cache-control.ts); an error answer is never marked so.
   */
  cache?: EdgeCache;
  /**
   * The error codes the use case itself answers with. Those every endpoint of its kind may answer are
   * implied (implicitErrors below), so a list names only what the handler and its core code throw; a
   * functions test scans them and fails on a code thrown but not declared here.
   */
  errors?: readonly ErrorCode[];
  /**
   * A request that works on the local twin's demo data (infra/local/src/seed): the OpenAPI document
   * gives it as the parameters' and the body's examples, and the twin's contract tests send it (a
   * write's in infra/local/src/openapi-writes.test.ts, on a twin of its own). The body is typed by
   * the endpoint's own schema, so an example cannot drift from what the endpoint takes; a raw body
   * (rawBody) is the JSON text as sent.
   */
  examples?: {
    params?: Readonly<Record<string, string>>;
    query?: Readonly<Record<string, string | number>>;
    body?: z.input<Body>;
  };
}

/** The header an idempotent endpoint's key travels in (the IETF draft "The Idempotency-Key HTTP Header Field"). */
export const idempotencyKeyHeader = "Idempotency-Key";

/**
 * What the shared chain (functions/src/platform/middleware) answers for any endpoint of this shape:
 * VALIDATION_FAILED always (one without input refuses any query name, validate-request.ts),
 * IDEMPOTENCY_KEY_REUSED on an idempotent write,
 * UNAUTHORIZED/SESSION_ENDED when it reads a token,
 * FORBIDDEN when a role is required, INTERNAL always.
 */
export function implicitErrors(endpoint: Endpoint): ErrorCode[] {
  const codes: ErrorCode[] = [];
  codes.push("VALIDATION_FAILED");
  if (endpoint.idempotent) codes.push("IDEMPOTENCY_KEY_REUSED");
  if (endpoint.access !== "public" || endpoint.optionalCaller) codes.push("UNAUTHORIZED", "SESSION_ENDED");
  if (endpoint.access !== "public") codes.push("FORBIDDEN");
  codes.push("INTERNAL");
  return codes;
}

export function defineEndpoint<
  Params extends z.ZodMiniType,
  Query extends z.ZodMiniType,
  Body extends z.ZodMiniType,
  Response extends z.ZodMiniType,
  Idempotent extends true | undefined = undefined,
>(
  endpoint: Endpoint<Params, Query, Body, Response> & { idempotent?: Idempotent },
): Endpoint<Params, Query, Body, Response> & (Idempotent extends true ? { idempotent: true } : unknown) {
  // The flag is kept in the type, so a client and a use case know the key is there (IdempotencyKeyOf).
  return endpoint as Endpoint<Params, Query, Body, Response> &
    (Idempotent extends true ? { idempotent: true } : unknown);
}

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;
export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? Infer<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? Infer<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? Infer<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.infer<R> : never;

/** An idempotent endpoint's key: a string the use case is given, or nothing on any other endpoint. */
export type IdempotencyKeyOf<E> = E extends { idempotent: true } ? string : undefined;

type InferInput<T> = T extends z.ZodMiniType ? z.input<T> : undefined;
/** What a caller sends (before defaults and coercion apply), for clients. */
export type ParamsInputOf<E> =
  E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? InferInput<P> : never;
export type QueryInputOf<E> =
  E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? InferInput<Q> : never;
export type BodyInputOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? InferInput<B> : never;

/** Names of the {placeholders} of a path template, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

/** Fills a path template; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a template; returns the decoded parameters, or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names = pathParameterNames(template);
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"))
    .join("([^/]+)");
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = decodeURIComponent(match[i + 1] as string);
  });
  return params;
}

/** listDestinations -> list-destinations: the folder of the endpoint's handler. */
export function useCaseFolder(id: string): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
