import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The local twin (`npm start`) serves the API on port 3000; `npx vite` proxies /api to it. */
const apiTarget = process.env.TEMBEA_API_URL ?? "http://localhost:3000";

function reactPlugins() {
  // Lingui's macros are compiled by Babel inside the React plugin, so `t` and <Trans> become
  // message ids at build time.
  return react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } });
}

const plugins = [
  reactPlugins(),
  // The Lingui plugin turns `import("…/messages.po")` into a module. Every message must be
  // translated: a missing German or French text fails the build.
  lingui({ failOnMissing: true, failOnCompileError: true }),
];

export default defineConfig({
  root: import.meta.dirname,
  plugins,
  // The footer's year in a prerendered page, which hydration must find again (site-footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(String(new Date().getFullYear())) },
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
    sourcemap: true,
    rollupOptions: {
      output: {
        // A catalog's chunk names its language and catalog (messages-de-shell-….js), so the browser
        // tests and the bench can tell which languages a page downloaded.
        chunkFileNames: ({ facadeModuleId }) => {
          const catalog = /\/locales\/([^/]+)\/([^/]+)\.po$/.exec(facadeModuleId ?? "");
          return catalog
            ? `assets/messages-${catalog[1]}-${catalog[2]}-[hash].js`
            : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
