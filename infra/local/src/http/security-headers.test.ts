import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../../cdk/settings.js";
import { TembeaStack } from "../../../cdk/tembea-stack.js";
import { testApp } from "../../../cdk/test-app.js";
import { testTwinServer } from "./test-twin-server.js";

// The local twin and CloudFront send the same security headers: the twin's server as it answers,
// against the ResponseHeadersPolicy synthesized from the real stack, turned into the headers
// CloudFront adds. The CSP comes from one function (policy/content-security-policy.ts); only
// connect-src names other hosts (the Cognito and S3 twins instead of AWS's).

type Headers = Record<string, string>;

interface SecurityHeadersConfig {
  ContentSecurityPolicy?: { ContentSecurityPolicy: unknown };
  StrictTransportSecurity?: {
    AccessControlMaxAgeSec: number;
    IncludeSubdomains?: boolean;
    Preload?: boolean;
  };
  FrameOptions?: { FrameOption: string };
  ContentTypeOptions?: object;
  ReferrerPolicy?: { ReferrerPolicy: string };
  XSSProtection?: object;
}

/** The headers CloudFront adds for a response headers policy's security headers. */
function cloudFrontHeaders(config: SecurityHeadersConfig): Headers {
  const headers: Headers = {};
  if (config.ContentSecurityPolicy) {
    // The region is a token in an environment-agnostic stack: its Fn::Join, read as text.
    const csp = config.ContentSecurityPolicy.ContentSecurityPolicy;
    headers["content-security-policy"] =
      typeof csp === "string"
        ? csp
        : (csp as { "Fn::Join": [string, unknown[]] })["Fn::Join"][1]
            .map((part) => (typeof part === "string" ? part : "<region>"))
            .join("");
  }
  const hsts = config.StrictTransportSecurity;
  if (hsts) {
    headers["strict-transport-security"] = [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ["includeSubDomains"] : []),
      ...(hsts.Preload ? ["preload"] : []),
    ].join("; ");
  }
  if (config.FrameOptions) headers["x-frame-options"] = config.FrameOptions.FrameOption;
  if (config.ContentTypeOptions) headers["x-content-type-options"] = "nosniff";
  if (config.ReferrerPolicy) headers["referrer-policy"] = config.ReferrerPolicy.ReferrerPolicy;
  return headers;
}

const securityHeaderNames = [
  "content-security-policy",
  "strict-transport-security",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
];

/** A CSP as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe("the security headers", () => {
  const webDist = mkdtempSync(join(tmpdir(), "tembea-headers-web-"));
  const emptyDist = mkdtempSync(join(tmpdir(), "tembea-headers-cdk-"));
  let cloudFront: Headers;
  let behaviours: unknown[];
  let policyId: string;
  let twinUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    writeFileSync(join(webDist, "index.html"), "<!doctype html><title>spa</title>");
    const app = testApp({
      mailFrom: "no-reply@tembea.example",
      // The stack's own functions (jobs, mail, tour pages) would each be bundled with esbuild for a
      // template that only their settings are read from: CDK skips bundling for stacks not listed.
      "aws:cdk:bundling-stacks": [],
    });
    // No endpoints and no site to upload: only the distribution and its policies matter here.
    const stack = new TembeaStack(app, "Tembea-headers", {
      settings: readSettings(app.node),
      endpoints: [],
      webDist: join(emptyDist, "missing"),
    });
    const template = Template.fromStack(stack);
    const policies = Object.entries(template.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    expect(policies).toHaveLength(1);
    const [id, policy] = policies[0] as [string, { Properties: Record<string, unknown> }];
    policyId = id;
    const config = policy.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: SecurityHeadersConfig;
    };
    cloudFront = cloudFrontHeaders(config.SecurityHeadersConfig);
    const distribution = Object.values(template.findResources("AWS::CloudFront::Distribution"))[0] as {
      Properties: { DistributionConfig: { DefaultCacheBehavior: unknown; CacheBehaviors?: unknown[] } };
    };
    behaviours = [
      distribution.Properties.DistributionConfig.DefaultCacheBehavior,
      ...(distribution.Properties.DistributionConfig.CacheBehaviors ?? []),
    ];

    const server = testTwinServer(webDist);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    twinUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  }, 120_000);

  afterAll(async () => {
    await close?.();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(emptyDist, { recursive: true, force: true });
  });

  async function twinHeaders(path: string): Promise<Headers> {
    const res = await fetch(`${twinUrl}${path}`);
    await res.arrayBuffer();
    return Object.fromEntries(
      securityHeaderNames.flatMap((n) => (res.headers.has(n) ? [[n, res.headers.get(n) as string]] : [])),
    );
  }

  it("CloudFront adds them to the site and the API alike", () => {
    expect(Object.keys(cloudFront).sort()).toEqual([...securityHeaderNames].sort());
    for (const behaviour of behaviours) {
      expect(behaviour).toMatchObject({ ResponseHeadersPolicyId: { Ref: policyId } });
    }
  });

  it("say what the site promises: no inline scripts, HSTS, no framing, no sniffing, a referrer policy", () => {
    const csp = directives(cloudFront["content-security-policy"] as string);
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(cloudFront["strict-transport-security"]).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(
      Number(/max-age=(\d+)/.exec(cloudFront["strict-transport-security"] as string)?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000);
    expect(cloudFront["x-frame-options"]).toBe("DENY");
    expect(cloudFront["x-content-type-options"]).toBe("nosniff");
    expect(cloudFront["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it.each(["/", "/de/group-tour/kenya-great-migration-safari/dates", "/api/nothing-here", "/config.json"])(
    "the twin sends the same on %s",
    async (path) => {
      const twin = await twinHeaders(path);
      expect(Object.keys(twin).sort()).toEqual(Object.keys(cloudFront).sort());
      for (const name of securityHeaderNames.filter((n) => n !== "content-security-policy")) {
        expect(twin[name], name).toBe(cloudFront[name]);
      }
      const local = directives(twin["content-security-policy"] as string);
      const aws = directives(cloudFront["content-security-policy"] as string);
      expect([...local.keys()]).toEqual([...aws.keys()]);
      for (const [name, sources] of aws) {
        if (name === "connect-src") {
          // The same own origin, and one Cognito and one uploads host on each side.
          expect(local.get(name)?.[0]).toBe("'self'");
          expect(local.get(name)).toHaveLength(sources.length);
        } else {
          expect(local.get(name), name).toEqual(sources);
        }
      }
      expect(local.get("script-src")).not.toContain("'unsafe-inline'");
    },
  );
});
