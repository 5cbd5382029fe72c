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
  return async (apiPath) => {
    const url = new URL(apiPath, origin);
    const deadline = Date.now() + timeoutMs;
    try {
      return await ask(url, timeoutMs);
    } catch (error) {
      // A kept-alive connection the API closed while the function was frozen between invocations
      // fails when reused (Node's documentation of `request.reusedSocket`): asked again, on a new one.
      if (!(error instanceof ReusedSocketError)) throw error;
      if (Date.now() >= deadline) throw error.cause;
      return ask(url, deadline - Date.now());
    }
  };
}

/** A request that failed on a reused connection before any answer came. */
class ReusedSocketError extends Error {}

function ask(url: URL, timeoutMs: number): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    const { request } =
      url.protocol === "https:"
        ? process.getBuiltinModule("node:https")
        : process.getBuiltinModule("node:http");
    let answered = false;
    const sent = request(url, { headers: { accept: "application/json" }, timeout: timeoutMs }, (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, data: parsed(text) }));
      response.on("error", reject);
    });
    // `timeout` is the socket's idle time; the whole answer must also come within it.
    const deadline = setTimeout(
      () => sent.destroy(new Error(`no answer from ${url.host} in ${timeoutMs} ms`)),
      timeoutMs,
    );
    sent.on("close", () => clearTimeout(deadline));
    sent.on("timeout", () => sent.destroy(new Error(`no answer from ${url.host} in ${timeoutMs} ms`)));
    sent.on("error", (error: NodeJS.ErrnoException) => {
      const closedUnderUs = error.code === "ECONNRESET" || error.code === "EPIPE";
      reject(
        sent.reusedSocket && !answered && closedUnderUs
          ? new ReusedSocketError(error.message, { cause: error })
          : error,
      );
    });
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
