import { profileImagePrefixes, uploadsBucketVariable } from "@tembea/functions/storage/uploads-bucket";
import { contract } from "@tembea/shared";
import {
  aws_cloudfront as cloudfront,
  Duration,
  aws_cloudfront_origins as origins,
  RemovalPolicy,
  aws_s3 as s3,
} from "aws-cdk-lib";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
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
  }

  /**
   * Gives the two profile image use cases the bucket's name and only the object actions they need:
   * the upload slot signs PUTs into incoming/; setting the image reads and removes what arrived
   * there, and publishes under uploads/ (removing the image it replaces).
   */
  grantProfileImages(functions: ReadonlyMap<string, NodejsFunction>): void {
    const { incoming, published } = profileImagePrefixes;
    const upload = functions.get(contract.createProfileImageUpload.id);
    if (upload) {
      upload.addEnvironment(uploadsBucketVariable, this.bucket.bucketName);
      this.bucket.grantPut(upload, `${incoming}*`);
    }
    const set = functions.get(contract.setProfileImage.id);
    if (set) {
      set.addEnvironment(uploadsBucketVariable, this.bucket.bucketName);
      // Read includes ListBucket, so a missing upload answers 404 (not 403) to HeadObject.
      this.bucket.grantRead(set, `${incoming}*`);
      this.bucket.grantDelete(set, `${incoming}*`);
      this.bucket.grantPut(set, `${published}*`);
      this.bucket.grantDelete(set, `${published}*`);
    }
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
