import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareObj } from "@middy/core";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";

/** Smaller answers are sent as they are: CloudFront's own threshold, and an error answer stays plain. */
export const compressFromBytes = 1000;

type Encoding = "br" | "gzip";

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, each unless refused
 * with `q=0`; `*` accepts both. Anything else (or no header) gets the body as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  for (const encoding of ["br", "gzip"] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return undefined;
}

function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "gzip"
    ? gzipSync(body)
    : brotliCompressSync(body, {
        params: {
          // Quality 5 of 11: most of brotli's gain at gzip's speed (11 takes tens of ms on 50 KB).
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
}

/**
 * Compresses an answer of 1000 bytes or more for a client that accepts brotli or gzip, as CloudFront
 * would if caching were on (it compresses nothing behind a cache policy with caching disabled, and
 * refuses accept-encoding settings on such a policy). The body goes out base64 with `isBase64Encoded`,
 * which API Gateway (and the twin) turn back into bytes. `Vary: Accept-Encoding` goes on every answer
 * that could have been compressed, compressed or not, so a cache never serves one to the other.
 */
export function compressResponse(): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  const compress = async (request: {
    event: APIGatewayProxyEventV2;
    response: APIGatewayProxyStructuredResultV2 | undefined | null;
  }): Promise<void> => {
    const response = request.response;
    if (!response || typeof response.body !== "string" || response.isBase64Encoded) return;
    const headers = response.headers ?? {};
    if (Object.keys(headers).some((name) => name.toLowerCase() === "content-encoding")) return;
    const body = Buffer.from(response.body, "utf8");
    if (body.length < compressFromBytes) return;
    response.headers = { ...headers, vary: "Accept-Encoding" };
    const encoding = chooseEncoding(request.event.headers?.["accept-encoding"]);
    if (!encoding) return;
    const encoded = encode(body, encoding);
    if (encoded.length >= body.length) return;
    response.headers["content-encoding"] = encoding;
    response.body = encoded.toString("base64");
    response.isBase64Encoded = true;
  };
  return { after: compress, onError: compress };
}
