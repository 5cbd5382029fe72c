import type { Manifest } from "./page-preloads";

/**
 * What the tour-page renderer needs of the client build beside its own code, written by the build
 * (scripts/prerender.ts) as `kit.json` next to it in web/dist-renderer: the renderer runs where
 * web/dist is not (a Lambda function), and renders each page from the same template, stylesheets
 * and manifest the build's prerendered pages were made from.
 */
export interface PageKit {
  /** web/dist/index.html as `vite build` wrote it. */
  template: string;
  /** Every stylesheet of the build (`/assets/….css`) with its text. */
  sheets: { href: string; css: string }[];
  /** The client build's manifest (page-preloads.ts reads it). */
  manifest: Manifest;
  /**
   * A file the renderer answers with where it renders nothing, by the path the viewer-request
   * function names (infra/cdk/spa-fallback.ts): index.html, the tour pages' frames and the tour
   * lists' prerendered pages; undefined for any other path.
   */
  file(uri: string): string | undefined;
}

/** The kit as the build stores it: the files' paths; each file's HTML is in `files/<path>` beside it (read when first served). */
export type StoredPageKit = Omit<PageKit, "file"> & { files: string[] };

/** The kit's file name in the renderer's folder. */
export const pageKitFile = "kit.json";

/** Where the kit's files are, in the renderer's folder: "files/prerendered/de/group-tours/index.html". */
export const pageKitFilesFolder = "files";
