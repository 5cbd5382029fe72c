/**
 * The tour-page renderer's Lambda entry (docs/decisions/0033-tour-pages-rendered-on-request.md): the
 * web build writes it with its dependencies to web/dist-renderer (scripts/prerender.ts), which the
 * stack deploys as it is (infra/cdk/tour-page-renderer.ts) and the twin calls the same way
 * (infra/local/src/http/tour-page-renderer.ts). What it answers is tour-page-responder.ts's.
 */
import { rendererApiOriginVariable } from "@tembea/shared/site/prerendered-pages";
import { apiAnswersFrom } from "./api-answers";
import { stateElement } from "./prerendered-root";
import { preparePage, renderPage } from "./render-page";
import { createTourPageServer, readPageKit } from "./tour-page-responder";

/** A Lambda function URL's request (payload format 2.0), as far as the renderer reads it. */
interface FunctionUrlEvent {
  rawPath: string;
  headers?: Record<string, string | undefined>;
}

let server: ReturnType<typeof createTourPageServer> | undefined;

/**
 * The Lambda function behind CloudFront's tour-page behaviours (infra/cdk/hosting.ts). It asks the
 * API itself (`rendererApiOriginVariable`, the HTTP API's own address: CloudFront's would make the
 * distribution and this function depend on each other), within 3 s.
 */
export async function handler(event: FunctionUrlEvent) {
  server ??= createTourPageServer(readPageKit(new URL("./", import.meta.url)), {
    fetchAnswer: apiAnswersFrom(process.env[rendererApiOriginVariable] ?? "", 3_000),
    renderer: {
      renderPage: (urlPath, answers) => renderPage(urlPath, "http://localhost", answers),
      stateElement: (state) => stateElement(state as Parameters<typeof stateElement>[0]),
      preparePage,
    },
    log: (message, error) =>
      console.error(
        JSON.stringify({
          level: "ERROR",
          message,
          error: error instanceof Error ? error.stack : String(error),
        }),
      ),
  });
  const answer = await server({ uri: event.rawPath, headers: event.headers ?? {} });
  return { statusCode: answer.status, headers: answer.headers, body: answer.body };
}
