import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { contract } from "@tembea/shared";
import { Match, Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "./settings.js";
import { checkWithCdkNag } from "./tembea-app.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";
import {
  functionIdByDescription,
  inlineNestedStacks,
  policyStatementsOf,
  resourcesOf,
} from "./test-template.js";

describe("tour photos: the processing function", () => {
  let template: Template;
  let outdir: string;
  let fnId: string;
  let nagViolations: { rule: string; resources: string[] }[];

  beforeAll(() => {
    const app = testApp({ mailFrom: "no-reply@tembea.example", siteUrl: "https://tembea.example/" });
    // Only the photo endpoints: bundling every handler would only make it slow.
    const stack = new TembeaStack(app, "Tembea-photos", {
      settings: readSettings(app.node),
      endpoints: [contract.createTourPhotoUpload, contract.listTourPhotos, contract.deleteTourPhoto],
      webDist: join(import.meta.dirname, "no-web-build-here"),
    });
    checkWithCdkNag(app);
    const assembly = app.synth();
    outdir = assembly.directory;
    // Root and nested stacks as one: the photo endpoints' functions live in the agents' nested stack
    // (api-groups.ts), the processing function in the root.
    template = inlineNestedStacks(
      stack,
      outdir,
      Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template),
    );
    nagViolations = new AwsSolutionsChecks().validateScope(stack).violations.map((v) => ({
      rule: v.ruleName,
      resources: v.violatingResources.map((r) => r.constructPath ?? "?"),
    }));
    fnId = functionIdByDescription(template, /^processTourPhoto:/);
  }, 300_000);

  it("runs on Graviton with room for a 15 MB photo, five at a time at most", () => {
    expect(resourcesOf(template, "AWS::Lambda::Function")[fnId]?.Properties).toMatchObject({
      Architectures: ["arm64"],
      MemorySize: 1536,
      Timeout: 60,
      ReservedConcurrentExecutions: 5,
    });
  });

  it("ships sharp's linux-arm64 build beside the bundle (no Docker needed)", () => {
    // The code's S3 key is the asset hash; `cdk synth` writes the bundle to asset.<hash>/.
    const code = resourcesOf(template, "AWS::Lambda::Function")[fnId]?.Properties.Code as { S3Key: string };
    const dir = join(outdir, `asset.${code.S3Key.replace(/\.zip$/, "")}`);
    expect(existsSync(join(dir, "index.mjs"))).toBe(true);
    expect(readFileSync(join(dir, "index.mjs"), "utf8")).not.toContain("libvips");
    expect(existsSync(join(dir, "node_modules/sharp/package.json"))).toBe(true);
    expect(existsSync(join(dir, "node_modules/@img/sharp-linux-arm64/package.json"))).toBe(true);
    expect(existsSync(join(dir, "node_modules/@img/sharp-libvips-linux-arm64/package.json"))).toBe(true);
    expect(existsSync(join(dir, "node_modules/@img/sharp-linux-x64"))).toBe(false);
  });

  it("may only read and remove uploads under incoming/{tour-photos,agency-logos}/ and write their renderings under uploads/", () => {
    const s3 = policyStatementsOf(template, fnId).filter((s) => s.actions.some((a) => a.startsWith("s3:")));
    const grants = s3.map((s) => ({
      actions: [...s.actions].sort(),
      resources: JSON.stringify(s.resources),
    }));
    // CDK merges statements with the same actions: one per action set, each naming both prefixes.
    expect(grants).toHaveLength(2);
    const incoming = grants.find((g) => g.actions.join() === "s3:DeleteObject,s3:GetObject");
    const published = grants.find((g) => g.actions.join() === "s3:PutObject");
    for (const what of ["tour-photos", "agency-logos"]) {
      expect(incoming?.resources).toContain(`/incoming/${what}/*`);
      expect(published?.resources).toContain(`/uploads/${what}/*`);
    }
    expect(`${incoming?.resources}${published?.resources}`.match(/\/\*/g)).toHaveLength(4);
  });

  it("is started by the bucket for new objects under incoming/tour-photos/ and incoming/agency-logos/ only", () => {
    template.hasResourceProperties("Custom::S3BucketNotifications", {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: ["incoming/tour-photos/", "incoming/agency-logos/"].map((prefix) => ({
          Events: ["s3:ObjectCreated:*"],
          Filter: { Key: { FilterRules: [{ Name: "prefix", Value: prefix }] } },
          LambdaFunctionArn: { "Fn::GetAtt": [fnId, "Arn"] },
        })),
      },
    });
  });

  it("retries a failed photo twice, then keeps the event in a dead-letter queue that raises an alarm", () => {
    template.hasResourceProperties("AWS::Lambda::EventInvokeConfig", {
      FunctionName: { Ref: fnId },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    template.hasResourceProperties("AWS::CloudWatch::Alarm", {
      AlarmDescription: Match.stringLikeRegexp("tour photo upload failed processing"),
    });
  });

  it("gives the endpoints only their own prefix actions", () => {
    const s3Of = (id: string) =>
      policyStatementsOf(template, functionIdByDescription(template, new RegExp(`^${id}:`)))
        .filter((s) => s.actions.some((a) => a.startsWith("s3:")))
        .map((s) => ({ actions: [...s.actions].sort(), resources: JSON.stringify(s.resources) }));
    expect(s3Of("createTourPhotoUpload")).toEqual([
      { actions: ["s3:PutObject"], resources: expect.stringContaining("/incoming/tour-photos/*") },
    ]);
    expect(s3Of("listTourPhotos")).toEqual([]);
    const del = s3Of("deleteTourPhoto");
    expect([...new Set(del.flatMap((s) => s.actions))]).toEqual(["s3:DeleteObject"]);
    expect(del.map((s) => s.resources).join()).toMatch(/incoming\/tour-photos\/\*.*uploads\/tour-photos\/\*/);
  });

  it("passes cdk-nag's AwsSolutions checks", () => {
    expect(nagViolations, JSON.stringify(nagViolations, null, 2)).toEqual([]);
  });
});
