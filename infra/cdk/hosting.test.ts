import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { destinationSlugs } from "@tembea/shared";
import {
  prerenderedFile,
  prerenderedPagePaths,
  prerenderedUrlPaths,
} from "@tembea/shared/site/prerendered-pages";
import type { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "./settings.js";
import { notFoundHeader, notFoundStatusCode, spaFallbackCode } from "./spa-fallback.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";

type Request = {
  uri: string;
  cookies?: Record<string, { value: string }>;
  querystring?: Record<string, { value: string }>;
  headers?: Record<string, { value: string }>;
};
type Response = { statusCode: number; statusDescription?: string };
const spaFallback = new Function(`${spaFallbackCode}; return handler;`)() as (event: {
  request: Request;
}) => Request | { statusCode: number; statusDescription: string };
const notFoundStatus = new Function(`${notFoundStatusCode}; return handler;`)() as (event: {
  request: Request;
  response: Response;
}) => Response;
const rewrite = (uri: string, locale?: string, query: Record<string, string> = {}) =>
  (
    spaFallback({
      request: {
        uri,
        cookies: locale ? { tembea_locale: { value: locale } } : {},
        querystring: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }])),
      },
    }) as Request
  ).uri;

describe("the SPA fallback (CloudFront Function)", () => {
  it("sends client routes to index.html", () => {
    expect(rewrite("/de/account/trips")).toBe("/index.html");
    expect(rewrite("/group-tour/kenya-great-migration-safari")).toBe("/index.html");
    expect(rewrite("/fr/")).toBe("/index.html");
    expect(rewrite("/tailored-trips/kenya/request/travellers")).toBe("/index.html");
  });

  it("sends each prerendered page to the file the build wrote for it", () => {
    expect(prerenderedUrlPaths).toHaveLength(4 * prerenderedPagePaths.length);
    for (const path of prerenderedUrlPaths) expect(rewrite(path)).toBe(prerenderedFile(path));
    expect(rewrite("/")).toBe("/prerendered/index.html");
    expect(rewrite("/de")).toBe("/prerendered/de/index.html");
    expect(rewrite("/fr/tailored-trips/kenya/request/date")).toBe(
      "/prerendered/fr/tailored-trips/kenya/request/date/index.html",
    );
    expect(rewrite("/en/faq")).toBe("/prerendered/en/faq/index.html");
    // The build writes no file for a path with a trailing slash, nor for a language's home with one.
    expect(rewrite("/de/")).toBe("/index.html");
    expect(rewrite("/faq/")).toBe("/index.html");
  });

  it("gives the tour lists' prerendered HTML only to a URL without a query, which the build rendered", () => {
    expect(rewrite("/de/group-tours")).toBe("/prerendered/de/group-tours/index.html");
    expect(rewrite("/fr/group-tours/kenya")).toBe("/prerendered/fr/group-tours/kenya/index.html");
    expect(rewrite("/de/group-tours", undefined, { sort: "price" })).toBe("/index.html");
    expect(rewrite("/group-tours/kenya", undefined, { page: "2" })).toBe("/index.html");
    // Other pages read no query: a tracking parameter keeps their HTML.
    expect(rewrite("/de", undefined, { utm_source: "newsletter" })).toBe("/prerendered/de/index.html");
  });

  it("gives a visitor who chose German or French index.html for an English page, so no English paints first", () => {
    expect(rewrite("/", "de")).toBe("/index.html");
    expect(rewrite("/tailored-trips/kenya/request/date", "fr")).toBe("/index.html");
    expect(rewrite("/", "en")).toBe("/prerendered/index.html");
    expect(rewrite("/", "xx")).toBe("/prerendered/index.html");
    // A prefixed URL names its language: the cookie changes nothing.
    expect(rewrite("/de", "fr")).toBe("/prerendered/de/index.html");
    expect(rewrite("/en", "de")).toBe("/prerendered/en/index.html");
  });

  it("stays within CloudFront's 10 KB limit for a function", () => {
    expect(Buffer.byteLength(spaFallbackCode)).toBeLessThan(10 * 1024);
    expect(Buffer.byteLength(notFoundStatusCode)).toBeLessThan(10 * 1024);
  });

  it("answers 404 for a source map, even one an earlier deploy left in the bucket", () => {
    for (const uri of ["/assets/index-abc123.js.map", "/assets/index-abc123.css.map", "/assets/x.js.m%61p"]) {
      expect(spaFallback({ request: { uri } })).toEqual({ statusCode: 404, statusDescription: "Not Found" });
    }
    expect(rewrite("/assets/index-abc123.js")).toBe("/assets/index-abc123.js");
    expect(rewrite("/de/map")).toBe("/index.html");
  });

  it("leaves files alone, so a missing file is a 404", () => {
    expect(rewrite("/assets/index-abc123.js")).toBe("/assets/index-abc123.js");
    expect(rewrite("/config.json")).toBe("/config.json");
    expect(rewrite("/missing.png")).toBe("/missing.png");
  });
});

describe("the 404 status of paths that are no page (spec 8)", () => {
  /**
   * The status the viewer gets for a path S3 answers with 200: the viewer-request function's
   * request goes to the viewer-response function, as the request CloudFront hands it (`as`).
   */
  const status = (uri: string, as: "forwarded" | "viewer's" = "forwarded") => {
    const forwarded = spaFallback({ request: { uri, headers: {} } });
    if (!("uri" in forwarded)) return forwarded.statusCode;
    const request = as === "forwarded" ? forwarded : { uri, headers: {} };
    return notFoundStatus({ request, response: { statusCode: 200, statusDescription: "OK" } }).statusCode;
  };
  const unknown = [
    "/this/page/does-not-exist",
    "/de/nope",
    "/deutsch",
    "/Destinations",
    "/fr/destinations/kenya",
    "/group-tours/atlantis",
    "/de/tailored-trips/atlantis/request/date",
    "/tailored-trips/kenya",
    "/tailored-trips/kenya/request/nope",
    "/group-tour/Kenya_Safari",
    "/group-tour/kenya--safari",
    `/group-tour/${"a".repeat(81)}`,
    "/group-tour/kenya-great-migration-safari/nope",
    "/special-tour/kenya-gorillas/accommodation",
    "/account/trips/tour/123",
    "/fr/agent/requests/not-a-uuid",
    "/faq/more",
  ];
  const pages = [
    "/",
    "/de",
    "/fr/",
    "/en/faq",
    "/destinations/",
    "/review",
    ...destinationSlugs.map((slug) => `/fr/group-tours/${slug}`),
    "/de/tailored-trips/cote-d-ivoire/request",
    "/tailored-trips/kenya/request/summary",
    "/group-tour/kenya-great-migration-safari",
    `/group-tour/${"a".repeat(80)}`,
    "/de/group-tour/a-well-formed-id-the-api-does-not-know/dates",
    "/group-tour/thank-you",
    "/special-tour/kenya-gorillas/summary",
    "/account/trips/tour/0b5cadf0-1234-4abc-8def-0123456789ab",
    "/agent/requests/0B5CADF0-1234-4ABC-8DEF-0123456789AB",
  ];

  it("answers a path that is no page with index.html (the app's 404 page) and status 404", () => {
    for (const uri of unknown) {
      const forwarded = spaFallback({ request: { uri, headers: {} } }) as Request;
      expect(forwarded.uri, uri).toBe("/index.html");
      expect(forwarded.headers?.[notFoundHeader], uri).toEqual({ value: "1" });
      expect(status(uri), uri).toBe(404);
    }
  });

  it("decides the same from the viewer's own request, whichever request CloudFront hands the response function", () => {
    for (const uri of unknown) expect(status(uri, "viewer's"), uri).toBe(404);
    for (const uri of pages) expect(status(uri, "viewer's"), uri).toBe(200);
  });

  it("answers every page of the route table, prerendered or not, with 200: a well-formed id is the API's to know", () => {
    for (const uri of [...pages, ...prerenderedUrlPaths]) expect(status(uri), uri).toBe(200);
  });

  it("leaves files alone, and only turns a 200 into a 404", () => {
    for (const uri of ["/assets/index-abc123.js", "/config.json", "/favicon.ico"])
      expect(status(uri)).toBe(200);
    const request = { uri: "/index.html", headers: { [notFoundHeader]: { value: "1" } } };
    expect(notFoundStatus({ request, response: { statusCode: 304 } }).statusCode).toBe(304);
    expect(
      notFoundStatus({ request: { uri: "/missing.png" }, response: { statusCode: 404 } }).statusCode,
    ).toBe(404);
  });
});

describe("the site deployment", () => {
  const webDist = mkdtempSync(join(tmpdir(), "tembea-web-dist-"));
  let template: Template;
  let deployments: Record<string, { Properties: Record<string, unknown>; DependsOn?: string[] }>;
  let app: App;

  beforeAll(() => {
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Tembea</title>");
    mkdirSync(join(webDist, "assets"));
    writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('tembea')");
    // The build writes its source maps beside the chunks (web/vite.config.ts).
    writeFileSync(join(webDist, "assets", "index-abc123.js.map"), '{"version":3,"sources":["app.tsx"]}');
    writeFileSync(join(webDist, "stray.js.map"), "{}");
    app = testApp({ mailFrom: "no-reply@tembea.example" });
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
      Exclude: ["assets/*", "*.map"],
      SystemMetadata: { "cache-control": "no-cache" },
      DistributionPaths: ["/*"],
    });
    expect(site.dependsOn).toContain(deployment("assets/").id);
  });

  it("uploads no source map: none in the staged assets, none synced", () => {
    for (const prefix of ["assets/", undefined]) {
      const { properties } = deployment(prefix);
      expect(properties.Exclude).toContain("*.map");
      const zips = (properties.SourceObjectKeys as unknown[]).filter(
        (k): k is string => typeof k === "string",
      );
      expect(zips.length).toBeGreaterThan(0);
      for (const zip of zips) {
        const staged = readdirSync(join(app.outdir, `asset.${zip.replace(/\.zip$/, "")}`), {
          recursive: true,
        }).map(String);
        expect(staged.length).toBeGreaterThan(0);
        expect(staged.filter((file) => file.endsWith(".map"))).toEqual([]);
      }
    }
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
