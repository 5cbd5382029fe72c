/**
 * The site's Content-Security-Policy, used by CloudFront's headers policy in AWS and by the local
 * twin. The browser talks to Cognito directly, so connect-src names its origin; everything else
 * is our own origin.
 */
export function contentSecurityPolicy(cognitoOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${cognitoOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
