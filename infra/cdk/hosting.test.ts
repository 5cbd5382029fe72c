import { execFile } from "node:child_process";
import { createECDH, createPublicKey, verify } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { Sha256 } from "@aws-crypto/sha256-js";
import { SignatureV4a } from "@aws-sdk/signature-v4a";
import { buildPath, currencyCookie, destinationSlugs, endpoints, pathParameterNames } from "@tembea/shared";
import { catalogueCache } from "@tembea/shared/contract/edge-cache";
import {
  prerenderedFile,
  prerenderedPagePaths,
  prerenderedUrlPaths,
  renderedTourPageMaxAgeSeconds,
  rendererApiOriginVariable,
  rendererPathPatterns,
  tourFrameFile,
} from "@tembea/shared/site/prerendered-pages";
import type { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchesPathPattern } from "./edge-cache.js";
import { tourPagesActions } from "./grants.js";
import { serverErrorCachingSeconds } from "./hosting.js";
import { permissionsFor } from "./permissions.js";
import { readSettings } from "./settings.js";
import {
  cloudFrontImport,
  notFoundHeader,
  notFoundStatusCode,
  renderPageHeader,
  runCloudFrontFunction,
  spaFallbackCode,
  tourFrameHeader,
} from "./spa-fallback.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";
import { functionIdByDescription, policyStatementsOf, type Resource, resourcesOf } from "./test-template.js";

const execFileAsync = promisify(execFile);

/** The Authorization a request that arrived would carry, signed with the test's credentials at its own date. */
/**
 * Whether a request the store's stand-in received carries a valid SigV4A signature of what arrived:
 * the SDK's own signer signs it again (path, query, headers, the body's hash), giving the same
 * Authorization up to the signature, and the signature sent verifies under the public key of the
 * signing key the SDK derived. ECDSA in OpenSSL draws a random nonce (native-signature.ts), so the
 * two signatures differ; what they sign may not.
 */
async function signedAsReceived(request: IncomingMessage, body: string): Promise<boolean> {
  const url = new URL(request.url ?? "", "http://x");
  const authorization = request.headers.authorization ?? "";
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(";") ?? [];
  // The payload's hash is left for the signer to compute from the body that arrived.
  const headers = Object.fromEntries(
    signedHeaders
      .filter((name) => name !== "x-amz-content-sha256")
      .map((name) => [name, String(request.headers[name])]),
  );
  const date = String(request.headers["x-amz-date"]);
  const signer = new SignatureV4a({
    credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret", sessionToken: "session" },
    region: "*",
    service: "cloudfront-keyvaluestore",
    sha256: Sha256,
  });
  let signing: { scalar: Uint8Array; stringToSign: string } | undefined;
  const sdkSignature = (signer as unknown as { getSignature: (k: Uint8Array, s: string) => Promise<string> })
    .getSignature;
  Object.assign(signer, {
    getSignature: (scalar: Uint8Array, stringToSign: string) => {
      signing = { scalar, stringToSign };
      return sdkSignature.call(signer, scalar, stringToSign);
    },
  });
  const signed = await signer.sign(
    {
      method: request.method ?? "GET",
      protocol: "http:",
      hostname: String(request.headers.host).split(":")[0] ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      ...(body ? { body } : {}),
    },
    {
      signingDate: new Date(
        date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
      ),
    },
  );
  const withoutSignature = (a: string) => a.replace(/Signature=[0-9a-f]+$/, "");
  if (!signing || withoutSignature(String(signed.headers.authorization)) !== withoutSignature(authorization))
    return false;
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(signing.scalar);
  const point = ecdh.getPublicKey();
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signature = Buffer.from(/Signature=([0-9a-f]+)$/.exec(authorization)?.[1] ?? "", "hex");
  return verify(
    "sha256",
    Buffer.from(signing.stringToSign),
    { key: publicKey, dsaEncoding: "der" },
    signature,
  );
}

type Request = {
  uri: string;
  cookies?: Record<string, { value: string }>;
  querystring?: Record<string, { value: string }>;
  headers?: Record<string, { value: string }>;
};
type Response = {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
};
/**
 * The store of tour pages (CloudFront's KeyValueStore, tour-pages.ts) as the tests hold it: these
 * tours' keys, and every key asked.
 */
const tourPageKeys = new Set([
  "group-tour/kenya-great-migration-safari",
  `group-tour/${"a".repeat(80)}`,
  "special-tour/kenya-gorillas",
]);
const asked: string[] = [];
const store = {
  exists: async (key: string) => {
    asked.push(key);
    return tourPageKeys.has(key);
  },
};
type RequestResult = Request | { statusCode: number; statusDescription: string };
const spaFallback = runCloudFrontFunction<{ request: Request }, RequestResult>(spaFallbackCode, store);
const notFoundStatus = runCloudFrontFunction<{ request: Request; response: Response }, Response>(
  notFoundStatusCode,
  store,
);
const rewrite = async (uri: string, locale?: string, query: Record<string, string> = {}) =>
  (
    (await spaFallback({
      request: {
        uri,
        cookies: locale ? { tembea_locale: { value: locale } } : {},
        querystring: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, { value }])),
      },
    })) as Request
  ).uri;

describe("the SPA fallback (CloudFront Function)", async () => {
  it("sends client routes to index.html", async () => {
    expect(await rewrite("/de/account/trips")).toBe("/index.html");
    expect(await rewrite("/group-tour/kenya-great-migration-safari/dates")).toBe("/index.html");
    expect(await rewrite("/tailored-trips/kenya/request/travellers")).toBe("/index.html");
  });

  it("sends an address with a trailing slash to the page's own address (301), where its HTML is", async () => {
    const answer = (uri: string, query: Record<string, { value: string }> = {}) =>
      spaFallback({ request: { uri, cookies: {}, querystring: query } });
    const movedTo = (location: string) => ({
      statusCode: 301,
      statusDescription: "Moved Permanently",
      headers: { location: { value: location } },
    });
    expect(await answer("/de/")).toEqual(movedTo("/de"));
    expect(await answer("/fr/faq/")).toEqual(movedTo("/fr/faq"));
    expect(await answer("/group-tours/kenya//")).toEqual(movedTo("/group-tours/kenya"));
    expect(await answer("/group-tour/kenya-great-migration-safari/")).toEqual(
      movedTo("/group-tour/kenya-great-migration-safari"),
    );
    // Never to another site: "//host" is a whole address to a browser (and "/\\host" to some). A
    // path that is no page is answered as one (404), not sent on first.
    expect(await rewrite("//evil.example/")).toBe("/index.html");
    expect(await rewrite("/\\evil.example/")).toBe("/index.html");
    expect(await rewrite("/faq/more/")).toBe("/index.html");
    // With a query, served as before: the app reads the path without the slash alike.
    expect(await rewrite("/fr/", undefined, { utm_source: "x" })).toBe("/index.html");
    expect(await rewrite("/")).toBe("/prerendered/index.html");
  });

  it("sends a tour page of a tour the store holds to its kind's frame in its language", async () => {
    expect(await rewrite("/group-tour/kenya-great-migration-safari")).toBe(tourFrameFile("", "group-tour"));
    expect(await rewrite("/de/special-tour/kenya-gorillas")).toBe("/prerendered/de/special-tour/index.html");
    expect(await rewrite("/en/group-tour/kenya-great-migration-safari")).toBe(
      "/prerendered/en/group-tour/index.html",
    );
    // Its steps and the pages beside it are other pages; a visitor who chose German goes there first.
    expect(await rewrite("/de/group-tour/kenya-great-migration-safari/travellers")).toBe("/index.html");
    expect(await rewrite("/group-tour/thank-you")).toBe("/index.html");
    expect(await rewrite("/group-tour/kenya-great-migration-safari", "de")).toBe("/index.html");
  });

  it("sends each prerendered page to the file the build wrote for it", async () => {
    expect(prerenderedUrlPaths).toHaveLength(4 * prerenderedPagePaths.length);
    for (const path of prerenderedUrlPaths) expect(await rewrite(path)).toBe(prerenderedFile(path));
    expect(await rewrite("/")).toBe("/prerendered/index.html");
    expect(await rewrite("/de")).toBe("/prerendered/de/index.html");
    expect(await rewrite("/fr/tailored-trips/kenya/request/date")).toBe(
      "/prerendered/fr/tailored-trips/kenya/request/date/index.html",
    );
    expect(await rewrite("/en/faq")).toBe("/prerendered/en/faq/index.html");
  });

  it("gives the tour lists' prerendered HTML only to a URL without a query, which the build rendered", async () => {
    expect(await rewrite("/de/group-tours")).toBe("/prerendered/de/group-tours/index.html");
    expect(await rewrite("/fr/group-tours/kenya")).toBe("/prerendered/fr/group-tours/kenya/index.html");
    expect(await rewrite("/de/group-tours", undefined, { sort: "price" })).toBe("/index.html");
    expect(await rewrite("/group-tours/kenya", undefined, { page: "2" })).toBe("/index.html");
    // Other pages read no query: a tracking parameter keeps their HTML.
    expect(await rewrite("/de", undefined, { utm_source: "newsletter" })).toBe("/prerendered/de/index.html");
  });

  it("gives a visitor who chose German or French index.html for an English page, so no English paints first", async () => {
    expect(await rewrite("/", "de")).toBe("/index.html");
    expect(await rewrite("/tailored-trips/kenya/request/date", "fr")).toBe("/index.html");
    expect(await rewrite("/", "en")).toBe("/prerendered/index.html");
    expect(await rewrite("/", "xx")).toBe("/prerendered/index.html");
    // A prefixed URL names its language: the cookie changes nothing.
    expect(await rewrite("/de", "fr")).toBe("/prerendered/de/index.html");
    expect(await rewrite("/en", "de")).toBe("/prerendered/en/index.html");
  });

  it("stays within CloudFront's 10 KB limit for a function", async () => {
    expect(Buffer.byteLength(spaFallbackCode)).toBeLessThan(10 * 1024);
    expect(Buffer.byteLength(notFoundStatusCode)).toBeLessThan(10 * 1024);
  });

  it("answers 404 for a source map, even one an earlier deploy left in the bucket", async () => {
    for (const uri of ["/assets/index-abc123.js.map", "/assets/index-abc123.css.map", "/assets/x.js.m%61p"]) {
      expect(await spaFallback({ request: { uri } })).toEqual({
        statusCode: 404,
        statusDescription: "Not Found",
      });
    }
    expect(await rewrite("/assets/index-abc123.js")).toBe("/assets/index-abc123.js");
    expect(await rewrite("/de/map")).toBe("/index.html");
  });

  it("leaves files alone, so a missing file is a 404", async () => {
    expect(await rewrite("/assets/index-abc123.js")).toBe("/assets/index-abc123.js");
    expect(await rewrite("/config.json")).toBe("/config.json");
    expect(await rewrite("/missing.png")).toBe("/missing.png");
  });
});

describe("the 404 status of paths that are no page (docs/product-spec.md, section 8)", async () => {
  /**
   * The status the viewer gets for a path S3 answers with 200: the viewer-request function's
   * request goes to the viewer-response function, as the request CloudFront hands it (`as`).
   */
  const status = async (uri: string, as: "forwarded" | "viewer's" = "forwarded") => {
    const forwarded = await spaFallback({ request: { uri, headers: {} } });
    if (!("uri" in forwarded)) return forwarded.statusCode;
    const request = as === "forwarded" ? forwarded : { uri, headers: {} };
    return (await notFoundStatus({ request, response: { statusCode: 200, statusDescription: "OK" } }))
      .statusCode;
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
    // Well formed, but no tour the store of tour pages holds (an unknown route of docs/product-spec.md,
    // section 8).
    "/group-tour/no-such-tour",
    "/de/special-tour/no-such-tour",
    "/fr/group-tour/no-such-tour/dates",
    "/de/group-tour/a-well-formed-id-the-api-does-not-know/dates",
    "/special-tour/kenya-great-migration-safari",
  ];
  const pages = [
    "/",
    "/de",
    "/fr",
    "/en/faq",
    "/destinations",
    "/review",
    ...destinationSlugs.map((slug) => `/fr/group-tours/${slug}`),
    "/de/tailored-trips/cote-d-ivoire/request",
    "/tailored-trips/kenya/request/summary",
    "/group-tour/kenya-great-migration-safari",
    `/group-tour/${"a".repeat(80)}`,
    "/fr/group-tour/kenya-great-migration-safari/accommodation",
    "/group-tour/thank-you",
    "/de/group-tour/receipt",
    "/special-tour/thank-you",
    "/special-tour/kenya-gorillas/summary",
    "/account/trips/tour/0b5cadf0-1234-4abc-8def-0123456789ab",
    "/agent/requests/0B5CADF0-1234-4ABC-8DEF-0123456789AB",
  ];

  it("answers a path that is no page with index.html (the app's 404 page) and status 404", async () => {
    for (const uri of unknown) {
      const forwarded = (await spaFallback({ request: { uri, headers: {} } })) as Request;
      expect(forwarded.uri, uri).toBe("/index.html");
      expect(forwarded.headers?.[notFoundHeader], uri).toEqual({ value: "1" });
      expect(await status(uri), uri).toBe(404);
    }
  });

  it("decides the same from the viewer's own request, whichever request CloudFront hands the response function", async () => {
    for (const uri of unknown) expect(await status(uri, "viewer's"), uri).toBe(404);
    for (const uri of pages) expect(await status(uri, "viewer's"), uri).toBe(200);
  });

  it("answers every page of the route table, prerendered or not, with 200, a tour's pages when the store holds the tour", async () => {
    for (const uri of [...pages, ...prerenderedUrlPaths]) expect(await status(uri), uri).toBe(200);
  });

  it("leaves files alone, and only turns a 200 into a 404", async () => {
    for (const uri of ["/assets/index-abc123.js", "/config.json", "/favicon.ico"])
      expect(await status(uri)).toBe(200);
    const request = { uri: "/index.html", headers: { [notFoundHeader]: { value: "1" } } };
    expect((await notFoundStatus({ request, response: { statusCode: 304 } })).statusCode).toBe(304);
    expect(
      (await notFoundStatus({ request: { uri: "/missing.png" }, response: { statusCode: 404 } })).statusCode,
    ).toBe(404);
  });

  it("asks the store only for a tour page, by the tour's key, never for the receipt or thank-you pages", async () => {
    asked.length = 0;
    for (const uri of ["/", "/de/group-tours/kenya", "/group-tour/thank-you", "/fr/special-tour/receipt"])
      await status(uri, "viewer's");
    expect(asked).toEqual([]);
    await status("/de/group-tour/kenya-great-migration-safari/travellers");
    expect(asked).toEqual(["group-tour/kenya-great-migration-safari"]);
  });

  it("takes a tour page to exist when the store fails to answer: the app's 404 page with noindex then, never a lost page", async () => {
    const failing = { exists: () => Promise.reject(new Error("store unavailable")) };
    const request = runCloudFrontFunction<{ request: Request }, Request>(spaFallbackCode, failing);
    const response = runCloudFrontFunction<{ request: Request; response: Response }, Response>(
      notFoundStatusCode,
      failing,
    );
    const forwarded = await request({ request: { uri: "/group-tour/no-such-tour", headers: {} } });
    expect(forwarded.headers?.[notFoundHeader]).toBeUndefined();
    const viewers = { uri: "/group-tour/no-such-tour", headers: {} };
    expect((await response({ request: viewers, response: { statusCode: 200 } })).statusCode).toBe(200);
  });

  it("names a tour list's first page to the renderer beside its prerendered page, for a visitor in francs", async () => {
    const named = async (uri: string, cookies: Record<string, { value: string }> = {}, querystring = {}) => {
      const forwarded = (await spaFallback({
        request: { uri, headers: {}, cookies, querystring },
      })) as Request;
      return { uri: forwarded.uri, rendered: forwarded.headers?.[renderPageHeader]?.value };
    };
    expect(await named("/fr/group-tours")).toEqual({
      uri: "/prerendered/fr/group-tours/index.html",
      rendered: "/fr/group-tours",
    });
    expect(await named("/special-tours/kenya")).toEqual({
      uri: "/prerendered/special-tours/kenya/index.html",
      rendered: "/special-tours/kenya",
    });
    // In euros its prerendered frame as it is, which preloads its answer itself; with a query, index.html.
    expect(await named("/group-tours", { [currencyCookie.name]: { value: "EUR" } })).toEqual({
      uri: "/prerendered/group-tours/index.html",
      rendered: undefined,
    });
    expect(await named("/group-tours", {}, { sort: { value: "price" } })).toEqual({
      uri: "/index.html",
      rendered: undefined,
    });
    // No other prerendered page.
    expect((await named("/de/faq")).rendered).toBeUndefined();
  });

  it("names a tour page to the renderer beside its frame: to render for a visitor in francs, to frame for one in another currency", async () => {
    const named = async (uri: string, currency?: string, viewers: Record<string, { value: string }> = {}) => {
      const cookies: Record<string, { value: string }> = currency
        ? { [currencyCookie.name]: { value: currency } }
        : {};
      const forwarded = (await spaFallback({
        request: { uri, headers: { ...viewers }, cookies },
      })) as Request;
      return {
        uri: forwarded.uri,
        rendered: forwarded.headers?.[renderPageHeader]?.value,
        framed: forwarded.headers?.[tourFrameHeader]?.value,
      };
    };
    const safari = "/de/group-tour/kenya-great-migration-safari";
    const frame = "/prerendered/de/group-tour/index.html";
    expect(await named(safari)).toEqual({ uri: frame, rendered: safari, framed: undefined });
    expect(await named(safari, "CHF")).toEqual({ uri: frame, rendered: safari, framed: undefined });
    // A cookie that names no currency of ours reads as francs, as the app reads it (currency-cookie.ts).
    expect(await named(safari, "GBP")).toEqual({ uri: frame, rendered: safari, framed: undefined });
    expect(await named(safari, "EUR")).toEqual({ uri: frame, rendered: undefined, framed: safari });
    expect(await named("/special-tour/kenya-gorillas", "USD")).toEqual({
      uri: "/prerendered/special-tour/index.html",
      rendered: undefined,
      framed: "/special-tour/kenya-gorillas",
    });
    // Never what the viewer sent: a page it names is the one the function read from the path.
    const forged = { [renderPageHeader]: { value: "/group-tour/other" }, [tourFrameHeader]: { value: "/x" } };
    expect(await named(safari, undefined, forged)).toEqual({
      uri: frame,
      rendered: safari,
      framed: undefined,
    });
    // Not its steps, not the pages beside the tours, not a tour the store does not hold (a 404).
    for (const uri of [
      "/group-tour/kenya-great-migration-safari/dates",
      "/group-tour/thank-you",
      "/group-tour/no-such-tour",
    ])
      expect(await named(uri, undefined, forged), uri).toEqual({
        uri: "/index.html",
        rendered: undefined,
        framed: undefined,
      });
  });

  it("reads the store through CloudFront's own module, imported on the code's first line", () => {
    for (const code of [spaFallbackCode, notFoundStatusCode]) {
      expect(code.startsWith(`${cloudFrontImport}\n`)).toBe(true);
      expect(code).toContain("cf.kvs()");
    }
  });
});

describe("the site deployment", () => {
  const webDist = mkdtempSync(join(tmpdir(), "tembea-web-dist-"));
  // The renderer's module only has to be there: web/e2e runs the real one, as the twin serves it.
  const webRenderer = mkdtempSync(join(tmpdir(), "tembea-web-renderer-"));
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
    writeFileSync(join(webRenderer, "tour-page-server.js"), "export async function handler() {}");
    app = testApp({ mailFrom: "no-reply@tembea.example" });
    // No endpoints: this file is about hosting, and bundling functions would only make it slow.
    const stack = new TembeaStack(app, "Tembea-hosting", {
      settings: readSettings(app.node),
      endpoints: [],
      webDist,
      webRenderer,
    });
    template = Template.fromStack(stack);
    deployments = template.findResources("Custom::CDKBucketDeployment") as typeof deployments;
  });

  afterAll(() => {
    rmSync(webDist, { recursive: true, force: true });
    rmSync(webRenderer, { recursive: true, force: true });
  });

  /** The bucket deployment writing under a key prefix (undefined: the bucket's root). */
  const deployment = (prefix: string | undefined) => {
    const found = Object.entries(deployments).find(
      ([, d]) => d.Properties.DestinationBucketKeyPrefix === prefix,
    );
    if (!found) throw new Error(`no deployment to ${prefix ?? "the root"}`);
    const [id, resource] = found;
    return { id, properties: resource.Properties, dependsOn: resource.DependsOn ?? [] };
  };

  it("serves /api/openapi.json from the site's bucket, ahead of /api/* which goes to the API", () => {
    type Behavior = { PathPattern: string; TargetOriginId: string; AllowedMethods: string[] };
    const [distribution] = Object.values(resourcesOf(template, "AWS::CloudFront::Distribution"));
    const config = distribution?.Properties.DistributionConfig as {
      DefaultCacheBehavior: { TargetOriginId: string };
      CacheBehaviors: Behavior[];
    };
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf("/api/openapi.json")).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf("/api/openapi.json")).toBeLessThan(patterns.indexOf("/api/*"));
    const [headersId] = Object.keys(template.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    expect(config.CacheBehaviors.find((b) => b.PathPattern === "/api/openapi.json")).toMatchObject({
      TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
      AllowedMethods: ["GET", "HEAD"],
      CachePolicyId: cloudfront.CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      ResponseHeadersPolicyId: { Ref: headersId },
      Compress: true,
    });
  });

  describe("the catalogue cached at the edge (docs/decisions/0029)", () => {
    type Behavior = {
      PathPattern: string;
      TargetOriginId: string;
      AllowedMethods: string[];
      CachePolicyId: unknown;
      OriginRequestPolicyId?: unknown;
      Compress?: boolean;
    };
    type PolicyConfig = {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        EnableAcceptEncodingGzip: boolean;
        EnableAcceptEncodingBrotli: boolean;
        HeadersConfig: { HeaderBehavior: string; Headers?: string[] };
        CookiesConfig: { CookieBehavior: string };
        QueryStringsConfig: { QueryStringBehavior: string; QueryStrings?: string[] };
      };
    };
    const distributionConfig = () => {
      const [distribution] = Object.values(resourcesOf(template, "AWS::CloudFront::Distribution"));
      return distribution?.Properties.DistributionConfig as {
        CacheBehaviors: Behavior[];
        CustomErrorResponses?: { ErrorCode: number; ErrorCachingMinTTL?: number }[];
      };
    };
    const policies = () =>
      Object.fromEntries(
        Object.entries(resourcesOf(template, "AWS::CloudFront::CachePolicy")).map(([id, r]) => [
          id,
          r.Properties.CachePolicyConfig as PolicyConfig,
        ]),
      );
    /** The behaviour CloudFront picks for a path: the first whose pattern matches, else the default. */
    const behaviorFor = (path: string) =>
      distributionConfig().CacheBehaviors.find((b) => matchesPathPattern(b.PathPattern, path));
    const policyOf = (behavior: Behavior | undefined) => {
      if (!behavior) throw new Error("no behaviour");
      return policies()[(behavior.CachePolicyId as { Ref: string }).Ref] as PolicyConfig;
    };

    it("keys on no cookie and no header, compresses to gzip and brotli, keeps nothing past the longest max-age the contract declares", () => {
      // One policy of our own for the catalogue's behaviours (the tour pages' is tested below).
      const ids = new Set(
        distributionConfig()
          .CacheBehaviors.filter(
            (b) => b.PathPattern.startsWith("/api/") && typeof b.CachePolicyId === "object",
          )
          .map((b) => (b.CachePolicyId as { Ref: string }).Ref),
      );
      expect(ids.size).toBe(1);
      const all = [...ids].map((id) => policies()[id] as PolicyConfig);
      for (const config of all) {
        expect(config).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: catalogueCache.maxAge });
        expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
          HeadersConfig: { HeaderBehavior: "none" },
          CookiesConfig: { CookieBehavior: "none" },
        });
      }
    });

    it("keys every catalogue path on the whole query string, so a name no schema accepts reaches the function (400, as in the twin)", () => {
      for (const endpoint of endpoints.filter((e) => e.cache)) {
        const config = policyOf(behaviorFor(buildPath(endpoint.path, { id: "x", slug: "kenya" })));
        expect(config.ParametersInCacheKeyAndForwardedToOrigin.QueryStringsConfig, endpoint.id).toEqual({
          QueryStringBehavior: "all",
        });
      }
    });

    it("sends every cached endpoint through a cached behaviour ahead of /api/*, and nothing that needs a caller", () => {
      const patterns = distributionConfig().CacheBehaviors.map((b) => b.PathPattern);
      const apiIndex = patterns.indexOf("/api/*");
      const apiOriginId = behaviorFor("/api/me/bookings")?.TargetOriginId;
      for (const endpoint of endpoints) {
        const path = buildPath(endpoint.path, {
          ...Object.fromEntries(pathParameterNames(endpoint.path).map((n) => [n, "x"])),
        });
        const behavior = behaviorFor(path);
        expect(behavior?.TargetOriginId, endpoint.id).toBe(apiOriginId);
        if (endpoint.cache) {
          expect(patterns.indexOf(behavior?.PathPattern ?? ""), endpoint.id).toBeLessThan(apiIndex);
          expect(behavior?.CachePolicyId, endpoint.id).not.toBe(
            cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
          );
          // The function sees exactly the cache key: no origin request policy adds to it.
          expect(behavior?.OriginRequestPolicyId, endpoint.id).toBeUndefined();
          expect(behavior?.Compress, endpoint.id).toBe(true);
        } else if (behavior?.PathPattern !== "/api/*") {
          // Only a public POST shares a cached path (a review, on the reviews' list path).
          expect(endpoint, endpoint.id).toMatchObject({ access: "public" });
          expect(endpoint.method, endpoint.id).not.toBe("GET");
          expect(endpoint.optionalCaller, endpoint.id).toBeUndefined();
          expect(behavior?.AllowedMethods, endpoint.id).toContain("POST");
        } else {
          expect(behavior.CachePolicyId, endpoint.id).toBe(
            cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
          );
        }
      }
      expect(behaviorFor("/api/group-tours")?.AllowedMethods).toEqual(["GET", "HEAD"]);
      // CloudFront's quota is 25 behaviours per distribution; the catalogue takes six, the tour pages eight.
      expect(patterns.length).toBeLessThanOrEqual(20);
    });

    it("keeps a 5xx 5 s (CloudFront ignores no-store on one), and adds no error TTL for a 404, whose no-store it obeys", () => {
      const errors = distributionConfig().CustomErrorResponses ?? [];
      expect(errors).toEqual(
        [500, 502, 503, 504].map((ErrorCode) => ({
          ErrorCode,
          ErrorCachingMinTTL: serverErrorCachingSeconds,
        })),
      );
    });
  });

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

  describe("the tour pages rendered on request (docs/decisions/0033)", () => {
    type Behavior = {
      PathPattern: string;
      TargetOriginId: string;
      AllowedMethods: string[];
      CachePolicyId: { Ref: string };
      ResponseHeadersPolicyId: unknown;
      Compress?: boolean;
      OriginRequestPolicyId?: unknown;
      FunctionAssociations: { EventType: string; FunctionARN: unknown }[];
      ViewerProtocolPolicy: string;
    };
    const config = () => {
      const [distribution] = Object.values(resourcesOf(template, "AWS::CloudFront::Distribution"));
      return distribution?.Properties.DistributionConfig as {
        DefaultCacheBehavior: Behavior;
        CacheBehaviors: Behavior[];
        Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown }[];
      };
    };
    const rendererId = () => functionIdByDescription(template, /^renderTourPage: /);

    it("runs the web build's renderer on Node 24, traced, asking the HTTP API at its own address", () => {
      const fn = resourcesOf(template, "AWS::Lambda::Function")[rendererId()] as Resource;
      expect(fn.Properties).toMatchObject({
        Handler: "tour-page-server.handler",
        Runtime: "nodejs24.x",
        Architectures: ["arm64"],
        TracingConfig: { Mode: "Active" },
      });
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(JSON.stringify(variables[rendererApiOriginVariable])).toMatch(/execute-api/);
      // It reads the catalogue through the public API: its role may write its logs and nothing else.
      const statements = policyStatementsOf(template, rendererId());
      expect(statements.flatMap((s) => s.actions).filter((a) => !a.startsWith("logs:"))).toEqual([]);
    });

    it("takes only requests CloudFront signed: a function URL with IAM auth, reached through origin access control", () => {
      const urls = Object.values(resourcesOf(template, "AWS::Lambda::Url"));
      expect(urls).toHaveLength(1);
      expect(urls[0]?.Properties).toMatchObject({
        AuthType: "AWS_IAM",
        TargetFunctionArn: { "Fn::GetAtt": [rendererId(), "Arn"] },
      });
      const [oacId] = Object.entries(resourcesOf(template, "AWS::CloudFront::OriginAccessControl")).find(
        ([, oac]) => JSON.stringify(oac.Properties).includes('"OriginAccessControlOriginType":"lambda"'),
      ) ?? [undefined];
      expect(oacId).toBeDefined();
      const origin = config().Origins.find((o) =>
        JSON.stringify(o.OriginAccessControlId ?? "").includes(oacId as string),
      );
      expect(origin).toBeDefined();
      const invoke = Object.values(resourcesOf(template, "AWS::Lambda::Permission")).find(
        (p) => p.Properties.Principal === "cloudfront.amazonaws.com",
      );
      expect(invoke?.Properties).toMatchObject({ Action: "lambda:InvokeFunctionUrl" });
    });

    it("sends every path under a tour kind, in each language, to it, through the site's two functions", () => {
      const { DefaultCacheBehavior: site, CacheBehaviors: behaviors, Origins: origins } = config();
      const renderer = origins.find(
        (o) => o.OriginAccessControlId && JSON.stringify(o.DomainName).includes("Url"),
      );
      for (const pattern of rendererPathPatterns) {
        const behavior = behaviors.find((b) => b.PathPattern === pattern);
        expect(behavior, pattern).toMatchObject({
          TargetOriginId: renderer?.Id,
          AllowedMethods: ["GET", "HEAD"],
          Compress: true,
          ViewerProtocolPolicy: "redirect-to-https",
          ResponseHeadersPolicyId: site.ResponseHeadersPolicyId,
          FunctionAssociations: site.FunctionAssociations,
        });
        // The frame's header reaches the renderer, outside the cache key (a frame is never kept).
        const origin = resourcesOf(template, "AWS::CloudFront::OriginRequestPolicy")[
          ((behavior?.OriginRequestPolicyId ?? {}) as { Ref?: string }).Ref ?? ""
        ];
        expect(origin?.Properties.OriginRequestPolicyConfig, pattern).toMatchObject({
          HeadersConfig: { HeaderBehavior: "whitelist", Headers: [tourFrameHeader] },
          CookiesConfig: { CookieBehavior: "none" },
          QueryStringsConfig: { QueryStringBehavior: "none" },
        });
      }
      expect(rendererPathPatterns).toEqual([
        "/group-tour*",
        "/special-tour*",
        "/en/group-tour*",
        "/en/special-tour*",
        "/de/group-tour*",
        "/de/special-tour*",
        "/fr/group-tour*",
        "/fr/special-tour*",
      ]);
      // The tour pages and their steps, and the tour lists; nothing else of the site's.
      for (const path of [
        "/group-tour/x",
        "/de/special-tour/x/dates",
        "/group-tours",
        "/fr/special-tours/kenya",
      ])
        expect(behaviors.find((b) => matchesPathPattern(b.PathPattern, path))?.TargetOriginId, path).toBe(
          renderer?.Id,
        );
      for (const path of ["/", "/de/destinations", "/tailored-trips/kenya/request", "/assets/index.js"])
        expect(
          behaviors.find((b) => matchesPathPattern(b.PathPattern, path)),
          path,
        ).toBeUndefined();
    });

    it("keys the cache on the file and the page the function named, nothing of the viewer's, for 30 s at most", () => {
      const behavior = config().CacheBehaviors.find((b) => b.PathPattern === "/group-tour*");
      const policy = resourcesOf(template, "AWS::CloudFront::CachePolicy")[
        behavior?.CachePolicyId.Ref as string
      ];
      expect(policy?.Properties.CachePolicyConfig).toMatchObject({
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: renderedTourPageMaxAgeSeconds,
        ParametersInCacheKeyAndForwardedToOrigin: {
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
          HeadersConfig: { HeaderBehavior: "whitelist", Headers: [renderPageHeader] },
          CookiesConfig: { CookieBehavior: "none" },
          QueryStringsConfig: { QueryStringBehavior: "none" },
        },
      });
      expect(renderedTourPageMaxAgeSeconds).toBe(30);
    });

    it("is watched like every function: errors and throttles alarm", () => {
      const alarms = Object.values(resourcesOf(template, "AWS::CloudWatch::Alarm"));
      expect(
        alarms.some((a) => JSON.stringify(a.Properties.Metrics ?? []).includes(`"Ref":"${rendererId()}"`)),
      ).toBe(true);
    });
  });

  describe("the tour pages the edge knows (docs/decisions/0004)", () => {
    const resources = () => template.toJSON().Resources as Record<string, Resource>;
    const sync = () => resources()[syncId()] as Resource;
    const storeId = () => Object.keys(template.findResources("AWS::CloudFront::KeyValueStore"))[0] as string;
    const syncId = () => functionIdByDescription(template, /^syncTourPages: /);
    const reconcileId = () => functionIdByDescription(template, /^reconcileTourPages: /);
    const roleOf = (fnId: string) =>
      ((resources()[fnId] as Resource).Properties.Role as { "Fn::GetAtt": string[] })["Fn::GetAtt"][0];

    it("keeps one KeyValueStore, associated with both of the site's CloudFront functions", () => {
      template.resourceCountIs("AWS::CloudFront::KeyValueStore", 1);
      const functions = Object.values(resourcesOf(template, "AWS::CloudFront::Function"));
      expect(functions).toHaveLength(2);
      for (const fn of functions)
        expect(fn.Properties.FunctionConfig).toEqual({
          Comment: expect.any(String),
          Runtime: "cloudfront-js-2.0",
          KeyValueStoreAssociations: [{ KeyValueStoreARN: { "Fn::GetAtt": [storeId(), "Arn"] } }],
        });
    });

    it("feeds the table's stream, tour items alone, to syncTourPages", () => {
      const [tableId] = Object.keys(template.findResources("AWS::DynamoDB::Table"));
      template.hasResourceProperties("AWS::DynamoDB::Table", {
        StreamSpecification: { StreamViewType: "NEW_AND_OLD_IMAGES" },
      });
      template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
        FunctionName: { Ref: syncId() },
        EventSourceArn: { "Fn::GetAtt": [tableId, "StreamArn"] },
        StartingPosition: "TRIM_HORIZON",
        BisectBatchOnFunctionError: true,
        FilterCriteria: {
          Filters: [{ Pattern: JSON.stringify({ dynamodb: { Keys: { sk: { S: ["TOUR"] } } } }) }],
        },
      });
      // Beside what every function gets for its metrics (tembea-stack.ts), only the store: no table.
      const metrics = (service: string) => ({
        POWERTOOLS_METRICS_NAMESPACE: "Tembea",
        POWERTOOLS_SERVICE_NAME: service,
        STAGE: "dev",
      });
      expect(sync().Properties.Environment).toEqual({
        Variables: {
          NODE_OPTIONS: "--enable-source-maps",
          ...metrics("SyncTourPages"),
          TOUR_PAGES_STORE_ARN: { "Fn::GetAtt": [storeId(), "Arn"] },
        },
      });
      expect((resources()[reconcileId()] as Resource).Properties.Environment).toEqual({
        Variables: {
          NODE_OPTIONS: "--enable-source-maps",
          ...metrics("ReconcileTourPages"),
          TABLE_NAME: { Ref: tableId },
          TOUR_PAGES_STORE_ARN: { "Fn::GetAtt": [storeId(), "Arn"] },
        },
      });
    });

    it("runs reconcileTourPages on every deploy, after the function, and daily", () => {
      // Its own trigger; the destinations' writer and the rates' refresh have theirs (catalogue-seed.ts).
      const triggers = Object.entries(resourcesOf(template, "Custom::Trigger")).filter(([, t]) =>
        JSON.stringify(t.Properties.HandlerArn).includes("TourPagesReconcileTourPages"),
      );
      expect(triggers).toHaveLength(1);
      const [triggerId, trigger] = triggers[0] as [string, Resource];
      expect(trigger.Properties).toMatchObject({
        HandlerArn: { Ref: expect.stringMatching(/^TourPagesReconcileTourPagesCurrentVersion/) },
        InvocationType: "RequestResponse",
        ExecuteOnHandlerChange: true,
        // A value of each synth: CloudFormation runs the trigger again only when a property changes.
        DeployMark: expect.any(String),
      });
      expect((template.toJSON().Resources[triggerId] as Resource).DependsOn).toEqual(
        expect.arrayContaining([reconcileId()]),
      );
      const version = (trigger.Properties.HandlerArn as { Ref: string }).Ref;
      expect((template.toJSON().Resources[version] as Resource).Properties.FunctionName).toEqual({
        Ref: reconcileId(),
      });
      // The provider may invoke this function alone.
      const invokers = Object.values(resourcesOf(template, "AWS::IAM::Role")).filter((role) =>
        JSON.stringify(role.Properties).includes("lambda:InvokeFunction"),
      );
      expect(JSON.stringify(invokers.map((r) => r.Properties.Policies))).toContain(
        JSON.stringify({ "Fn::Join": ["", [{ "Fn::GetAtt": [reconcileId(), "Arn"] }, ":*"]] }),
      );
      const rules = Object.values(resourcesOf(template, "AWS::Events::Rule")).filter((rule) =>
        JSON.stringify(rule.Properties.Targets).includes(`"${reconcileId()}"`),
      );
      expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual(["cron(30 3 * * ? *)"]);
    });

    it("lets syncTourPages read one key and change this store's keys and read the stream, nothing of the table's items", () => {
      const [tableId] = Object.keys(template.findResources("AWS::DynamoDB::Table"));
      const statements = policyStatementsOf(template, syncId()).filter(
        (s) => !s.actions.every((a) => a.startsWith("logs:")),
      );
      expect(statements).toHaveLength(3);
      // In whichever order CDK writes them (it merges tracing's "*" statement with ListStreams').
      expect(statements).toEqual(
        expect.arrayContaining([
          {
            actions: [...tourPagesActions.stream],
            resources: [{ "Fn::GetAtt": [storeId(), "Arn"] }],
          },
          { actions: ["dynamodb:ListStreams"], resources: ["*"] },
          {
            actions: ["dynamodb:DescribeStream", "dynamodb:GetRecords", "dynamodb:GetShardIterator"],
            resources: [{ "Fn::GetAtt": [tableId, "StreamArn"] }],
          },
        ]),
      );
      expect(permissionsFor("platform", "syncTourPages")).toEqual({ tourPages: "stream" });
      // No other function of the stack may touch the store.
      const others = Object.values(resourcesOf(template, "AWS::IAM::Policy")).filter(
        (p) =>
          JSON.stringify(p.Properties.PolicyDocument).includes("cloudfront-keyvaluestore") &&
          ![syncId(), reconcileId()].some(
            (fnId) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleOf(fnId) }]),
          ),
      );
      expect(others).toEqual([]);
    });

    it("lets reconcileTourPages list and change this store's keys and read the tour lists and tour items alone", () => {
      const [tableId] = Object.keys(template.findResources("AWS::DynamoDB::Table"));
      const tableArn = { "Fn::GetAtt": [tableId, "Arn"] };
      const statements = policyStatementsOf(template, reconcileId())
        .filter((s) => !s.actions.every((a) => a.startsWith("logs:")))
        .map((s) => ({ ...s, actions: [...s.actions].sort() }));
      expect(statements).toEqual([
        {
          actions: [
            "dynamodb:BatchGetItem",
            "dynamodb:ConditionCheckItem",
            "dynamodb:GetItem",
            "dynamodb:Query",
          ],
          resources: [
            tableArn,
            ...["gsi1", "gsi2", "gsi3"].map((index) => ({ "Fn::Join": ["", [tableArn, `/index/${index}`]] })),
          ],
          conditions: {
            "ForAllValues:StringLike": { "dynamodb:LeadingKeys": ["GROUP_TOURS", "SPECIAL_TOURS", "TOUR#*"] },
          },
        },
        {
          actions: [...tourPagesActions.reconcile].sort(),
          resources: [{ "Fn::GetAtt": [storeId(), "Arn"] }],
        },
      ]);
      expect(permissionsFor("platform", "reconcileTourPages")).toEqual({
        tourPages: "reconcile",
        table: { reads: ["groupTours", "specialTours", "tour"] },
      });
    });

    it("bundles their SigV4A signer, which the Lambda runtime lacks, within 250 KB", () => {
      for (const fn of [sync(), resources()[reconcileId()] as Resource]) {
        const zip = (fn.Properties.Code as { S3Key: string }).S3Key;
        // Within the bench's 250 KB (scripts/bench/lambdas.ts), which the whole SDK client was not.
        expect(
          statSync(join(app.outdir, `asset.${zip.replace(/\.zip$/, "")}`, "index.mjs")).size,
        ).toBeLessThan(250 * 1024);
      }
    });

    it("sends syncTourPages' calls as it signed them, with SigV4A", async () => {
      const zip = (sync().Properties.Code as { S3Key: string }).S3Key;
      const bundle = join(app.outdir, `asset.${zip.replace(/\.zip$/, "")}`, "index.mjs");
      // The bundle itself, in a fresh Node process outside the repository (no node_modules to find a
      // package it left out), handed a tour's stream record: what it sends to the store's API (a local
      // server standing in for it) is signed with SigV4A.
      const seen: IncomingMessage[] = [];
      const bodies: string[] = [];
      const server = createServer((req, res) => {
        let body = "";
        req.on("data", (chunk) => {
          body += chunk;
        });
        req.on("end", () => {
          seen.push(req);
          bodies.push(body);
          res.writeHead(200, { "content-type": "application/json", etag: `E${seen.length}` });
          res.end(JSON.stringify({ KvsARN: "arn", Created: 0, ItemCount: 0, TotalSizeInBytes: 0 }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      const tour = { pk: { S: "TOUR#kenya-safari" }, sk: { S: "TOUR" }, kind: { S: "group" } };
      const event = { Records: [{ eventName: "INSERT", dynamodb: { NewImage: tour } }] };
      // The API's host starts with the store's account id: every name resolves to the local server.
      const script = `
        import dns from "node:dns";
        const lookup = dns.lookup;
        dns.lookup = (_host, options, callback) => lookup("127.0.0.1", options, callback);
        const { handler } = await import(${JSON.stringify(pathToFileURL(bundle).href)});
        await handler(${JSON.stringify(event)}, { awsRequestId: "1", functionName: "syncTourPages" });`;
      const arn = "arn:aws:cloudfront::123456789012:key-value-store/tour-pages";
      try {
        await execFileAsync(process.execPath, ["--input-type=module", "-e", script], {
          env: {
            PATH: process.env.PATH ?? "",
            AWS_ENDPOINT_URL: `http://kvs.test:${port}`,
            AWS_ACCESS_KEY_ID: "AKIDEXAMPLE",
            AWS_SECRET_ACCESS_KEY: "secret",
            AWS_SESSION_TOKEN: "session",
            AWS_REGION: "eu-central-1",
            TOUR_PAGES_STORE_ARN: arn,
          },
        });
      } finally {
        server.close();
      }
      // DescribeKeyValueStore for the ETag, then UpdateKeys naming it, as the client's model has them.
      const storePath = `/key-value-stores/${encodeURIComponent(arn)}`;
      expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${storePath}`, `POST ${storePath}/keys`]);
      expect(seen[1]?.headers["if-match"]).toBe("E1");
      expect(seen[1]?.headers["content-length"]).toBe(String(Buffer.byteLength(bodies[1] ?? "")));
      expect(JSON.parse(bodies[1] ?? "")).toEqual({
        Puts: [{ Key: "group-tour/kenya-safari", Value: "1" }],
        Deletes: [],
      });
      for (const [i, request] of seen.entries()) {
        const { authorization, host } = request.headers;
        expect(host).toBe(`123456789012.kvs.test:${port}`);
        expect(authorization).toMatch(
          /^AWS4-ECDSA-P256-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cloudfront-keyvaluestore\/aws4_request, SignedHeaders=[^,]*host;/,
        );
        expect(request.headers["x-amz-region-set"]).toBe("*");
        expect(request.headers["x-amz-security-token"]).toBe("session");
        // What was sent (path, query, headers and body) is what was signed.
        expect(await signedAsReceived(request, bodies[i] ?? "")).toBe(true);
        expect(await signedAsReceived(request, `${bodies[i] ?? ""} `)).toBe(false);
      }
    }, 60_000);
  });
});
