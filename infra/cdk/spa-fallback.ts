/**
 * CloudFront Function (viewer request, S3 behaviour only): a path without a file extension is a
 * client route of the SPA, so it gets index.html. Unlike the distribution's errorResponses this never
 * touches /api/*, whose 404s must stay JSON 404s, and a missing file stays a 404.
 * Plain ES5 on purpose: it runs in CloudFront's own JavaScript runtime, not Node.
 */
export const spaFallbackCode = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf("/") + 1);
  if (lastSegment.indexOf(".") === -1) request.uri = "/index.html";
  return request;
}
`;
