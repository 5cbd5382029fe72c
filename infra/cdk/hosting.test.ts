import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "./settings.js";
import { spaFallbackCode } from "./spa-fallback.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";

type Request = { uri: string };
const spaFallback = new Function(`${spaFallbackCode}; return handler;`)() as (event: {
  request: Request;
}) => Request;
const rewrite = (uri: string) => spaFallback({ request: { uri } }).uri;

describe("the SPA fallback (CloudFront Function)", () => {
  it("sends client routes to index.html", () => {
    expect(rewrite("/")).toBe("/index.html");
    expect(rewrite("/de/destinations/kenya")).toBe("/index.html");
    expect(rewrite("/fr/")).toBe("/index.html");
  });

  it("leaves files alone, so a missing file is a 404", () => {
    expect(rewrite("/assets/index-abc123.js")).toBe("/assets/index-abc123.js");
    expect(rewrite("/config.json")).toBe("/config.json");
    expect(rewrite("/missing.png")).toBe("/missing.png");
  });
});

describe("the site deployment", () => {
  const webDist = mkdtempSync(join(tmpdir(), "tembea-web-dist-"));
  let template: Template;
  let deployments: Record<string, { Properties: Record<string, unknown>; DependsOn?: string[] }>;

  beforeAll(() => {
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Tembea</title>");
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('tembea')");
    const app = testApp({ mailFrom: "no-reply@tembea.example" });
    // No endpoints: this file is about hosting, and bundling functions would only make it slow.
    const stack = new TembeaStack(app, "Tembea-hosting", {
      settings: readSettings(app.node),
      endpoints: [],
      webDist,
    });
    template = Template.fromStack(stack);
    deployments = template.findResources("Custom::CDKBucketDeployment") as typeof deployments;
  });

  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  /** The bucket deployment writing under a key prefix (undefined: the bucket's root). */
  const deployment = (prefix: string | undefined) => {
    const found = Object.entries(deployments).find(
      ([, d]) => d.Properties.DestinationBucketKeyPrefix === prefix,
    );
    if (!found) throw new Error(`no deployment to ${prefix ?? "the root"}`);
    const [id, resource] = found;
    return { id, properties: resource.Properties, dependsOn: resource.DependsOn ?? [] };
  };

  it("keeps hashed assets for a year and never prunes them", () => {
    expect(deployment("assets/").properties).toMatchObject({
      Prune: false,
      SystemMetadata: { "cache-control": "public, max-age=31536000, immutable" },
    });
  });

  it("uploads index.html and config.json afterwards, revalidated on every visit, and invalidates the cache", () => {
    const site = deployment(undefined);
    expect(site.properties).toMatchObject({
      Exclude: ["assets/*"],
      SystemMetadata: { "cache-control": "no-cache" },
      DistributionPaths: ["/*"],
    });
    expect(site.dependsOn).toContain(deployment("assets/").id);
  });

  it("writes config.json with the user pool and its web client, filled in at deploy time", () => {
    const [poolId] = Object.keys(template.findResources("AWS::Cognito::UserPool"));
    const [clientId] = Object.keys(template.findResources("AWS::Cognito::UserPoolClient"));
    // Sources: the build, then config.json whose markers CloudFormation replaces with the real ids.
    const [, configMarkers] = deployment(undefined).properties.SourceMarkers as [object, object];
    expect(Object.values(configMarkers)).toEqual(
      expect.arrayContaining([{ Ref: poolId }, { Ref: clientId }]),
    );
  });
});
