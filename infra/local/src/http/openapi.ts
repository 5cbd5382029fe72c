import type { ServerResponse } from "node:http";
import { endpoints } from "@tembea/shared";
import { openApiJson } from "@tembea/shared/contract/openapi";

let document: string | undefined;

/**
 * GET /api/openapi.json: the OpenAPI document, made from the contract the twin runs (in AWS the same
 * text is a file of the site, infra/cdk/hosting.ts). Made on first request: it takes a moment and
 * most runs of the twin never ask.
 */
export function sendOpenApi(res: ServerResponse, method: "GET" | "HEAD"): void {
  document ??= openApiJson(endpoints);
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(document),
    "cache-control": "no-cache",
  });
  res.end(method === "HEAD" ? undefined : document);
}
