/// <reference types="vite/client" />

/** A Lingui PO catalog, compiled to a module by @lingui/vite-plugin at build time. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** The year of the build (vite.config.ts `define`): a prerendered page's footer shows it until it hydrates. */
declare const __BUILD_YEAR__: string;

/** The site's route table as one regular expression's source (site-defines.ts). */
declare const __SITE_PATH_PATTERN__: string;
