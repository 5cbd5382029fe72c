import type { ServerResponse } from "node:http";

/**
 * The headers CloudFront's response headers policy adds in AWS, so the SPA meets the same CSP locally.
 * connect-src allows the local Cognito twin, which the browser calls directly as it calls Cognito in AWS.
 */
export function setSecurityHeaders(res: ServerResponse, cognitoEndpoint: string): void {
  res.setHeader(
    "content-security-policy",
    [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      `connect-src 'self' ${cognitoEndpoint}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join("; "),
  );
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("x-frame-options", "DENY");
  res.setHeader("referrer-policy", "strict-origin-when-cross-origin");
}
