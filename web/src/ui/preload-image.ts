import { imageUrl, srcSet } from "./image-sources";

/** The part of `document` this needs; tests hand in their own. */
type Head = Pick<Document, "createElement"> & { head: Pick<HTMLHeadElement, "append"> };

const preloaded = new Set<string>();

/**
 * Asks the browser for a page's largest picture before the page has rendered it: a
 * `<link rel="preload" as="image">` with the same srcset and sizes as the `<img>` the page will
 * show, so the browser picks the same file and uses it once the image appears. Lighthouse's
 * "preload the LCP image": on a slow phone the picture otherwise waits for the page's chunk and its
 * render. Each image once per visit.
 */
export function preloadImage(name: string, sizes: string, page: Head = document): void {
  if (preloaded.has(name)) return;
  preloaded.add(name);
  const link = page.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = imageUrl(name, 640);
  link.imageSrcset = srcSet(name);
  link.imageSizes = sizes;
  link.fetchPriority = "high";
  page.head.append(link);
}
