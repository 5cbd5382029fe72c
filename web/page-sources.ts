import { relative } from "node:path";
import type { Plugin } from "vite";

/** The export a page module gains in the build's server render (src/prerender/render-page.tsx reads it). */
export const pageSourceExport = "pageSource";

/**
 * In the build's server render only: every page module (one that exports `Component`, what
 * app/page-route.tsx loads) also exports its own path, as the client build's manifest names it
 * (`src/features/tours/tour-list-page.tsx`). The prerender then knows which client chunks a page
 * needs and lists them in the page's <head> (scripts/prerender.ts), so the browser fetches them
 * beside the entry instead of after it has run. The browser's build is untouched.
 */
export function pageSources(root: string): Plugin {
  return {
    name: "tembea:page-sources",
    apply: (_config, env) => env.isSsrBuild === true,
    transform(code, id) {
      if (!id.startsWith(`${root}/src/`) || !/\.tsx?$/.test(id)) return null;
      if (!/^export (?:(?:const|function) Component\b|\{[^}]*\bas Component\b)/m.test(code)) return null;
      const source = JSON.stringify(relative(root, id));
      return { code: `${code}\nexport const ${pageSourceExport} = ${source};\n`, map: null };
    },
  };
}
