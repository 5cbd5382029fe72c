import { readFileSync } from "node:fs";
import { renderPageHeader, tourFrameHeader } from "@tembea/shared/site/edge-headers";
import { renderedTourPageMaxAgeSeconds } from "@tembea/shared/site/prerendered-pages";
import { bootScript, pageHtml, type RenderedPage, stylesheet } from "./page-html";
import { type PageKit, pageKitFile, pageKitFilesFolder, type StoredPageKit } from "./page-kit";
import { type RenderedPageAnswer, renderedPageAnswer } from "./rendered-page-answer";

/**
 * The tour pages and the tour lists' first pages rendered on request
 * (docs/decisions/0033-tour-pages-rendered-on-request.md): their HTML with their tours in it, so they
 * paint before the app has run, where their frames painted only once the entry, the page's chunk and
 * the API's answer had all arrived and run. CloudFront sends it every path that starts with a tour
 * kind (`rendererPathPatterns`) as its viewer-request function left it: the file it chose and, for
 * a page to render, the page's own path in a header. The Lambda function (tour-page-server.ts) and
 * the twin (infra/local/src/http/static-site.ts) run this same code.
 */

/** A request as the renderer's origin sees it. */
export interface SiteRequest {
  /** The file the viewer-request function chose: a tour page's frame, a list's prerendered page, or index.html. */
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

/** The server render of a page with the API answers it shows (render-page.tsx), and its state's element. */
export interface PageRenderer {
  renderPage(
    urlPath: string,
    answers: readonly { queryKey: readonly unknown[]; data: unknown }[],
  ): Promise<RenderedPage & { state: unknown }>;
  stateElement(state: unknown): string;
  /** Loads what rendering the page will need (its chunks and catalogs). */
  preparePage(urlPath: string): Promise<void>;
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
   * The page at `path` with its content, or undefined when its answer could not be had (the API
   * failed, answered 404 meanwhile, or took too long): the frame then serves, whose app asks again
   * and shows the page, its 404 or its error as before.
   */
  async function rendered(path: string, wanted: RenderedPageAnswer): Promise<string | undefined> {
    const { renderer } = options;
    // The page's chunks and catalogs load while the API answers.
    const [answer] = await Promise.all([options.fetchAnswer(wanted.apiPath), renderer.preparePage(path)]);
    if (answer.status !== 200 || answer.data === undefined) return undefined;
    const page = await renderer.renderPage(path, [{ queryKey: wanted.queryKey, data: answer.data }]);
    const state = renderer.stateElement(page.state);
    return bootScript(pageHtml(kit.template, page, state, sheets, kit.manifest), kit.manifest);
  }

  /** What the request names for rendering (or, tourFrameHeader, for its frame), if it is the page of the file it asks for. */
  function named(
    request: SiteRequest,
    header: string,
  ): { path: string; wanted: RenderedPageAnswer } | undefined {
    const path = request.headers[header];
    const wanted = path ? renderedPageAnswer(path) : undefined;
    return path && wanted?.file === request.uri ? { path, wanted } : undefined;
  }

  return async function answer(request: SiteRequest): Promise<SiteAnswer> {
    const frame = kit.file(request.uri);
    if (frame === undefined)
      return {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" },
        body: "Not found\n",
      };
    const page = named(request, renderPageHeader);
    if (page) {
      try {
        const body = await rendered(page.path, page.wanted);
        if (body !== undefined) return file(body, { "cache-control": renderedPageCacheControl });
      } catch (error) {
        options.log(`${page.path} was not rendered: its frame serves`, error);
      }
    }
    // The frame, for a page not rendered or a visitor it is not rendered for (tourFrameHeader). A
    // tour page's cannot name its tour's answer in its HTML (one file serves every tour): a preload
    // in the header lets the browser ask for it beside the entry, and the route's prefetch takes it
    // (`crossorigin=anonymous` is the app's `credentials: "same-origin"`). A list's names its own.
    const wanted = (page ?? named(request, tourFrameHeader))?.wanted;
    return file(
      frame,
      wanted?.preloadInHeader
        ? { link: `<${wanted.apiPath}>; rel=preload; as=fetch; crossorigin=anonymous` }
        : {},
    );
  };
}

/** The kit the build wrote beside this module (scripts/prerender.ts): its files read when first served. */
export function readPageKit(folder: URL): PageKit {
  const { files, ...kit } = JSON.parse(readFileSync(new URL(pageKitFile, folder), "utf8")) as StoredPageKit;
  const known = new Set(files);
  const read = new Map<string, string>();
  return {
    ...kit,
    file(uri) {
      if (!known.has(uri)) return undefined;
      let body = read.get(uri);
      if (body === undefined) {
        body = readFileSync(new URL(`${pageKitFilesFolder}${uri}`, folder), "utf8");
        read.set(uri, body);
      }
      return body;
    },
  };
}
