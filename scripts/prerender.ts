/**
 * Renders the pages of shared/src/site/prerendered-pages.ts to HTML after `vite build` (web's
 * `npm run build` runs it), so their first paint does not wait for the app's JavaScript: a server
 * build of web/src/prerender/render-page.tsx renders each page as the browser's first render will,
 * and each page's HTML is web/dist/index.html with that markup in #root and the data it was
 * rendered with beside it. CloudFront and the local twin serve these files (infra/cdk/spa-fallback.ts).
 *
 *   npx tsx scripts/prerender.ts      # after `vite build` in web/
 */
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { escapeHtml } from "@tembea/functions/core/mail/escape-html";
import {
  prerenderedFile,
  prerenderedUrlPaths,
  tourFrameFile,
  tourFrames,
  tourListFrameUrlPaths,
} from "@tembea/shared/site/prerendered-pages";
import { build } from "vite";
import { type Manifest, pagePreloadLinks } from "./page-preloads";

// The server render uses React's production build, as the browser does.
process.env.NODE_ENV = "production";

const web = fileURLToPath(new URL("../web/", import.meta.url));
const dist = join(web, "dist");
/** Inside web/node_modules, so the server build finds web's dependencies, which it leaves external. */
const serverOut = join(web, "node_modules", ".cache", "prerender");

interface RenderPage {
  renderPage(
    urlPath: string,
    origin: string,
  ): Promise<{
    html: string;
    headLinks: string;
    preloads: { modules: string[]; catalogs: string[]; fetches: string[] };
    state: unknown;
    locale: string;
    head: { title: string; description: string };
  }>;
  stateElement(state: unknown): string;
  mainId: string;
  pagePreloads(urlPath: string): Promise<{
    preloads: { modules: string[]; catalogs: string[]; fetches: string[] };
    locale: string;
  }>;
}

async function buildRenderer(): Promise<RenderPage> {
  await build({
    configFile: join(web, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: "src/prerender/render-page.tsx",
      outDir: serverOut,
      emptyOutDir: true,
      sourcemap: false,
      // Only Node reads this build: no public/ copy.
      copyPublicDir: false,
    },
  });
  return (await import(pathToFileURL(join(serverOut, "render-page.js")).href)) as RenderPage;
}

/** The CSS-module class names (Vite names them `_name_hash_line`) a stylesheet or a page's markup uses. */
function moduleClasses(text: string, pattern: RegExp): Set<string> {
  return new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ""));
}

interface Stylesheet {
  href: string;
  css: string;
  classes: Set<string>;
}

/** Every stylesheet of the build: the entry's, which index.html links, and each page chunk's own. */
async function stylesheets(): Promise<Stylesheet[]> {
  const assets = join(dist, "assets");
  const files = (await readdir(assets)).filter((name) => name.endsWith(".css"));
  return Promise.all(
    files.map(async (name) => {
      const css = await readFile(join(assets, name), "utf8");
      return { href: `/assets/${name}`, css, classes: moduleClasses(css, /\.(_[\w-]+)/g) };
    }),
  );
}

/**
 * A stylesheet's text in a <style> element (the CSP allows inline styles, not scripts), and a
 * <link> to its file that the browser neither fetches nor applies: Vite's loader of a lazy chunk's
 * CSS takes a stylesheet <link> with that address as already there. Without it, the first chunk
 * that needs the entry's CSS (the date step's validation, on the form's first focus) linked it
 * again after the pages' styles, whose rules it then overrode: the step's Next button jumped away
 * under the visitor's press. Not fetched because of its `type`: a browser must not fetch a
 * stylesheet of a type it does not support (HTML, "link type"); `disabled` alone is not enough,
 * Chromium 150 fetches such a sheet (without applying it). `disabled` stays, so that a browser
 * that fetched it anyway would not apply it.
 */
function styleElement(sheet: Stylesheet): string {
  const css = sheet.css.replace(/<\/style/gi, "<\\/style");
  return `<style>${css}</style><link rel="stylesheet" href="${sheet.href}" type="text/x-inline" disabled>`;
}

/**
 * The page's CSS, inline: index.html's stylesheet, those of the page chunks whose classes the
 * markup uses, and those `needed` by the chunks its first render loads (page-preloads.ts). Vite loads a page chunk's CSS with the chunk, after the prerendered markup has
 * painted, which then would shift; and a linked stylesheet costs a round trip before the first
 * paint. Each inline sheet is marked as present (styleElement), so Vite never links it again.
 */
function inlineStyles(
  template: string,
  body: string,
  sheets: Stylesheet[],
  needed: readonly string[],
): string {
  const used = new Set<string>();
  for (const match of body.matchAll(/ class="([^"]*)"/g))
    for (const name of (match[1] ?? "").split(/\s+/)) if (name.startsWith("_")) used.add(name);
  const linked = (sheet: Stylesheet) => template.includes(`href="${sheet.href}"`);
  const pageStyles = sheets
    .filter(
      (sheet) =>
        !linked(sheet) && (needed.includes(sheet.href) || [...sheet.classes].some((name) => used.has(name))),
    )
    .map(styleElement)
    .join("");
  let html = template;
  for (const sheet of sheets.filter(linked)) {
    const link = new RegExp(`<link rel="stylesheet"[^>]* href="${sheet.href}">`);
    if (!link.test(html)) throw new Error(`index.html links ${sheet.href} in an unexpected way`);
    html = html.replace(link, () => styleElement(sheet));
  }
  return html.replace("</head>", () => `${pageStyles}</head>`);
}

/** Puts the page's title and description in place of index.html's (the site's English ones). */
function withHead(html: string, head: { title: string; description: string }): string {
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta\s+name="description"\s+content="[^"]*"\s*\/>/;
  if (!title.test(html) || !description.test(html))
    throw new Error("index.html has no <title> or meta description");
  return html
    .replace(title, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(description, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

/**
 * Holds a prerendered page's first paint until its <main> is parsed. With some 84 KB of inline CSS
 * before the body, a network chunk could end inside the header, and a first paint there showed the
 * header's buttons arriving one by one, each moving the others (a layout shift). Only for markup
 * that has the element: where the parser never meets it (index.html, a tour frame), Chromium warns.
 */
function firstPaintAfterHeader(html: string): string {
  const { mainId } = renderer;
  if (!html.includes(` id="${mainId}"`)) throw new Error(`a prerendered page without main#${mainId}`);
  return `<link rel="expect" href="#${mainId}" blocking="render">`;
}

/**
 * The page's script: index.html's entry, or for a page whose content is all in its HTML (not a tour
 * list's frame) web/src/boot.ts, which starts that entry once the page has painted with its first
 * picture. Neither the entry's 100 KB nor hydrating the page then holds its first paint
 * (docs/decisions/0031-paint-before-the-app-starts.md).
 */
function pageScript(html: string, urlPath: string, manifest: Manifest): string {
  if (tourListFrameUrlPaths.includes(urlPath)) return html;
  const entry = manifest["index.html"]?.file;
  const boot = manifest["src/boot.ts"]?.file;
  if (!entry || !boot) throw new Error("the build's manifest names no index.html entry or src/boot.ts");
  const script = `<script type="module" crossorigin src="/${entry}"></script>`;
  if (!html.includes(script)) throw new Error(`index.html loads /${entry} in an unexpected way`);
  return html.replace(
    script,
    () => `<script type="module" crossorigin src="/${boot}" data-entry="/${entry}"></script>`,
  );
}

/**
 * index.html with the page's markup in #root, its state after it, its styles, its language, and its
 * title and description (which the tab, a crawler and a link preview read without running a script).
 */
function pageHtml(
  template: string,
  page: Awaited<ReturnType<RenderPage["renderPage"]>>,
  state: string,
  sheets: Stylesheet[],
  manifest: Manifest,
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no empty ${root}`);
  const preloads = pagePreloadLinks(manifest, page.preloads);
  return inlineStyles(withHead(template, page.head), page.html, sheets, preloads.stylesheets)
    .replace(/<html lang="[^"]*">/, `<html lang="${page.locale}">`)
    .replace("</head>", () => `${page.headLinks}${preloads.links}${firstPaintAfterHeader(page.html)}</head>`)
    .replace(root, () => `<div id="root">${page.html}</div>${state}`);
}

const started = Date.now();
const renderer = await buildRenderer();
const template = await readFile(join(dist, "index.html"), "utf8");
const sheets = await stylesheets();
// Written by `vite build` (vite.config.ts) for this script alone: removed once read, so no deploy serves it.
const manifestFile = join(dist, ".vite", "manifest.json");
const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as Manifest;
await rm(join(dist, "prerendered"), { recursive: true, force: true });
for (const urlPath of prerenderedUrlPaths) {
  const page = await renderer.renderPage(urlPath, "http://localhost");
  const file = join(dist, prerenderedFile(urlPath));
  await mkdir(dirname(file), { recursive: true });
  const html = pageHtml(template, page, renderer.stateElement(page.state), sheets, manifest);
  await writeFile(file, pageScript(html, urlPath, manifest));
}
// A tour page's frame: index.html, whose app renders the page, with the page's preloads and styles.
for (const { prefix, kind } of tourFrames) {
  const { preloads, locale } = await renderer.pagePreloads(`${prefix}/${kind}/frame`);
  const links = pagePreloadLinks(manifest, preloads);
  const html = inlineStyles(template, "", sheets, links.stylesheets)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace("</head>", () => `${links.links}</head>`);
  const file = join(dist, tourFrameFile(prefix, kind));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}
await rm(join(dist, ".vite"), { recursive: true, force: true });
await rm(serverOut, { recursive: true, force: true });
console.log(
  `prerendered ${prerenderedUrlPaths.length} pages and ${tourFrames.length} tour frames in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
