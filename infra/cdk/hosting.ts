import { existsSync } from "node:fs";
import { join } from "node:path";
import { renderPageHeader, tourFrameHeader } from "@tembea/shared/site/edge-headers";
import { renderedTourPageMaxAgeSeconds, rendererPathPatterns } from "@tembea/shared/site/prerendered-pages";
import {
  Annotations,
  aws_certificatemanager as acm,
  type aws_apigatewayv2 as apigw,
  aws_cloudfront as cloudfront,
  Duration,
  type aws_lambda as lambda,
  aws_logs as logs,
  aws_cloudfront_origins as origins,
  RemovalPolicy,
  Stack,
  aws_s3 as s3,
  aws_s3_deployment as s3deploy,
} from "aws-cdk-lib";
import { Construct } from "constructs";
import { edgeCachedPaths, longestEdgeMaxAge } from "./edge-cache.js";
import { securityHeadersPolicy } from "./security-headers.js";
import { notFoundStatusCode, spaFallbackCode } from "./spa-fallback.js";
import type { StageProfile } from "./stages.js";

export interface HostingProps {
  api: apigw.IHttpApi;
  /** The tour pages that exist (tour-pages.ts), which both functions read. */
  tourPages: cloudfront.IKeyValueStore;
  /** The built SPA (web/dist). Deployed only when it exists, so synth and tests need no web build. */
  webDist: string;
  /** Written to /config.json next to the SPA: where Cognito is, as the local twin serves it. */
  runtimeConfig: Record<string, unknown>;
  domain?: { name: string; certificateArn: string };
  profile: StageProfile;
  /**
   * The tour-page renderer's function URL (tour-page-renderer.ts), which the tour paths' behaviours
   * reach; without it (no web build at synth) the bucket's frames serve them, as before it existed.
   */
  tourPageRenderer?: lambda.IFunctionUrl;
}

/**
 * How long CloudFront keeps an error the API answered with: a 5xx (it ignores `no-store` on one) for
 * 5 s, enough to spare a failing function a crowd, short enough that a recovery shows at once.
 * A 404 says `no-store`, which CloudFront obeys for it: a tour published a second later is found.
 */
export const serverErrorCachingSeconds = 5;

/** The build's source maps (web/vite.config.ts writes them "hidden"): never uploaded. */
const sourceMaps = "*.map";

/** One origin for the browser: the SPA from S3, /api/* from the HTTP API. */
export class Hosting extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The security headers every behavior answers with (CSP, HSTS, nosniff, no framing). */
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: HostingProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Rebuilt from source on each deploy, so a dev stack takes it along; prod keeps it, because
    // browsers still running an older build load their hashed chunks from it.
    this.bucket = new s3.Bucket(this, "Bucket", {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: props.profile.removalPolicy,
      autoDeleteObjects: !props.profile.production,
    });

    const headers = securityHeadersPolicy(this, "SecurityHeaders");
    this.headersPolicy = headers;
    const spaFallback = new cloudfront.Function(this, "SpaFallback", {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaFallbackCode),
      comment: "Client routes (no file extension) get index.html",
      keyValueStore: props.tourPages,
    });
    const notFoundStatus = new cloudfront.Function(this, "NotFoundStatus", {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(notFoundStatusCode),
      comment: "Paths that are no page of the site answer 404",
      keyValueStore: props.tourPages,
    });
    const apiOrigin = new origins.HttpOrigin(
      `${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
      { protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY },
    );

    // LIST lets S3 answer 404 rather than 403 for a missing file.
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });

    const catalogue = this.catalogueBehaviors(apiOrigin, headers);
    const siteFunctions: cloudfront.FunctionAssociation[] = [
      { eventType: cloudfront.FunctionEventType.VIEWER_REQUEST, function: spaFallback },
      { eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE, function: notFoundStatus },
    ];
    const tourPages = props.tourPageRenderer
      ? this.tourPageBehaviors(props.tourPageRenderer, headers, siteFunctions)
      : {};

    this.distribution = new cloudfront.Distribution(this, "Distribution", {
      comment: `Tembea ${stack.stackName}`,
      defaultRootObject: "index.html",
      // PRICE_CLASS_200 adds the African edges (South Africa, Kenya, Nigeria, Egypt) to Europe's.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: acm.Certificate.fromCertificateArn(this, "Certificate", props.domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: siteFunctions,
      },
      // CloudFront tries behaviours in this order: the API's description before the API.
      additionalBehaviors: {
        // The OpenAPI document is a file of the site (the web build writes it from the contract,
        // scripts/openapi-file.ts), not a Lambda: at about 1 MB it is far over a function's answer budget,
        // and it changes only with a deploy. CloudFront compresses it (about 50 KB gzip).
        "/api/openapi.json": {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
        // The catalogue's answers, the same for every visitor, cached at the edge (edge-cache.ts).
        ...catalogue,
        "/api/*": {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Nothing cached here: the other answers are private or marked for the browser alone.
          // With caching disabled this policy also forwards the Authorization header.
          // CloudFront compresses nothing here (it refuses gzip/brotli on a policy with TTLs 0): the
          // handlers compress their own answers; Accept-Encoding reaches them with the viewer's headers.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
        // Every path under a tour kind, to the renderer (tour-page-renderer.ts).
        ...tourPages,
      },
      errorResponses: [500, 502, 503, 504].map((httpStatus) => ({
        httpStatus,
        ttl: Duration.seconds(serverErrorCachingSeconds),
      })),
    });

    // The risk it warns about is listing the bucket at "/"; defaultRootObject serves index.html there.
    Annotations.of(this.distribution).acknowledgeWarning(
      "@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk",
      "defaultRootObject is set",
    );

    if (existsSync(props.webDist)) this.deploySite(props.webDist, props.runtimeConfig, props.profile);
  }

  /**
   * A behaviour per path of the catalogue, ahead of `/api/*`, all with one cache policy keyed on the
   * whole query string, no cookie and no header (so no Authorization: no cached endpoint needs one,
   * edgeCachedPaths checks), Accept-Encoding aside, normalised to gzip/br so one copy per encoding is
   * kept. No origin request policy either: the function sees exactly the key, so an answer can never
   * depend on something the key leaves out. The whole query, not the names the schemas accept: the
   * schemas are strict, so a name they do not know reaches the function and is answered 400 as the
   * twin answers it, where a list of names would have dropped it at the edge and answered 200
   * (docs/decisions/0029-catalogue-cached-at-the-edge.md). TTLs: minimum 0 (a `no-store` answer is
   * not kept), default 0 (nor one that says nothing), maximum the longest `maxAge` the contract
   * declares (the header decides; a wrong one is capped). One policy of the account's 20.
   */
  private catalogueBehaviors(
    apiOrigin: cloudfront.IOrigin,
    headers: cloudfront.IResponseHeadersPolicy,
  ): Record<string, cloudfront.BehaviorOptions> {
    const paths = edgeCachedPaths();
    const cachePolicy = new cloudfront.CachePolicy(this, "CatalogueCache", {
      comment: "Catalogue answers: path and whole query string (their schemas refuse unknown names)",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(longestEdgeMaxAge()),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    return Object.fromEntries(
      paths.map((path) => [
        path.pathPattern,
        {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: path.readOnly
            ? cloudfront.AllowedMethods.ALLOW_GET_HEAD
            : cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy,
          compress: true,
          responseHeadersPolicy: headers,
        } satisfies cloudfront.BehaviorOptions,
      ]),
    );
  }

  /**
   * A behaviour per tour path pattern (`rendererPathPatterns`: every path under a tour kind, in
   * each language) to the tour-page renderer, through origin access control (CloudFront signs, the
   * function URL takes nothing unsigned). The site's two functions run here as on the bucket's
   * behaviour: the viewer-request one names the file (a tour page's frame, or index.html for its
   * steps, and for a tour the store does not hold, marked for the 404) and, for a tour page, its
   * path in `renderPageHeader`, which the renderer renders in the frame's place. The cache key is
   * that file and that header: one entry per tour page and language, nothing of the viewer's
   * (no cookie, no query: the page reads neither on its first render, and the renderer never sees
   * them). TTLs: minimum and default 0 (the frame and index.html say `no-cache`, so a page the
   * renderer could not render is asked again), maximum what a rendered page says it may be kept.
   */
  private tourPageBehaviors(
    rendererUrl: lambda.IFunctionUrl,
    headers: cloudfront.IResponseHeadersPolicy,
    functionAssociations: cloudfront.FunctionAssociation[],
  ): Record<string, cloudfront.BehaviorOptions> {
    const origin = origins.FunctionUrlOrigin.withOriginAccessControl(rendererUrl);
    const cachePolicy = new cloudfront.CachePolicy(this, "TourPageCache", {
      comment: "Tour pages rendered with their tour: the file the function chose and the page's path",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(renderedTourPageMaxAgeSeconds),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList(renderPageHeader),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The frame's header reaches the renderer without keying the cache: a frame is never kept.
    const originRequestPolicy = new cloudfront.OriginRequestPolicy(this, "TourPageOrigin", {
      comment: "Tour pages: the header naming a page to serve as its frame (never cached)",
      headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(tourFrameHeader),
      queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
      cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
    });
    return Object.fromEntries(
      rendererPathPatterns.map((pattern) => [
        pattern,
        {
          origin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy,
          originRequestPolicy,
          compress: true,
          responseHeadersPolicy: headers,
          functionAssociations,
        } satisfies cloudfront.BehaviorOptions,
      ]),
    );
  }

  /**
   * Two uploads: the content-hashed assets are immutable and never pruned, so a browser still running
   * the previous index.html can load its lazy page chunks; everything else (index.html, config.json)
   * is revalidated on every visit and uploaded after the assets it points to.
   */
  private deploySite(webDist: string, runtimeConfig: Record<string, unknown>, profile: StageProfile): void {
    // The upload handler is one function shared by both deployments, so they share its log group.
    const logGroup = new logs.LogGroup(this, "DeployLogs", {
      retention: profile.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const assetsDir = join(webDist, "assets");
    const assets = existsSync(assetsDir)
      ? new s3deploy.BucketDeployment(this, "DeployAssets", {
          // The build writes source maps beside the chunks for our own debugging; served, they
          // would hand out the sources. Left out of the asset, and out of the sync should one slip in.
          sources: [s3deploy.Source.asset(assetsDir, { exclude: [sourceMaps] })],
          destinationBucket: this.bucket,
          destinationKeyPrefix: "assets/",
          exclude: [sourceMaps],
          prune: false,
          logGroup,
          cacheControl: [
            s3deploy.CacheControl.setPublic(),
            s3deploy.CacheControl.maxAge(Duration.days(365)),
            s3deploy.CacheControl.immutable(),
          ],
        })
      : undefined;

    const site = new s3deploy.BucketDeployment(this, "DeploySite", {
      sources: [
        s3deploy.Source.asset(webDist, { exclude: ["assets", sourceMaps] }),
        s3deploy.Source.jsonData("config.json", runtimeConfig),
      ],
      destinationBucket: this.bucket,
      logGroup,
      exclude: ["assets/*", sourceMaps],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ["/*"],
    });
    if (assets) site.node.addDependency(assets);
  }
}
