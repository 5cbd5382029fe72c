/**
 * Renders the pages of shared/src/site/prerendered-pages.ts to HTML after `vite build` (web's
 * `npm run build` runs it), so their first paint does not wait for the app's JavaScript: a server
 * build of web/src/prerender/render-page.tsx renders each page as the browser's first render will,
 * and each page's HTML is web/dist/index.html with that markup in #root and the data it was
 * rendered with beside it (web/src/prerender/page-html.ts). CloudFront and the local twin serve
 * these files (infra/cdk/spa-fallback.ts).
 *
 * The same server build is the tour-page renderer (web/src/prerender/tour-page-server.ts), which
 * renders tour pages on request: it is written to web/dist-renderer, whole (its dependencies
 * bundled, as a Lambda function needs them), with its kit (page-kit.ts) beside it.
 *
 *   npx tsx scripts/prerender.ts      # after `vite build` in web/
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  prerenderedFile,
  prerenderedUrlPaths,
  tourFrameFile,
  tourFrames,
  tourListFrameUrlPaths,
} from "@tembea/shared/site/prerendered-pages";
import { build } from "vite";
import type {
  bootScript,
  frameHtml,
  pageHtml,
  RenderedPage,
  stylesheet,
} from "../web/src/prerender/page-html";
import {
  type PageKit,
  pageKitFile,
  pageKitFilesFolder,
  type StoredPageKit,
} from "../web/src/prerender/page-kit";

// The server render uses React's production build, as the browser does.
process.env.NODE_ENV = "production";

const web = fileURLToPath(new URL("../web/", import.meta.url));
const dist = join(web, "dist");
/** The renderer: the server build and its kit. Beside web/dist, so no deploy uploads it to the site's bucket. */
const rendererOut = join(web, "dist-renderer");

/** What this script uses of the server build (web/src/prerender/render-page.tsx, a .tsx this tsconfig does not compile). */
interface Renderer {
  renderPage(urlPath: string, origin: string): Promise<RenderedPage & { state: unknown }>;
  pagePreloads(urlPath: string): Promise<{ preloads: RenderedPage["preloads"]; locale: string }>;
  stateElement(state: unknown): string;
  stylesheet: typeof stylesheet;
  pageHtml: typeof pageHtml;
  frameHtml: typeof frameHtml;
  bootScript: typeof bootScript;
}

async function buildRenderer(): Promise<Renderer> {
  await build({
    configFile: join(web, "vite.config.ts"),
    logLevel: "warn",
    // React and the rest in the build, production builds only: a Lambda function has no node_modules.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true, target: "node" },
    build: {
      ssr: true,
      outDir: rendererOut,
      emptyOutDir: true,
      sourcemap: false,
      minify: true,
      // Only Node reads this build: no public/ copy.
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: {
        input: {
          "render-page": join(web, "src/prerender/render-page.tsx"),
          "tour-page-server": join(web, "src/prerender/tour-page-server.ts"),
        },
      },
    },
  });
  // Its own package.json: the Lambda function's folder is this one alone, and its modules are ESM.
  await writeFile(join(rendererOut, "package.json"), `${JSON.stringify({ type: "module" })}\n`);
  return (await import(pathToFileURL(join(rendererOut, "render-page.js")).href)) as Renderer;
}

/** Every stylesheet of the build: the entry's, which index.html links, and each page chunk's own. */
async function stylesheets(): Promise<PageKit["sheets"]> {
  const assets = join(dist, "assets");
  const files = (await readdir(assets)).filter((name) => name.endsWith(".css"));
  return Promise.all(
    files.map(async (name) => ({ href: `/assets/${name}`, css: await readFile(join(assets, name), "utf8") })),
  );
}

const started = Date.now();
const renderer = await buildRenderer();
const template = await readFile(join(dist, "index.html"), "utf8");
const kitSheets = await stylesheets();
const sheets = kitSheets.map(({ href, css }) => renderer.stylesheet(href, css));
// Written by `vite build` (vite.config.ts) for this script alone: removed once read, so no deploy serves it.
const manifestFile = join(dist, ".vite", "manifest.json");
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as PageKit["manifest"];
await rm(join(dist, "prerendered"), { recursive: true, force: true });
// What the renderer serves where it renders nothing (web/src/prerender/tour-page-responder.ts):
// index.html, the tour lists' prerendered pages and the tour pages' frames.
const files = new Map<string, string>([["/index.html", template]]);
for (const urlPath of prerenderedUrlPaths) {
  const page = await renderer.renderPage(urlPath, "http://localhost");
  const file = join(dist, prerenderedFile(urlPath));
  await mkdir(dirname(file), { recursive: true });
  const html = renderer.pageHtml(template, page, renderer.stateElement(page.state), sheets, manifest);
  // A tour list's frame starts its app at once: its main content, the tours, is the API's.
  const listFrame = tourListFrameUrlPaths.includes(urlPath);
  if (listFrame) files.set(prerenderedFile(urlPath), html);
  await writeFile(file, listFrame ? html : renderer.bootScript(html, manifest));
}
// A tour page's frame: index.html, whose app renders the page, with the page's preloads and styles.
for (const { prefix, kind } of tourFrames) {
  const frame = await renderer.pagePreloads(`${prefix}/${kind}/frame`);
  const html = renderer.frameHtml(template, frame, sheets, manifest);
  const file = tourFrameFile(prefix, kind);
  files.set(file, html);
  await mkdir(dirname(join(dist, file)), { recursive: true });
  await writeFile(join(dist, file), html);
}
for (const [uri, html] of files) {
  const file = join(rendererOut, pageKitFilesFolder, uri);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
const kit: StoredPageKit = { template, sheets: kitSheets, manifest, files: [...files.keys()] };
await writeFile(join(rendererOut, pageKitFile), JSON.stringify(kit));
await rm(join(dist, ".vite"), { recursive: true, force: true });
console.log(
  `prerendered ${prerenderedUrlPaths.length} pages and ${tourFrames.length} tour frames, and wrote the tour-page renderer, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
