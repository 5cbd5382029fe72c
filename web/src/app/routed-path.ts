import { parseLocalePath } from "../i18n/locale-path";

/**
 * The site's route table (shared/src/site/site-routes.ts) as the one pattern CloudFront and the twin
 * use too, written into the build (site-defines.ts): the page list and the code that turns it into
 * the pattern stay out of the entry chunk every page loads.
 */
const sitePath = new RegExp(__SITE_PATH_PATTERN__);

/** A path no page has, which only the catch-all route ("*", the 404 page) matches. */
const notFoundSegment = "404";

/**
 * docs/product-spec.md, section 8: a URL path that the site's route table (shared/src/site/site-routes.ts,
 * for which CloudFront and the twin answer 404 too) does not hold renders the 404 page in its prefix's
 * language, also when its shape matches a route of router.tsx (an unknown destination, a malformed id): none
 * of that route's chunks, guards or API calls start.
 */
export function routedPath(pathname: string): string {
  if (sitePath.test(pathname)) return pathname;
  return `${parseLocalePath(pathname).prefix}/${notFoundSegment}`;
}
