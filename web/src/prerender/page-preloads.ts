/**
 * The <head> links that let a prerendered page's browser fetch what its first render needs beside
 * the entry chunk rather than after it has run: every chunk the page's modules and catalogs import
 * (Vite's loader finds a `modulepreload` link of a chunk's address and does not fetch it again),
 * the stylesheets those chunks bring (inlined by the prerender: a linked sheet is one more round
 * trip, and Vite's loader waits for it before it runs the page's chunk), and the API answers it
 * shows first, as `fetch` preloads the app's own request then takes.
 */

/** One entry of the client build's manifest (`build.manifest`, web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PagePreloadLinks {
  /** The `<link>` elements, in the order the page needs them. */
  links: string;
  /** The addresses (`/assets/….css`) of the stylesheets the page's chunks load. */
  stylesheets: string[];
}

export function pagePreloadLinks(
  manifest: Manifest,
  preloads: { modules: readonly string[]; catalogs: readonly string[]; fetches: readonly string[] },
): PagePreloadLinks {
  const files: string[] = [];
  const stylesheets: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string, from: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${from} is not in the build's manifest (${key})`);
    // The entry is index.html's own script.
    if (chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    files.push(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) stylesheets.push(`/${sheet}`);
    for (const imported of chunk.imports ?? []) visit(imported, key);
  };
  for (const source of [...preloads.modules, ...preloads.catalogs]) visit(source, source);
  const links = [
    ...files.map((file) => `<link rel="modulepreload" href="${file}">`),
    // `anonymous` is the app's `credentials: "same-origin"` (api/client.ts): otherwise the
    // browser would not hand the preloaded answer to the app's request and would ask twice.
    ...preloads.fetches.map(
      (url) => `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="anonymous">`,
    ),
  ].join("");
  return { links, stylesheets: [...new Set(stylesheets)] };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}
