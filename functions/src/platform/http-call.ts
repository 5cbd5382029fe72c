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
 * is traced (docs/decisions/0030). The agents keep connections alive between invocations.
 */
export function httpCall(url: string, { method, headers, body, signal }: HttpCall): Promise<HttpAnswer> {
  const target = new URL(url);
  const client = target.protocol === "http:" ? http : https;
  return new Promise((resolve, reject) => {
    const sent = client.request(
      target,
      {
        method,
        signal,
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          const answered = response.headers;
          resolve({
            status: response.statusCode ?? 0,
            header: (name) => {
              const value = answered[name.toLowerCase()];
              return Array.isArray(value) ? value.join(", ") : value;
            },
            text,
          });
        });
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}
