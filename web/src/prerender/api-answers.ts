import type { FetchAnswer } from "./tour-page-responder";

/**
 * The API answers the renderer asks for, at `origin` + the answer's path, given up after `timeoutMs`.
 * Through node:https (node:http for the twin's own address), not fetch: a process's first fetch
 * loads undici and starts its WebAssembly HTTP parser, some 35–45 ms of the renderer's cold start
 * (`BENCH_CPU_PROF=… npm run bench -- renderer`), as the tour pages' store client found before
 * (docs/decisions/0004). Both modules' agents keep the connection alive between invocations. Taken
 * with process.getBuiltinModule, not `import`: Node's ESM facade of node:http reads every export,
 * and its WebSocket getter loads undici all the same (as the functions' bundles found,
 * docs/decisions/0030).
 */
export function apiAnswersFrom(origin: string, timeoutMs: number): FetchAnswer {
  return (apiPath) =>
    new Promise((resolve, reject) => {
      const url = new URL(apiPath, origin);
      const { request } =
        url.protocol === "https:"
          ? process.getBuiltinModule("node:https")
          : process.getBuiltinModule("node:http");
      const sent = request(
        url,
        { headers: { accept: "application/json" }, timeout: timeoutMs },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
          });
          response.on("end", () => resolve({ status: response.statusCode ?? 0, data: parsed(text) }));
          response.on("error", reject);
        },
      );
      // `timeout` is the socket's idle time; the whole answer must also come within it.
      const deadline = setTimeout(
        () => sent.destroy(new Error(`no answer from ${url.host} in ${timeoutMs} ms`)),
        timeoutMs,
      );
      sent.on("close", () => clearTimeout(deadline));
      sent.on("timeout", () => sent.destroy(new Error(`no answer from ${url.host} in ${timeoutMs} ms`)));
      sent.on("error", reject);
      sent.end();
    });
}

/** The answer's JSON; undefined when it is none (an error page of a proxy, an empty body). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
