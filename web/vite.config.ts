import { createRequire } from "node:module";
import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type PluginOption, version as viteVersion } from "vite";

/** The local twin (`npm start`) serves the API on port 3000; `npx vite` proxies /api to it. */
const apiTarget = process.env.TEMBEA_API_URL ?? "http://localhost:3000";

/**
 * The workspace install hoists @vitejs/plugin-react next to the Vite 8 that vitest brings, while this
 * app runs its own Vite 7. The plugin then believes it runs on Vite 8 and, in the dev server only,
 * hands Vite 7 a Rolldown-native fast-refresh plugin that Vite 7 cannot run. When the two majors
 * differ, leave that one plugin out: `vite` then reloads the page on a change instead of hot-swapping
 * components. Builds are unaffected. (Aligning web's `vite` with the hoisted major removes this.)
 */
const pluginReactViteVersion: string = createRequire(import.meta.resolve("@vitejs/plugin-react"))(
  "vite/package.json",
).version;
const viteMajorsDiffer = pluginReactViteVersion.split(".")[0] !== viteVersion.split(".")[0];

function reactPlugins() {
  // Lingui's macros are compiled by Babel inside the React plugin, so `t` and <Trans> become
  // message ids at build time.
  const all = react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } });
  return viteMajorsDiffer ? all.filter((plugin) => plugin.name !== "vite:react:refresh-wrapper") : all;
}

const plugins = [
  reactPlugins(),
  // The Lingui plugin turns `import("…/messages.po")` into a module. Every message must be
  // translated: a missing German or French text fails the build.
  lingui({ failOnMissing: true, failOnCompileError: true }),
  // The plugins' types resolve to the Vite 8 that vitest hoists to the repository root, while the
  // web app builds with its own Vite 7; the plugin API they use is the same in both.
] as unknown as PluginOption[];

export default defineConfig({
  root: import.meta.dirname,
  plugins,
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
});
