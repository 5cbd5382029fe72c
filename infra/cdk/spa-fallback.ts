import { defaultLocale, localeCookie, locales } from "@tembea/shared";
import { prerenderedUrlPaths, queryReadingUrlPaths } from "@tembea/shared/site/prerendered-pages";

/**
 * CloudFront Function (viewer request, S3 behaviour only): a path without a file extension is a
 * client route of the SPA. A page prerendered at build time (shared/src/site/prerendered-pages.ts)
 * gets its own HTML, every other route index.html. Unlike the distribution's errorResponses this
 * never touches /api/*, whose 404s must stay JSON 404s, and a missing file stays a 404.
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
export const spaFallbackCode = `
var prerendered = ${JSON.stringify(prerenderedUrlPaths)};
var readsQuery = ${JSON.stringify(queryReadingUrlPaths)};
var otherLocales = ${JSON.stringify(locales.filter((locale) => locale !== defaultLocale))};
var localePrefix = /^\\/(${locales.join("|")})(\\/|$)/;
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
  var lastSegment = uri.substring(uri.lastIndexOf("/") + 1);
  if (lastSegment.indexOf(".") !== -1) return request;
  var cookie = request.cookies && request.cookies[${JSON.stringify(localeCookie.name)}];
  var chosen = cookie ? cookie.value : "";
  var redirectsFirst = !localePrefix.test(uri) && otherLocales.indexOf(chosen) !== -1;
  var query = request.querystring ? Object.keys(request.querystring).length > 0 : false;
  var renderedAsAsked = !(query && readsQuery.indexOf(uri) !== -1);
  // prerenderedFile() of shared/src/site/prerendered-pages.ts, in ES5.
  if (prerendered.indexOf(uri) !== -1 && !redirectsFirst && renderedAsAsked) {
    request.uri = "/prerendered" + (uri === "/" ? "" : uri) + "/index.html";
  } else {
    request.uri = "/index.html";
  }
  return request;
}
`;
