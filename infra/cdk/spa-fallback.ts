import { defaultLocale, localeCookie, locales } from "@tembea/shared";
import { prerenderedPagePaths, queryReadingPagePaths } from "@tembea/shared/site/prerendered-pages";
import { sitePathPattern } from "@tembea/shared/site/site-routes";

/**
 * The request header by which the viewer-request function tells the viewer-response function that
 * the path is no page of the site (CloudFront Functions share no other state).
 */
export const notFoundHeader = "x-tembea-not-found";

/**
 * What both functions know: the site's route table (shared/src/site/site-routes.ts, the one the web
 * router reads) and what a page path is. A CloudFront function cannot ask the API whether a tour
 * exists, but it knows the pages, the twelve destinations and the ids' shapes.
 */
const routeTable = `
var sitePath = new RegExp(${JSON.stringify(sitePathPattern)});
var notFoundHeader = ${JSON.stringify(notFoundHeader)};
function isFile(uri) {
  return uri.substring(uri.lastIndexOf("/") + 1).indexOf(".") !== -1;
}
function isUnknownPage(uri) {
  return !isFile(uri) && !sitePath.test(uri);
}
`;

/**
 * CloudFront Function (viewer request, S3 behaviour only): a path without a file extension is a
 * client route of the SPA. A page prerendered at build time (shared/src/site/prerendered-pages.ts)
 * gets its own HTML, every other route index.html. Unlike the distribution's errorResponses this
 * never touches /api/*, whose 404s must stay JSON 404s, and a missing file stays a 404.
 *
 * A path that is no page of the site (spec 8: "Unknown route: error with status 404") gets
 * index.html too, whose app shows the 404 page, and is marked for the viewer-response function
 * below, which gives the answer its 404 status: S3 answers 200 for index.html, and a custom error
 * response would also rewrite the API's 404s.
 *
 * An unprefixed (English) URL whose visitor chose German or French earlier (the locale cookie) gets
 * index.html: the app sends them to their language before it paints anything, where the English
 * HTML would flash first. A page that reads its query (the tour lists' sort and page) gets its
 * prerendered HTML only without one: the build rendered it with none.
 *
 * A source map is never served (404), even one an earlier deploy left in the bucket: it would hand
 * out our sources. The deploy no longer uploads them (hosting.ts); the build keeps them on disk.
 *
 * The local twin runs this same code (infra/local/src/http/static-site.ts). Plain ES5 on purpose:
 * it runs in CloudFront's own JavaScript runtime, not Node; the whole function must stay under 10 KB.
 */
export const spaFallbackCode = `${routeTable}
var prerendered = ${JSON.stringify(prerenderedPagePaths)};
var readsQuery = ${JSON.stringify(queryReadingPagePaths)};
var otherLocales = ${JSON.stringify(locales.filter((locale) => locale !== defaultLocale))};
var localePrefix = /^\\/(${locales.join("|")})(\\/|$)/;
// The page's path without its language prefix ("/de" is "/", "/de/faq" is "/faq"); the lists hold
// each page once, not once per prefix, to keep the function small. "/de/" has no file of its own.
function pagePath(uri) {
  var prefix = /^\\/(?:${locales.join("|")})(\\/.*)?$/.exec(uri);
  if (!prefix) return uri;
  return prefix[1] === undefined ? "/" : prefix[1] === "/" ? "" : prefix[1];
}
function isSourceMap(uri) {
  try {
    return /\\.map$/.test(decodeURIComponent(uri));
  } catch (e) {
    return false;
  }
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (isSourceMap(uri)) return { statusCode: 404, statusDescription: "Not Found" };
  if (isFile(uri)) return request;
  if (isUnknownPage(uri)) {
    request.headers = request.headers || {};
    request.headers[notFoundHeader] = { value: "1" };
    request.uri = "/index.html";
    return request;
  }
  var cookie = request.cookies && request.cookies[${JSON.stringify(localeCookie.name)}];
  var chosen = cookie ? cookie.value : "";
  var redirectsFirst = !localePrefix.test(uri) && otherLocales.indexOf(chosen) !== -1;
  var page = pagePath(uri);
  var query = request.querystring ? Object.keys(request.querystring).length > 0 : false;
  var renderedAsAsked = !(query && readsQuery.indexOf(page) !== -1);
  // prerenderedFile() of shared/src/site/prerendered-pages.ts, in ES5.
  if (prerendered.indexOf(page) !== -1 && !redirectsFirst && renderedAsAsked) {
    request.uri = "/prerendered" + (uri === "/" ? "" : uri) + "/index.html";
  } else {
    request.uri = "/index.html";
  }
  return request;
}
`;

/**
 * CloudFront Function (viewer response, S3 behaviour only): the 404 status of a path that is no
 * page. It decides from the request as it sees it: marked by the viewer-request function, or, should
 * CloudFront hand it the viewer's own request, from the path itself. Only a 200 becomes a 404: a
 * missing file is a 404 already, and a 304 keeps the browser's stored answer.
 */
export const notFoundStatusCode = `${routeTable}
function handler(event) {
  var request = event.request;
  var response = event.response;
  var marked = request.headers && request.headers[notFoundHeader];
  if (response.statusCode === 200 && (marked || isUnknownPage(request.uri))) {
    response.statusCode = 404;
    response.statusDescription = "Not Found";
  }
  return response;
}
`;
