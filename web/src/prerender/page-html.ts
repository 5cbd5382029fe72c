import { escapeHtml } from "@tembea/shared/site/escape-html";
import { mainId } from "../ui/main-landmark";
import { type Manifest, pagePreloadLinks } from "./page-preloads";

/**
 * A rendered page's whole HTML: web/dist/index.html with the page's markup, state, styles, head and
 * script. The build writes the prerendered pages with it (scripts/prerender.ts), and the tour-page
 * renderer its pages on request (tour-page-server.ts): both from the same template, stylesheets and
 * manifest, which the build hands the renderer in its kit (page-kit.ts).
 */

/** One stylesheet of the client build: its address, its text and the CSS-module classes it defines. */
export interface Stylesheet {
  href: string;
  css: string;
  classes: Set<string>;
}

/** The CSS-module class names (Vite names them `_name_hash_line`) a stylesheet uses. */
export function stylesheet(href: string, css: string): Stylesheet {
  return { href, css, classes: new Set([...css.matchAll(/\.(_[\w-]+)/g)].map((match) => match[1] ?? "")) };
}

/** The page as a server render made it (render-page.tsx), less what the build or renderer adds. */
export interface RenderedPage {
  html: string;
  headLinks: string;
  preloads: { modules: string[]; catalogs: string[]; fetches: string[] };
  locale: string;
  head: { title: string; description: string };
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
 * markup uses, and those `needed` by the chunks its first render loads (page-preloads.ts). Vite
 * loads a page chunk's CSS with the chunk, after the rendered markup has painted, which then would
 * shift; and a linked stylesheet costs a round trip before the first paint. Each inline sheet is
 * marked as present (styleElement), so Vite never links it again.
 */
export function inlineStyles(
  template: string,
  body: string,
  sheets: readonly Stylesheet[],
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
 * Holds a rendered page's first paint until its <main> is parsed. With some 84 KB of inline CSS
 * before the body, a network chunk could end inside the header, and a first paint there showed the
 * header's buttons arriving one by one, each moving the others (a layout shift). Only for markup
 * that has the element: where the parser never meets it (index.html, a tour frame), Chromium warns.
 */
function firstPaintAfterHeader(html: string): string {
  if (!html.includes(` id="${mainId}"`)) throw new Error(`a rendered page without main#${mainId}`);
  return `<link rel="expect" href="#${mainId}" blocking="render">`;
}

/**
 * The script of a page whose content is all in its HTML: web/src/boot.ts in place of index.html's
 * entry, which boot.ts starts once the page has painted with its first picture. Neither the
 * entry's 100 KB nor hydrating the page then holds its first paint
 * (docs/decisions/0031-paint-before-the-app-starts.md).
 */
export function bootScript(html: string, manifest: Manifest): string {
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
export function pageHtml(
  template: string,
  page: RenderedPage,
  state: string,
  sheets: readonly Stylesheet[],
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

/**
 * A page the app renders in the browser (a tour page's frame): index.html with the page's preloads
 * and their styles, in its language.
 */
export function frameHtml(
  template: string,
  frame: { preloads: RenderedPage["preloads"]; locale: string },
  sheets: readonly Stylesheet[],
  manifest: Manifest,
): string {
  const links = pagePreloadLinks(manifest, frame.preloads);
  return inlineStyles(template, "", sheets, links.stylesheets)
    .replace(/<html lang="[^"]*">/, `<html lang="${frame.locale}">`)
    .replace("</head>", () => `${links.links}</head>`);
}
