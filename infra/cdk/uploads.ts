import {
  agencyLogoPrefixes,
  profileImagePrefixes,
  tourPhotoPrefixes,
  uploadsBucketVariable,
} from "@tembea/functions/core/storage/uploads-bucket";
import {
  aws_cloudfront as cloudfront,
  Duration,
  aws_iam as iam,
  type aws_lambda as lambda,
  Names,
  aws_cloudfront_origins as origins,
  RemovalPolicy,
  Stack,
  aws_s3 as s3,
  Validations,
} from "aws-cdk-lib";
import { Construct } from "constructs";

export interface UploadsProps {
  /** The site's origin: the browser PUTs to the bucket from there (CORS). */
  siteUrl: string;
}

/**
 * Users' uploads (profile images). The bucket is private: the browser writes to it only through a
 * presigned PUT that a handler signed for one key, type and size, and reads it only through
 * CloudFront at /uploads/* (origin access control), on the site's own origin. Serving through
 * CloudFront rather than with presigned GETs keeps image URLs stable (the header's avatar, cached
 * profiles) and cacheable at the edge: each image has its own unguessable key and never changes.
 */
export class Uploads extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: UploadsProps) {
    super(scope, id);
    this.bucket = new s3.Bucket(this, "Bucket", {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // Users' own files: not rebuilt from source, so they stay when the stack goes.
      removalPolicy: RemovalPolicy.RETAIN,
      cors: [
        {
          allowedOrigins: [new URL(props.siteUrl).origin],
          allowedMethods: [s3.HttpMethods.PUT],
          allowedHeaders: ["content-type"],
          maxAge: 600,
        },
      ],
      lifecycleRules: [
        // An upload nobody made their profile image within a day is dropped.
        { id: "UnusedUploads", prefix: "incoming/", expiration: Duration.days(1) },
        { id: "AbortedMultipart", abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    Validations.of(this.bucket).acknowledge({
      id: "AwsSolutions-S1",
      reason:
        "Writes come only through presigned PUTs whose signing Lambda logs the caller, reads only through CloudFront; a log bucket of its own would add cost without a question it answers",
    });
  }

  /**
   * Gives a profile image use case the bucket's name and named object actions on its prefixes only:
   * "upload" signs PUTs into incoming/; "publish" reads and removes what arrived there, and writes
   * or removes images under uploads/ (the one it replaces).
   */
  grantProfileImages(fn: lambda.Function, use: "upload" | "publish"): void {
    const { incoming, published } = profileImagePrefixes;
    fn.addEnvironment(uploadsBucketVariable, this.bucket.bucketName);
    // Named actions only (grantPut/grantRead would add s3:Abort*, GetObject* and the like).
    const allow = (actions: string[], prefix: string) => {
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions, resources: [this.bucket.arnForObjects(`${prefix}*`)] }),
      );
      // Keys are random per user and upload (functions/src/core/storage/profile-image-keys.ts), so the
      // grant can only be a prefix: acknowledged for exactly that prefix.
      Validations.of(fn.role ?? fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${this.bucketArnAsSeenBy(fn)}>/${prefix}*]`,
        reason:
          "Object keys are random per upload; the grant is limited to the one prefix this use case works in",
      });
    };
    if (use === "upload") {
      allow(["s3:PutObject"], incoming);
      return;
    }
    allow(["s3:GetObject", "s3:DeleteObject"], incoming);
    allow(["s3:PutObject", "s3:DeleteObject"], published);
    // ListBucket on the incoming prefix only, so a missing upload answers 404 (not 403) to HeadObject.
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ["s3:ListBucket"],
        resources: [this.bucket.bucketArn],
        conditions: { StringLike: { "s3:prefix": [`${incoming}*`] } },
      }),
    );
  }

  /**
   * Gives a tour photo use case the bucket's name and named object actions on the tour photo
   * prefixes only: "upload" signs PUTs into incoming/tour-photos/; "delete" removes a photo's upload
   * and renderings; "process" reads and removes uploads and writes renderings (never deletes one).
   */
  grantTourPhotos(fn: lambda.Function, use: "upload" | "delete" | "process"): void {
    this.grantPrefixes(fn, tourPhotoPrefixes, use, "tour photo");
  }

  /**
   * The same for agency logos (incoming/agency-logos/, uploads/agency-logos/): "upload" signs PUTs of
   * the admin's logo; "process" is the tour photo function, which renders logos too.
   */
  grantAgencyLogos(fn: lambda.Function, use: "upload" | "process"): void {
    this.grantPrefixes(fn, agencyLogoPrefixes, use, "agency logo");
  }

  private grantPrefixes(
    fn: lambda.Function,
    { incoming, published }: { incoming: string; published: string },
    use: "upload" | "delete" | "process",
    what: string,
  ): void {
    fn.addEnvironment(uploadsBucketVariable, this.bucket.bucketName);
    const grants: Record<typeof use, [string[], string][]> = {
      upload: [[["s3:PutObject"], incoming]],
      delete: [
        [["s3:DeleteObject"], incoming],
        [["s3:DeleteObject"], published],
      ],
      process: [
        [["s3:GetObject", "s3:DeleteObject"], incoming],
        [["s3:PutObject"], published],
      ],
    };
    for (const [actions, prefix] of grants[use]) {
      fn.addToRolePolicy(
        new iam.PolicyStatement({ actions, resources: [this.bucket.arnForObjects(`${prefix}*`)] }),
      );
      Validations.of(fn.role ?? fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${this.bucketArnAsSeenBy(fn)}>/${prefix}*]`,
        reason: `Upload ids are random per upload; the grant is limited to the ${what} prefix this use case works in`,
      });
    }
  }

  /**
   * How the bucket's ARN reads in fn's template, as cdk-nag names it in a finding: the bucket's own
   * attribute in this stack, or in a nested stack (the API's endpoints: api.ts) the parameter CDK
   * passes it through, which CDK names after the bucket's path (aws-cdk-lib core/lib/private/refs.ts).
   * Any grant on this bucket to an endpoint's function acknowledges its prefix finding with it.
   */
  bucketArnAsSeenBy(fn: lambda.Function): string {
    const bucket = this.bucket.node.defaultChild as s3.CfnBucket;
    return Stack.of(fn) === Stack.of(this)
      ? `${Stack.of(this).getLogicalId(bucket)}.Arn`
      : `referenceto${Names.nodeUniqueId(bucket.node)}Arn`;
  }

  /** Serves published uploads at /uploads/* on the site's distribution; incoming/ is not reachable. */
  serveThrough(
    distribution: cloudfront.Distribution,
    headersPolicy: cloudfront.IResponseHeadersPolicy,
  ): void {
    distribution.addBehavior(
      "/uploads/*",
      origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
        originAccessLevels: [cloudfront.AccessLevel.READ],
      }),
      {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        // nosniff matters here: an image is served with the type it was checked to be, never guessed.
        responseHeadersPolicy: headersPolicy,
      },
    );
  }
}
