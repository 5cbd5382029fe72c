import {
  baseCurrency,
  currencies,
  currencyCookie,
  defaultLocale,
  localeCookie,
  locales,
} from "@tembea/shared";
import { notFoundHeader, renderPageHeader, tourFrameHeader } from "@tembea/shared/site/edge-headers";
import {
  prerenderedPagePaths,
  queryReadingPagePaths,
  tourFrameKinds,
} from "@tembea/shared/site/prerendered-pages";
import { sitePagePaths, sitePathPattern } from "@tembea/shared/site/site-routes";

export { notFoundHeader, renderPageHeader, tourFrameHeader };

/**
 * How a function reads the store of tour pages (tour-pages.ts): CloudFront's own module, imported on
 * the code's first line. Node has no such module: the twin and the tests run the code without this
 * line and hand it their `cf` (runCloudFrontFunction below).
 */
export const cloudFrontImport = "import cf from 'cloudfront';";

/** The first segments of tour pages ("group-tour", "special-tour"): pages of the table with `:tourId` second. */
const tourKinds = [
  ...new Set(sitePagePaths.filter((p) => p.split("/")[1] === ":tourId").map((p) => p.split("/")[0])),
];
/** Pages of those segments whose second segment is no tour id ("group-tour/thank-you", ".../receipt"). */
const notTourPages = sitePagePaths.filter((p) => {
  const [kind, second, ...rest] = p.split("/");
  return tourKinds.includes(kind ?? "") && second !== undefined && !second.startsWith(":") && !rest.length;
});

/** A tour page's path: its language prefix, if any, then the kind's segment and the tour's id. */
const tourPagePattern = `^(?:/(?:${locales.join("|")}))?/(${tourKinds.join("|")})/([^/]+)`;

/** A tour page itself (not one of its steps): its prefix, kind and id; its frame is prerendered. */
const tourFramePattern = `^(/(?:${locales.join("|")}))?/(${tourFrameKinds.join("|")})/([^/]+)$`;

/**
 * What both functions know: the site's route table (shared/src/site/site-routes.ts, the one the web
 * router reads), what a page path is, and which tour pages exist: a CloudFront function cannot ask
 * the API, but it can read the KeyValueStore the table's stream keeps (functions/src/data/tour-pages.ts:
 * a key "group-tour/<id>" per tour page). A tour path whose key is not there is no page. Should the
 * store fail to answer, the page is taken to exist: the app then shows its 404 page with noindex.
 */
const routeTable = `
var sitePath = new RegExp(${JSON.stringify(sitePathPattern)});
var notFoundHeader = ${JSON.stringify(notFoundHeader)};
var renderPageHeader = ${JSON.stringify(renderPageHeader)};
var tourPage = new RegExp(${JSON.stringify(tourPagePattern)});
var notTourPages = ${JSON.stringify(notTourPages)};
var tourPages = cf.kvs();
var tourFrame = new RegExp(${JSON.stringify(tourFramePattern)});
// A tour page itself (not a step, nor a page beside the tours): [prefix, kind, id], or null.
function tourFrameOf(uri) {
  var frame = tourFrame.exec(uri);
  return frame && notTourPages.indexOf(frame[2] + "/" + frame[3]) === -1 ? frame : null;
}
function isFile(uri) {
  return uri.substring(uri.lastIndexOf("/") + 1).indexOf(".") !== -1;
}
function isUnknownPage(uri) {
  return !isFile(uri) && !sitePath.test(uri);
}
// The key of the tour a page path shows ("group-tour/<id>"), or "" for any other path.
function tourPageKey(uri) {
  var match = tourPage.exec(uri);
  if (!match) return "";
  var key = match[1] + "/" + match[2];
  return notTourPages.indexOf(key) === -1 ? key : "";
}
async function isUnknownTour(uri) {
  var key = tourPageKey(uri);
  if (!key) return false;
  try {
    return !(await tourPages.exists(key));
  } catch (e) {
    return false;
  }
}
`;

/**
 * CloudFront Function (viewer request, S3 behaviour only): a path without a file extension is a
 * client route of the SPA. A page prerendered at build time (shared/src/site/prerendered-pages.ts)
 * gets its own HTML, every other route index.html. Unlike the distribution's errorResponses this
 * never touches /api/*, whose 404s must stay JSON 404s, and a missing file stays a 404.
 *
 * A path that is no page of the site (docs/product-spec.md, section 8: "Unknown route: error with status
 * 404") gets index.html too, whose app shows the 404 page, and is marked for the viewer-response function
 * below, which gives the answer its 404 status: S3 answers 200 for index.html, and a custom error response
 * would also rewrite the API's 404s.
 *
 * An unprefixed (English) URL whose visitor chose German or French earlier (the locale cookie) gets
 * index.html: the app sends them to their language before it paints anything, where the English
 * HTML would flash first. A page that reads its query (the tour lists' sort and page) gets its
 * prerendered HTML only without one: the build rendered it with none. A tour page (of a tour the
 * store holds) gets its frame (index.html with the preloads of the page's chunks and catalogs) and
 * its own path in a header: the tour-page behaviours' renderer renders the page with its tour in
 * the frame's place, and serves the frame itself when it cannot (hosting.ts, tour-page-responder.ts),
 * or for a visitor whose prices are in euros or dollars (the currency cookie; edge-headers.ts says why).
 *
 * A source map is never served (404), even one an earlier deploy left in the bucket: it would hand
 * out our sources. The deploy no longer uploads them (hosting.ts); the build keeps them on disk.
 *
 * A tour page whose tour the store of tour pages does not hold (a well-formed id of no tour) is no
 * page either, and is answered the same way.
 *
 * The local twin runs this same code (infra/local/src/http/static-site.ts). Plain ES5 on purpose,
 * but for async/await around the store (cloudfront-js-2.0 has both): it runs in CloudFront's own
 * JavaScript runtime, not Node; the whole function must stay under 10 KB.
 */
export const spaFallbackCode = `${cloudFrontImport}
${routeTable}
var prerendered = ${JSON.stringify(prerenderedPagePaths)};
var readsQuery = ${JSON.stringify(queryReadingPagePaths)};
var otherLocales = ${JSON.stringify(locales.filter((locale) => locale !== defaultLocale))};
var otherCurrencies = ${JSON.stringify(currencies.filter((currency) => currency !== baseCurrency))};
var tourFrameHeader = ${JSON.stringify(tourFrameHeader)};
var localePrefix = /^\\/(${locales.join("|")})(\\/|$)/;
// The page's path without its language prefix ("/de" is "/", "/de/faq" is "/faq"); the lists hold
// each page once, not once per prefix, to keep the function small. "/de/" has no file of its own.
function pagePath(uri) {
  var prefix = /^\\/(?:${locales.join("|")})(\\/.*)?$/.exec(uri);
  if (!prefix) return uri;
  return prefix[1] === undefined ? "/" : prefix[1] === "/" ? "" : prefix[1];
}
// "/de/faq/" without its slash, when that is a page's path of plain segments (never "//host", which
// a browser would read as another site's address), else "". A path that is no page is answered as such.
function withoutTrailingSlash(uri) {
  var path = uri.replace(/\\/+$/, "");
  return uri !== path && /^(\\/[\\w.~%-]+)+$/.test(path) && !isUnknownPage(path) ? path : "";
}
function isSourceMap(uri) {
  try {
    return /\\.map$/.test(decodeURIComponent(uri));
  } catch (e) {
    return false;
  }
}
async function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (isSourceMap(uri)) return { statusCode: 404, statusDescription: "Not Found" };
  // Only this function names a tour page to the renderer (tour-page-responder.ts): never the viewer.
  request.headers = request.headers || {};
  delete request.headers[renderPageHeader];
  delete request.headers[tourFrameHeader];
  if (isFile(uri)) return request;
  // One address per page: "/de/" or "/de/faq/" (typed, or linked from elsewhere) is sent to its
  // address without the slash, which has the page's own HTML and is the one its canonical link names.
  // An address with a query is served as it is: rebuilding the query is not worth its bytes here.
  var hasQuery = request.querystring ? Object.keys(request.querystring).length > 0 : false;
  var canonical = hasQuery ? "" : withoutTrailingSlash(uri);
  if (canonical)
    return { statusCode: 301, statusDescription: "Moved Permanently", headers: { location: { value: canonical } } };
  if (isUnknownPage(uri) || (await isUnknownTour(uri))) {
    request.headers[notFoundHeader] = { value: "1" };
    request.uri = "/index.html";
    return request;
  }
  var cookie = request.cookies && request.cookies[${JSON.stringify(localeCookie.name)}];
  var chosen = cookie ? cookie.value : "";
  var redirectsFirst = !localePrefix.test(uri) && otherLocales.indexOf(chosen) !== -1;
  var page = pagePath(uri);
  var renderedAsAsked = !(hasQuery && readsQuery.indexOf(page) !== -1);
  var frame = tourFrameOf(uri);
  var currency = request.cookies && request.cookies[${JSON.stringify(currencyCookie.name)}];
  var inFrancs = !currency || otherCurrencies.indexOf(currency.value) === -1;
  // prerenderedFile() of shared/src/site/prerendered-pages.ts, in ES5.
  if (prerendered.indexOf(page) !== -1 && !redirectsFirst && renderedAsAsked) {
    request.uri = "/prerendered" + (uri === "/" ? "" : uri) + "/index.html";
    // A tour list's first page, rendered with its tours for a visitor in francs (hosting.ts).
    if (readsQuery.indexOf(page) !== -1 && inFrancs) request.headers[renderPageHeader] = { value: uri };
  } else if (frame && !redirectsFirst) {
    // tourFrameFile() of shared/src/site/prerendered-pages.ts, in ES5. The tour-page behaviours'
    // renderer renders the page at the path the header names in its place (hosting.ts).
    request.uri = "/prerendered" + (frame[1] || "") + "/" + frame[2] + "/index.html";
    // Rendered with its tour for a visitor in francs; in the frame for one in another currency.
    request.headers[inFrancs ? renderPageHeader : tourFrameHeader] = { value: uri };
  } else {
    request.uri = "/index.html";
  }
  return request;
}
`;

/**
 * CloudFront Function (viewer response, the site's behaviours): the 404 status of a path that is no
 * page. It decides from the request as it sees it: marked by the viewer-request function, or,
 * should CloudFront hand it the viewer's own request, from the path itself. Only a 200 becomes a
 * 404: a missing file is a 404 already, and a 304 keeps the browser's stored answer.
 */
export const notFoundStatusCode = `${cloudFrontImport}
${routeTable}
async function handler(event) {
  var request = event.request;
  var response = event.response;
  var marked = request.headers && request.headers[notFoundHeader];
  if (
    response.statusCode === 200 &&
    (marked || isUnknownPage(request.uri) || (!isFile(request.uri) && (await isUnknownTour(request.uri))))
  ) {
    response.statusCode = 404;
    response.statusDescription = "Not Found";
  }
  return response;
}
`;

/** The store of tour pages as a function reads it: whether a key is there. */
export interface TourPagesStore {
  exists(key: string): Promise<boolean>;
}

/**
 * One of the functions above, run in Node with `store` as its KeyValueStore (the twin asks the
 * table, the tests a list): the code CloudFront runs, less its import line.
 */
export function runCloudFrontFunction<Event, Result>(
  code: string,
  store: TourPagesStore,
): (event: Event) => Promise<Result> {
  const body = code.replace(cloudFrontImport, "");
  const cf = { kvs: () => store };
  return new Function("cf", `${body}; return handler;`)(cf);
}
