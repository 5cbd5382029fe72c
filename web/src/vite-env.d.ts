/// <reference types="vite/client" />

/** A Lingui PO catalog, compiled to a module by @lingui/vite-plugin at build time. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
