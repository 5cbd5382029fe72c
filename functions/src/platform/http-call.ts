// The modules, not their `request`: Powertools Tracer replaces the module's property, which a named
// import taken before would miss.
import http from "node:http";
import https from "node:https";

/** A call's answer, read whole: its status, its headers (lower-case names) and its body as text. */
export interface HttpAnswer {
  status: number;
  header(name: string): string | undefined;
  text: string;
}

export interface HttpCall {
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** Ends the call (an AbortError) when it aborts. */
  signal: AbortSignal;
}

/**
 * One HTTP request through node:https (node:http for a local address, as tests use), not fetch: a
 * process's first fetch loads undici and starts its WebAssembly HTTP parser, some 40 ms of the
 * Stripe-calling functions' cold start (a CPU profile of createGroupTourBooking's in `npm run bench
 * -- lambdas`), as the tour pages' store client found before (docs/decisions/0004). In the bundles
 * node:http(s) are the CommonJS builtins (`bundleAliases`, infra/cdk/use-case-function.ts), whose
 * `request` Powertools Tracer wraps as it wraps fetch: each call is a subsegment where the function
 * is traced (docs/decisions/0030).
 *
 * The agents keep connections alive between invocations. One the server closed while the function
 * was frozen fails when it is reused, before any answer (Node's documentation of
 * `request.reusedSocket`): the request is then sent once more, on a new connection. The server never
 * read it, so nothing is done twice (and the Stripe calls carry idempotency keys, the store's
 * updates their ETag). The tour-page renderer does the same (web/src/prerender/api-answers.ts).
 */
export async function httpCall(url: string, call: HttpCall): Promise<HttpAnswer> {
  try {
    return await send(new URL(url), call);
  } catch (error) {
    if (!(error instanceof ReusedConnectionError) || call.signal.aborted) throw error;
    return send(new URL(url), call);
  }
}

/** A request that failed on a kept-alive connection the server had closed, before any answer. */
class ReusedConnectionError extends Error {}

function send(target: URL, { method, headers, body, signal }: HttpCall): Promise<HttpAnswer> {
  const client = target.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    let answered = false;
    const sent = client.request(
      target,
      {
        method,
        signal,
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          const received = response.headers;
          resolve({
            status: response.statusCode ?? 0,
            header: (name) => {
              const value = received[name.toLowerCase()];
              return Array.isArray(value) ? value.join(", ") : value;
            },
            text,
          });
        });
        response.on("error", reject);
      },
    );
    sent.on("error", (error: NodeJS.ErrnoException) => {
      const closedUnderUs = error.code === "ECONNRESET" || error.code === "EPIPE";
      reject(
        sent.reusedSocket && !answered && closedUnderUs
          ? new ReusedConnectionError(error.message, { cause: error })
          : error,
      );
    });
    sent.end(body);
  });
}
