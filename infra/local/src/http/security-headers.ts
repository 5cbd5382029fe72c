import type { ServerResponse } from "node:http";
import { contentSecurityPolicy } from "../../../policy/content-security-policy.js";

/**
 * The headers CloudFront's response headers policy (cdk/security-headers.ts) adds in AWS, so the SPA
 * meets the same CSP locally; security-headers.test.ts holds the two equal. connect-src allows the
 * local Cognito and S3 twins, which the browser calls directly as it calls Cognito and the uploads
 * bucket in AWS. Browsers ignore HSTS over plain http, so sending it here changes nothing locally.
 */
export function setSecurityHeaders(res: ServerResponse, cognitoEndpoint: string, s3Endpoint: string): void {
  res.setHeader("content-security-policy", contentSecurityPolicy(cognitoEndpoint, s3Endpoint));
  res.setHeader("strict-transport-security", "max-age=63072000; includeSubDomains");
  res.setHeader("x-content-type-options", "nosniff");
  res.setHeader("x-frame-options", "DENY");
  res.setHeader("referrer-policy", "strict-origin-when-cross-origin");
}
