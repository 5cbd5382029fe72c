import * as z from "zod/mini";
import type { ErrorCode } from "../domain/error-codes.js";
import { statusOf } from "../domain/error-status.js";
import { ApiErrorSchema } from "../domain/errors.js";
import { cacheText } from "./edge-cache.js";
import { type Endpoint, idempotencyKeyHeader, implicitErrors, pathParameterNames } from "./endpoint.js";
import { exampleIdempotencyKey, IdempotencyKeySchema } from "./idempotency.js";

type JsonSchema = Record<string, unknown>;

const accessText = {
  public: "Anyone may call it.",
  traveller: "For a signed-in user.",
  agent: "For an agent (the `agents` group, acting for the agency in the token).",
  admin: "For operator staff (the `admins` group).",
} as const;

/**
 * The same call docs/api.md makes (api-doc.ts), so both show the same schemas; draft 2020-12 is
 * OpenAPI 3.1's dialect. `$schema` is left out: the document declares the dialect once.
 */
function jsonSchema(schema: z.ZodMiniType, io: "input" | "output"): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    unrepresentable: "any",
    io,
    target: "draft-2020-12",
  }) as JsonSchema;
  return rest;
}

/** Path and query parameters from the object schemas of `params` and `query`; an idempotent write's key. */
function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (
    schema: z.ZodMiniType | undefined,
    where: "path" | "query",
    examples: Readonly<Record<string, unknown>> = {},
  ) => {
    if (!schema) return;
    const json = jsonSchema(schema, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      list.push({
        name,
        in: where,
        required: where === "path" || required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
        ...(examples[name] !== undefined ? { example: examples[name] } : {}),
      });
    }
  };
  add(endpoint.params, "path", endpoint.examples?.params);
  add(endpoint.query, "query", endpoint.examples?.query);
  const declared = new Set(list.filter((p) => p.in === "path").map((p) => p.name));
  for (const name of pathParameterNames(endpoint.path))
    if (!declared.has(name)) list.push({ name, in: "path", required: true, schema: { type: "string" } });
  if (endpoint.idempotent)
    list.push({
      name: idempotencyKeyHeader,
      in: "header",
      required: true,
      description:
        "A UUID drawn for this submission and sent again with every retry of it: a retry is answered what the first request was answered, and nothing is done twice. The same key with another body or from another caller is refused (422 IDEMPOTENCY_KEY_REUSED).",
      schema: jsonSchema(IdempotencyKeySchema, "input"),
      example: exampleIdempotencyKey,
    });
  return list;
}

function requestBody(endpoint: Endpoint): JsonSchema | undefined {
  if (!endpoint.body) return undefined;
  // The payment provider's event is read as the bytes its signature covers (rawBody): any JSON.
  const schema = endpoint.rawBody
    ? { type: "object", description: "The payment provider's event, verified against its signature." }
    : jsonSchema(endpoint.body, "input");
  const example = endpoint.examples?.body;
  // A raw body's example is its JSON text; the document shows the JSON it is.
  const shown = endpoint.rawBody && typeof example === "string" ? JSON.parse(example) : example;
  return {
    required: true,
    content: { "application/json": { schema, ...(shown !== undefined ? { example: shown } : {}) } },
  };
}

const apiErrorRef = { $ref: "#/components/schemas/ApiError" };

/** Every code the endpoint may answer, by HTTP status. */
export function errorStatuses(endpoint: Endpoint): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...implicitErrors(endpoint), ...(endpoint.errors ?? [])])) {
    const status = statusOf[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

function errorResponse(endpoint: Endpoint, status: number, codes: ErrorCode[]): JsonSchema {
  const narrowed = {
    allOf: [
      apiErrorRef,
      { type: "object", properties: { error: { type: "object", properties: { code: { enum: codes } } } } },
    ],
  };
  // On a route that needs a token, API Gateway's authorizer refuses a missing or bad one before the
  // function runs, with its own body.
  const schema =
    status === 401 && endpoint.access !== "public"
      ? { anyOf: [narrowed, { $ref: "#/components/schemas/GatewayError" }] }
      : narrowed;
  return {
    description: codes.join(", "),
    content: { "application/json": { schema } },
  };
}

function operation(endpoint: Endpoint): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    "200": {
      description: "OK",
      content: { "application/json": { schema: jsonSchema(endpoint.response, "output") } },
    },
  };
  for (const [status, codes] of errorStatuses(endpoint))
    responses[String(status)] = errorResponse(endpoint, status, codes);
  const params = parameters(endpoint);
  const body = requestBody(endpoint);
  return {
    operationId: endpoint.id,
    summary: summaryOf(endpoint.id),
    description: `${endpoint.summary}${cacheText(endpoint)}\n\n${accessText[endpoint.access]}`,
    tags: [tagOf(endpoint)],
    ...(endpoint.access === "public" ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The id in words (createGroupTourBooking: "Create group tour booking"); the contract's summary is the description. */
const summaryOf = (id: string) => {
  const words = id.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The caller the endpoint is for: the document's sections. */
const tagOf = (endpoint: Endpoint) => endpoint.access;

/**
 * docs/openapi.json: an OpenAPI 3.1 description of the API, written from the contract (as docs/api.md
 * is) so a partner can generate a client or test against it. Served at /api/openapi.json by the twin
 * and, as a file of the site, by CloudFront.
 */
export function renderOpenApi(endpoints: readonly Endpoint[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const item = paths[endpoint.path] ?? {};
    item[endpoint.method.toLowerCase()] = operation(endpoint);
    paths[endpoint.path] = item;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Tembea API",
      version: "1",
      description:
        "Generated from the contract in `shared/src/contract/` by `npm run docs:api`; do not edit by hand. " +
        "Every error answers the `ApiError` shape with a stable code (shared/src/domain/error-codes.ts); " +
        "field message keys are translated by the web app. Parameter and request body examples name the " +
        "local twin's demo data (`npm start`); where a call needs what only an earlier call makes or mails " +
        "(a new booking's id, a checkout session, a sign-up code, an invitation or reset token), the " +
        "example shows its shape.",
      license: { name: "Proprietary", identifier: "LicenseRef-Tembea" },
    },
    servers: [{ url: "/", description: "The site's own origin: the API is under /api." }],
    tags: Object.entries(accessText).map(([name, description]) => ({ name, description })),
    security: [{ cognito: [] }],
    paths,
    components: {
      schemas: {
        ApiError: jsonSchema(ApiErrorSchema, "output"),
        GatewayError: {
          type: "object",
          description: "API Gateway's answer when it refuses a request before the function runs.",
          properties: { message: { type: "string" } },
          required: ["message"],
        },
      },
      securitySchemes: {
        cognito: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "A Cognito ID token of the user pool (not an access token).",
        },
      },
    },
  };
}

/** The document as written to docs/openapi.json and served. */
export const openApiJson = (endpoints: readonly Endpoint[]) =>
  `${JSON.stringify(renderOpenApi(endpoints), null, 2)}\n`;
