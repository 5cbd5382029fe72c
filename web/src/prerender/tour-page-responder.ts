import { readFileSync } from "node:fs";
import { locales } from "@tembea/shared";
import { tourFrameHeader, tourPageHeader } from "@tembea/shared/site/edge-headers";
import {
  renderedTourPageMaxAgeSeconds,
  tourFrameFile,
  tourFrameKinds,
} from "@tembea/shared/site/prerendered-pages";
import { bootScript, pageHtml, type RenderedPage, stylesheet } from "./page-html";
import { type PageKit, pageKitFile } from "./page-kit";
import { tourPageAnswer } from "./tour-page-answer";

/**
 * The tour pages rendered on request (docs/decisions/0033-tour-pages-rendered-on-request.md): a tour
 * page's HTML with the tour in it, so it paints before the app has run, where its frame
 * (index.html with the page's preloads) painted only once the entry, the page's chunk and the API's
 * answer had all arrived and run. CloudFront sends it every path under a tour kind
 * (`tourPagePathPatterns`) as its viewer-request function left it: the file it chose and, for a
 * tour page itself, the page's own path in a header. The Lambda function (tour-page-server.ts)
 * and the twin (infra/local/src/http/static-site.ts) run this same code.
 */

/** A request as the renderer's origin sees it. */
export interface SiteRequest {
  /** The file the viewer-request function chose: a tour page's frame, or index.html. */
  uri: string;
  headers: Record<string, string | undefined>;
}

export interface SiteAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** An API answer: its status and its JSON (undefined when it was none). */
export type FetchAnswer = (apiPath: string) => Promise<{ status: number; data: unknown }>;

/**
 * A rendered page is kept at the edge for `renderedTourPageMaxAgeSeconds`; the browser keeps
 * nothing, as it keeps no other page (`max-age=0`).
 */
export const renderedPageCacheControl = `public, max-age=0, s-maxage=${renderedTourPageMaxAgeSeconds}`;

const html = "text/html; charset=utf-8";

/** A tour page's language prefix and kind, as its frame's file names them; undefined for any other path. */
const tourPagePath = new RegExp(`^(/(?:${locales.join("|")}))?/(${tourFrameKinds.join("|")})/[^/]+$`);

/** Whether `uri` is the frame the viewer-request function chose for the tour page at `path`. */
function isFrameOf(uri: string, path: string): boolean {
  const page = tourPagePath.exec(path);
  if (!page) return false;
  return uri === tourFrameFile(page[1] ?? "", page[2] as (typeof tourFrameKinds)[number]);
}

/** The server render of a page with the API answers it shows (render-page.tsx), and its state's element. */
export interface PageRenderer {
  renderPage(
    urlPath: string,
    answers: readonly { queryKey: readonly unknown[]; data: unknown }[],
  ): Promise<RenderedPage & { state: unknown }>;
  stateElement(state: unknown): string;
}

export function createTourPageServer(
  kit: PageKit,
  options: {
    fetchAnswer: FetchAnswer;
    renderer: PageRenderer;
    log: (message: string, error?: unknown) => void;
  },
) {
  const sheets = kit.sheets.map(({ href, css }) => stylesheet(href, css));
  const file = (body: string, headers: Record<string, string> = {}): SiteAnswer => ({
    status: 200,
    headers: { "content-type": html, "cache-control": "no-cache", ...headers },
    body,
  });

  /**
   * The tour page at `path` with its tour, or undefined when its tour could not be had (the API
   * failed, answered 404 meanwhile, or took too long): the frame then serves, whose app asks again
   * and shows the page, its 404 or its error as before.
   */
  async function rendered(path: string): Promise<string | undefined> {
    const wanted = tourPageAnswer(path);
    if (!wanted) return undefined;
    const answer = await options.fetchAnswer(wanted.apiPath);
    if (answer.status !== 200 || answer.data === undefined) return undefined;
    const { renderer } = options;
    const page = await renderer.renderPage(path, [{ queryKey: wanted.queryKey, data: answer.data }]);
    const state = renderer.stateElement(page.state);
    return bootScript(pageHtml(kit.template, page, state, sheets, kit.manifest), kit.manifest);
  }

  return async function answer(request: SiteRequest): Promise<SiteAnswer> {
    const frame = kit.files[request.uri];
    if (frame === undefined)
      return {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" },
        body: "Not found\n",
      };
    const path = request.headers[tourPageHeader];
    if (path && isFrameOf(request.uri, path)) {
      try {
        const page = await rendered(path);
        if (page !== undefined) return file(page, { "cache-control": renderedPageCacheControl });
      } catch (error) {
        options.log(`${path} was not rendered: its frame serves`, error);
      }
    }
    // The frame, for a page not rendered or a visitor it is not rendered for (tourFrameHeader). It
    // cannot name its tour's answer in its HTML (one file serves every tour): a preload in the header
    // lets the browser ask for it beside the entry, and the route's prefetch takes it
    // (`crossorigin=anonymous` is the app's `credentials: "same-origin"`).
    const framed = path ?? request.headers[tourFrameHeader];
    const wanted = framed && isFrameOf(request.uri, framed) ? tourPageAnswer(framed) : undefined;
    return file(
      frame,
      wanted ? { link: `<${wanted.apiPath}>; rel=preload; as=fetch; crossorigin=anonymous` } : {},
    );
  };
}

/** The API answer at `origin` + `apiPath`, given up after `timeoutMs`. */
export function fetchFrom(origin: string, timeoutMs: number): FetchAnswer {
  return async (apiPath) => {
    const response = await fetch(new URL(apiPath, origin), {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, data: await response.json().catch(() => undefined) };
  };
}

/** The kit the build wrote beside this module (scripts/prerender.ts). */
export function readPageKit(folder: URL): PageKit {
  return JSON.parse(readFileSync(new URL(pageKitFile, folder), "utf8")) as PageKit;
}
