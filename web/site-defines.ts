// A relative path: the config loader bundles it (the package name would reach Node as a .ts file).
import { sitePathPattern } from "../shared/src/site/site-routes";

/**
 * Values computed at build time from the shared code, for vite.config.ts and the unit tests'
 * vitest.config.ts alike (each a global declared in src/vite-env.d.ts).
 */
export const siteDefines = {
  __SITE_PATH_PATTERN__: JSON.stringify(sitePathPattern),
};
