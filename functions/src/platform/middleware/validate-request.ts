import type { MiddlewareObj } from "@middy/core";
import { type Endpoint, type FieldMessageKey, fieldMessageKeys, IdempotencyKeySchema } from "@tembea/shared";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import * as z from "zod/mini";
import { validationFailed } from "../app-error.js";
import type { TembeaContext } from "../context.js";

/**
 * Parses path parameters, query and JSON body against the endpoint's contract schemas, and an
 * idempotent write's Idempotency-Key (docs/decisions/0037-submissions-sent-once.md). Anything
 * wrong becomes one 400 VALIDATION_FAILED with a message key per field, never a 500.
 */
export function validateRequest(
  endpoint: Endpoint,
): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, TembeaContext> {
  return {
    before: (request) => {
      const { event } = request;
      const fields: Record<string, string> = {};
      const params = parsePart("params", endpoint.params, event.pathParameters ?? {}, fields);
      const query = parsePart("query", endpoint.query, event.queryStringParameters ?? {}, fields);
      // An endpoint that declares no query takes none: a name is refused as a strict schema refuses
      // it, never ignored. At the edge the whole query is the cache key (docs/decisions/0029), so an
      // ignored name would also keep copies of one answer under keys the function never read.
      if (!endpoint.query) parsePart("query", noQuery, event.queryStringParameters ?? {}, fields);
      let body: unknown;
      if (endpoint.body && endpoint.rawBody) {
        body = parsePart("body", endpoint.body, readRawBody(event), fields);
      } else if (endpoint.body) {
        const raw = readJsonBody(event);
        if (raw === tooLarge) fields.body = "tooLong";
        else if (raw === invalidJson) fields.body = "invalidJson";
        else body = parsePart("body", endpoint.body, raw, fields);
      }
      const headers = event.headers ?? {};
      // API Gateway v2 lower-cases header names (so does the twin).
      const idempotencyKey = endpoint.idempotent
        ? (
            parsePart("headers", headerSchema, { "idempotency-key": headers["idempotency-key"] }, fields) as
              | { "idempotency-key": string }
              | undefined
          )?.["idempotency-key"]
        : undefined;
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      request.context.input = { params, query, body, headers, idempotencyKey };
    },
  };
}

const noQuery = z.strictObject({});
/** The one header validated: the rest are the client's and API Gateway's business. */
const headerSchema = z.object({ "idempotency-key": IdempotencyKeySchema });

const invalidJson = Symbol("invalidJson");
const tooLarge = Symbol("tooLarge");

/**
 * No JSON body of ours comes near this (an offer of 60 days of plans is ~70 KB); refusing larger
 * ones before parsing keeps a hostile request from costing the Lambda memory and time.
 */
export const maxJsonBodyBytes = 256 * 1024;

function readRawBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return "";
  return event.isBase64Encoded ? Buffer.from(event.body, "base64").toString("utf8") : event.body;
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = readRawBody(event);
  if (Buffer.byteLength(text, "utf8") > maxJsonBodyBytes) return tooLarge;
  try {
    return JSON.parse(text);
  } catch {
    return invalidJson;
  }
}

function parsePart(
  part: "params" | "query" | "body" | "headers",
  schema: z.ZodMiniType | undefined,
  value: unknown,
  fields: Record<string, string>,
): unknown {
  if (!schema) return undefined;
  // reportInput: a missing field is an invalid_type issue whose input is undefined ("required").
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const keys =
      issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) {
      const name = [part, ...path.map(String)].join(".");
      fields[name] ??= messageKeyOf(issue);
    }
  }
  return undefined;
}

const knownKeys = new Set<string>(fieldMessageKeys);

/**
 * Schemas name their own message keys; zod's built-in issues are mapped to the closest key, from the
 * issue's code and input (parsed with `reportInput`), never from zod's wording: zod/mini loads no
 * locale, so its built-in issues all read "Invalid input".
 */
export function messageKeyOf(issue: z.core.$ZodIssue): FieldMessageKey {
  if (knownKeys.has(issue.message)) return issue.message as FieldMessageKey;
  switch (issue.code) {
    case "unrecognized_keys":
      return "unknownField";
    case "too_big":
      return "tooLong";
    case "invalid_type":
      return issue.input === undefined ? "required" : "invalid";
    default:
      return "invalid";
  }
}
