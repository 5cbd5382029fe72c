/**
 * The request headers by which CloudFront's viewer-request function (infra/cdk/spa-fallback.ts)
 * tells what it found to the viewer-response function and to the tour-page renderer
 * (web/src/prerender/tour-page-server.ts): CloudFront Functions share no other state, and the
 * renderer's origin sees the request only as the function left it.
 */

/** The path is no page of the site: its answer's 200 becomes a 404. */
export const notFoundHeader = "x-tembea-not-found";

/**
 * The path of a page the renderer is to render with its API answer ("/de/group-tour/<id>",
 * "/group-tours"), beside the file the request now names (the page's frame or prerendered HTML).
 */
export const renderPageHeader = "x-tembea-render-page";

/**
 * A tour page's own path for a visitor whose prices are not in francs (the currency cookie): the
 * renderer serves such a visitor the frame, whose app shows the prices in their currency from its
 * first paint, with the tour's answer preloaded. A rendered page shows francs until the app has
 * run (what the visitor chose is the browser's: web/src/ui/hydration.ts), and its prices would
 * change under their eyes. Not in the cache key: the frame is never kept.
 */
export const tourFrameHeader = "x-tembea-tour-frame";
