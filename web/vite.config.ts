import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pageSources } from "./page-sources";
import { siteDefines } from "./site-defines";

/** The local twin (`npm start`) serves the API on port 3000; `npx vite` proxies /api to it. */
const apiTarget = process.env.TEMBEA_API_URL ?? "http://localhost:3000";

function reactPlugins() {
  // Lingui's macros are compiled by Babel, so `t` and <Trans> become message ids at build time.
  // The React plugin (6) has no Babel step of its own any more (Oxc compiles the JSX); Lingui's
  // documented way is its Babel preset in Rolldown's Babel plugin, which only hands Babel the files
  // that import a macro. (The Vite plugin's `macroTransform` skips Babel but is still opt-in.)
  return [react(), babel({ presets: [linguiTransformerBabelPreset()] })];
}

const plugins = [
  ...reactPlugins(),
  // The Lingui plugin turns `import("…/messages.po")` into a module. Every message must be
  // translated: a missing German or French text fails the build.
  lingui({ failOnMissing: true, failOnCompileError: true }),
  pageSources(import.meta.dirname),
];

// A server build (the prerender's and the tour-page renderer's, scripts/prerender.ts) names its own
// entries and chunks: what `build` says of index.html's entry and chunks is the browser's alone.
export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins,
  // The footer's year in a prerendered page, which hydration must find again (site-footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())), ...siteDefines },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/uploads": { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/uploads": { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The maps are written beside the chunks (the bench reads them; a developer can add one in the
    // browser's devtools) but not named in them: the `sourceMappingURL` line costs every script
    // about 36 bytes gzip, some 0.6 KB on a page of 17 scripts.
    sourcemap: "hidden",
    // The polyfill fetches the `<link rel="modulepreload">` tags of index.html in browsers without
    // modulepreload; ours has none (the entry is one chunk, see `codeSplitting` below), and Vite's
    // loader of dynamic imports falls back to `rel="preload"` by itself. It would cost every page
    // 0.3 KB gzip for nothing.
    modulePreload: { polyfill: false },
    // Which chunks and stylesheets each page's module needs, for the prerender's preload links
    // (scripts/prerender.ts reads it, then deletes it: the site does not serve it).
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // index.html's entry, and the prerendered pages' first script (src/boot.ts), which starts that
          // entry once the page has painted: a chunk of its own, with nothing imported.
          input: {
            index: `${import.meta.dirname}/index.html`,
            boot: `${import.meta.dirname}/src/boot.ts`,
          },
          output: {
            // Everything the entry imports statically goes into the entry chunk, as Rollup did. Rolldown
            // would otherwise split the modules that page chunks share with the entry into some 30
            // small chunks, all modulepreloaded by index.html: more requests before the first render and
            // worse gzip, and the entry's own budget (bench) would no longer see what every page loads.
            // boot.ts stays out of it: it is an entry of its own whose whole point is to be small.
            codeSplitting: {
              groups: [{ name: "index", tags: ["$initial"], test: (id) => !id.endsWith("/src/boot.ts") }],
            },
            // A catalog's chunk names its language and catalog (messages-de-shell-….js), so the browser
            // tests and the bench can tell which languages a page downloaded.
            // A part of the route table loaded with its first page (src/app/areas/) is area-<name>-….js,
            // apart from the page chunks of the same name (account-….js).
            chunkFileNames: ({ facadeModuleId }) => {
              const catalog = /\/locales\/([^/]+)\/([^/]+)\.po$/.exec(facadeModuleId ?? "");
              if (catalog) return `assets/messages-${catalog[1]}-${catalog[2]}-[hash].js`;
              const area = /\/src\/app\/areas\/([^/]+)\.tsx$/.exec(facadeModuleId ?? "");
              return area ? `assets/area-${area[1]}-[hash].js` : "assets/[name]-[hash].js";
            },
          },
        },
  },
}));
