import { join } from "node:path";
import { contract } from "@tembea/shared";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "./settings.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";
import { inlineNestedStacks } from "./test-template.js";

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = { Action: string | string[]; Effect: string; Resource: unknown };

describe("the uploads bucket", () => {
  let template: Template;
  let resources: Record<string, Resource>;
  let bucketId: string;

  beforeAll(() => {
    const app = testApp({
      mailFrom: "no-reply@tembea.example",
      siteUrl: "https://tembea.example/",
      // Nothing here reads a function's code: bundling each with esbuild would be all the time spent.
      "aws:cdk:bundling-stacks": [],
    });
    // Only the endpoints this is about: bundling every handler would only make it slow.
    const stack = new TembeaStack(app, "Tembea-uploads", {
      settings: readSettings(app.node),
      endpoints: [contract.createProfileImageUpload, contract.setProfileImage, contract.getMyProfile],
      webDist: join(import.meta.dirname, "no-web-build-here"),
    });
    // The endpoints' functions live in a nested stack (api-groups.ts): read the stack as one template.
    const assembly = app.synth();
    template = inlineNestedStacks(
      stack,
      assembly.directory,
      Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template),
    );
    resources = template.toJSON().Resources;
    const corsBuckets = template.findResources("AWS::S3::Bucket", {
      Properties: { CorsConfiguration: Match.anyValue() },
    });
    expect(Object.keys(corsBuckets)).toHaveLength(1);
    bucketId = Object.keys(corsBuckets)[0] as string;
  }, 120_000);

  const functionFor = (id: string): [string, Resource] => {
    const found = Object.entries(resources).find(
      ([, r]) => r.Type === "AWS::Lambda::Function" && String(r.Properties.Description).startsWith(`${id}:`),
    );
    if (!found) throw new Error(`no function for ${id}`);
    return found;
  };

  /** The S3 statements of the policies attached to a function's role. */
  const s3Statements = (id: string): Statement[] => {
    const [, fn] = functionFor(id);
    const roleId = (fn.Properties.Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
    return Object.values(resources)
      .filter(
        (r) =>
          r.Type === "AWS::IAM::Policy" &&
          JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
      )
      .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((s) => [s.Action].flat().some((a) => a.startsWith("s3:")));
  };
  /** Every object pattern the statements allow `action` on (bucket-level resources left out). */
  const objectPatterns = (statements: Statement[], action: string) =>
    statements
      .filter((s) =>
        [s.Action].flat().some((a) => a === action || (a.endsWith("*") && action.startsWith(a.slice(0, -1)))),
      )
      .flatMap((s) => [s.Resource].flat().map((r) => JSON.stringify(r)))
      .filter((r) => r.includes("/"));

  it("is private, encrypted, TLS only and kept when the stack goes", () => {
    const bucket = resources[bucketId] as Resource;
    expect(bucket.DeletionPolicy).toBe("Retain");
    expect(bucket.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } }],
      },
    });
    template.hasResourceProperties("AWS::S3::BucketPolicy", {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: "Deny", Condition: { Bool: { "aws:SecureTransport": "false" } } }),
        ]),
      },
    });
  });

  it("takes browser PUTs from the site only, and drops uploads never used within a day", () => {
    expect((resources[bucketId] as Resource).Properties).toMatchObject({
      CorsConfiguration: {
        CorsRules: [
          {
            AllowedMethods: ["PUT"],
            AllowedOrigins: ["https://tembea.example"],
            AllowedHeaders: ["content-type"],
          },
        ],
      },
      LifecycleConfiguration: {
        Rules: expect.arrayContaining([
          expect.objectContaining({ Prefix: "incoming/", ExpirationInDays: 1, Status: "Enabled" }),
        ]),
      },
    });
  });

  it("gives only the profile image functions the bucket, each with just its prefixes", () => {
    const upload = s3Statements(contract.createProfileImageUpload.id);
    expect(objectPatterns(upload, "s3:PutObject")).toEqual([
      expect.stringContaining("/incoming/profile-images/*"),
    ]);
    expect(objectPatterns(upload, "s3:GetObject")).toEqual([]);
    expect(objectPatterns(upload, "s3:DeleteObject")).toEqual([]);

    const set = s3Statements(contract.setProfileImage.id);
    expect(objectPatterns(set, "s3:GetObject")).toEqual([
      expect.stringContaining("/incoming/profile-images/*"),
    ]);
    expect(objectPatterns(set, "s3:PutObject")).toEqual([
      expect.stringContaining("/uploads/profile-images/*"),
    ]);
    expect(objectPatterns(set, "s3:DeleteObject").sort()).toEqual([
      expect.stringContaining("/incoming/profile-images/*"),
      expect.stringContaining("/uploads/profile-images/*"),
    ]);
    expect(s3Statements(contract.getMyProfile.id)).toEqual([]);

    for (const id of [contract.createProfileImageUpload.id, contract.setProfileImage.id]) {
      const [, fn] = functionFor(id);
      expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
        UPLOADS_BUCKET: { Ref: bucketId },
      });
    }
  });

  it("serves /uploads/* through CloudFront with origin access control, read only", () => {
    const distribution = Object.values(
      template.findResources("AWS::CloudFront::Distribution"),
    )[0] as Resource;
    const config = distribution.Properties.DistributionConfig as {
      CacheBehaviors: Array<{ PathPattern: string; TargetOriginId: string; AllowedMethods: string[] }>;
      Origins: Array<{ Id: string; DomainName: unknown; OriginAccessControlId?: unknown }>;
    };
    const behavior = config.CacheBehaviors.find((b) => b.PathPattern === "/uploads/*");
    expect(behavior?.AllowedMethods).toEqual(["GET", "HEAD"]);
    const [headersId] = Object.keys(template.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    expect(behavior).toMatchObject({ ResponseHeadersPolicyId: { Ref: headersId } });
    const origin = config.Origins.find((o) => o.Id === behavior?.TargetOriginId);
    expect(origin?.DomainName).toEqual({ "Fn::GetAtt": [bucketId, "RegionalDomainName"] });
    expect(origin?.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties("AWS::S3::BucketPolicy", {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Allow",
            Action: "s3:GetObject",
            Principal: { Service: "cloudfront.amazonaws.com" },
          }),
        ]),
      },
    });
  });

  it("lets the browser's CSP reach the regional S3 host for presigned uploads", () => {
    const policies = Object.values(template.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      const csp = JSON.stringify(
        (policy as Resource).Properties.ResponseHeadersPolicyConfig as Record<string, unknown>,
      );
      expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\.[^ ]+ https:\/\/\*\.s3\./);
    }
  });
});
