import { aws_cloudfront as cloudfront, Duration, Stack } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { contentSecurityPolicy } from "../policy/content-security-policy.js";

/** Security headers on every response, SPA and API alike. */
export function securityHeadersPolicy(scope: Construct, id: string): cloudfront.ResponseHeadersPolicy {
  return new cloudfront.ResponseHeadersPolicy(scope, id, {
    comment: "Tembea: CSP, HSTS, no framing, no sniffing",
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(
          `https://cognito-idp.${Stack.of(scope).region}.amazonaws.com`,
          // Presigned profile image uploads go to the uploads bucket's regional host.
          `https://*.s3.${Stack.of(scope).region}.amazonaws.com`,
        ),
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
