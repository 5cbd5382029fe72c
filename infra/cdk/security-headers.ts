import { aws_cloudfront as cloudfront, Duration, Stack } from "aws-cdk-lib";
import type { Construct } from "constructs";

/**
 * The Content-Security-Policy of the site. The browser talks to Cognito directly (Amplify), so
 * connect-src allows the regional Cognito endpoint; everything else is our own origin.
 * The local twin sends the same policy (infra/local/src/http/security-headers.ts).
 */
export function contentSecurityPolicy(region: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Security headers on every response, SPA and API alike. */
export function securityHeadersPolicy(scope: Construct, id: string): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment: "Tembea: CSP, HSTS, no framing, no sniffing",
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(Stack.of(scope).region),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
  });
}
