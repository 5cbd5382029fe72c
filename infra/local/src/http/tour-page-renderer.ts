import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { TourPageRenderer } from "./static-site.js";

/** The renderer's Lambda handler (web/src/prerender/tour-page-server.ts), as far as the twin calls it. */
type RendererHandler = (event: {
  rawPath: string;
  headers: Record<string, string | undefined>;
}) => Promise<{ statusCode: number; headers: Record<string, string>; body: string }>;

/**
 * The tour-page renderer as the build wrote it (`folder`: web/dist-renderer), called as Lambda calls
 * its function behind CloudFront's tour-page behaviours: the same module, the same handler, with
 * the request the viewer-request function left. It asks the API named by the same variable as in
 * AWS (the twin sets it to its own address). Loaded with the first tour page, so a start does not wait for it.
 */
export function tourPageRenderer(folder: string): TourPageRenderer {
  let handler: Promise<RendererHandler> | undefined;
  return async (request) => {
    handler ??= import(pathToFileURL(join(folder, "tour-page-server.js")).href).then(
      (module: { handler: RendererHandler }) => module.handler,
      (error: unknown) => {
        handler = undefined;
        throw new Error(`No tour-page renderer in ${folder}: run \`npm run build:web\``, { cause: error });
      },
    );
    const answer = await (await handler)({ rawPath: request.uri, headers: request.headers });
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  };
}
