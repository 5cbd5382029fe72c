import type { IncomingMessage, ServerResponse } from "node:http";
import { pathToFileURL } from "node:url";
import { handlerEntry } from "@tembea/functions/entries";
import { apiGatewayEvent } from "@tembea/functions/platform/api-gateway-event";
import type { HttpLambda } from "@tembea/functions/platform/http-lambda";
import { type ApiError, endpoints as contractEndpoints, type Endpoint, matchPath } from "@tembea/shared";
import { lambdaContext } from "../lambda-context.js";
import type { Claims } from "./jwt.js";

/** API Gateway's payload limit is 10 MB; nothing of ours needs more than this. */
export const maxBodyBytes = 1024 * 1024;

/**
 * The twin's stand-in for API Gateway + Lambda: routes come from the contract (never listed here),
 * each handler module is imported on first use, and non-public routes need a verified token.
 */
export function createApiRouter(options: {
  verify: (authorization: string | undefined) => Promise<Claims | undefined>;
  endpoints?: readonly Endpoint[];
  loadHandler?: (endpoint: Endpoint) => Promise<HttpLambda>;
}) {
  const endpoints = options.endpoints ?? contractEndpoints;
  const loaded = new Map<string, Promise<HttpLambda>>();
  const loadHandler =
    options.loadHandler ??
    (async (endpoint: Endpoint) => {
      const module = (await import(pathToFileURL(handlerEntry(endpoint.id)).href)) as { handler: HttpLambda };
      return module.handler;
    });

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    const candidates = endpoints
      .map((endpoint) => ({ endpoint, params: matchPath(endpoint.path, url.pathname) }))
      .filter((m) => m.params !== null);
    const match = candidates.find((m) => m.endpoint.method === method);
    if (!match) {
      sendError(
        res,
        candidates.length > 0 ? 405 : 404,
        candidates.length > 0 ? "VALIDATION_FAILED" : "NOT_FOUND",
      );
      return;
    }
    const { endpoint } = match;

    let claims: Claims | undefined;
    if (endpoint.access !== "public") {
      claims = await options.verify(req.headers.authorization);
      // API Gateway answers 401 itself before the Lambda runs; so does the twin.
      if (!claims) return sendError(res, 401, "UNAUTHORIZED");
    }

    const body = await readBody(req);
    if (body === tooLarge) return sendError(res, 413, "VALIDATION_FAILED", { body: "tooLong" });

    let handler = loaded.get(endpoint.id);
    if (!handler) {
      handler = loadHandler(endpoint);
      loaded.set(endpoint.id, handler);
    }
    const event = apiGatewayEvent({
      method,
      path: url.pathname,
      routePath: endpoint.path,
      pathParameters: match.params ?? {},
      query: url.searchParams,
      headers: flattenHeaders(req),
      sourceIp: req.socket.remoteAddress ?? "127.0.0.1",
      ...(body ? { body } : {}),
      ...(claims ? { claims } : {}),
    });
    const context = lambdaContext(endpoint.id, event.requestContext.requestId);
    const result = await (await handler)(event, context, { signal: AbortSignal.timeout(29_000) });
    res.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
    // As API Gateway does: a base64 body (a compressed answer) goes out as the bytes it stands for.
    res.end(result.isBase64Encoded ? Buffer.from(result.body ?? "", "base64") : (result.body ?? ""));
  };
}

const tooLarge = Symbol("tooLarge");

async function readBody(req: IncomingMessage): Promise<string | typeof tooLarge> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return tooLarge;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(",") : value;
  }
  return headers;
}

export function sendError(
  res: ServerResponse,
  status: number,
  code: ApiError["error"]["code"],
  fields?: Record<string, string>,
): void {
  const body: ApiError = { error: { code, ...(fields ? { fields } : {}) } };
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}
