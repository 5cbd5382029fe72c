/**
 * The site's Content-Security-Policy, used by CloudFront's headers policy in AWS and by the local
 * twin. The browser talks to Cognito directly, and uploads profile images straight to the uploads
 * bucket with a presigned URL, so connect-src names those origins; everything else is our own origin.
 */
export function contentSecurityPolicy(cognitoOrigin: string, ...uploadOrigins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // blob: for the preview of a profile image chosen on this device, before it is uploaded.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    ["connect-src 'self'", cognitoOrigin, ...uploadOrigins].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
