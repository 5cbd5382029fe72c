import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { tableSchema } from "@tembea/functions/data/table-schema";
import { handlerEntry } from "@tembea/functions/handlers";
import { jobs } from "@tembea/functions/jobs";
import { contract, type Endpoint, endpoints } from "@tembea/shared";
import { aws_cloudfront as cloudfront } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "./settings.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";

type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };

/** Endpoints the contract does not have (yet): they prove what happens to signed-in routes. */
const guarded: Endpoint[] = [
  {
    ...contract.listDestinations,
    id: "cdkTestTraveller",
    method: "POST",
    path: "/api/cdk-test/trips",
    access: "traveller",
  },
  {
    ...contract.getDestination,
    id: "cdkTestAgent",
    method: "PUT",
    path: "/api/cdk-test/offers/{slug}",
    access: "agent",
  },
];
const syntheticEntry = handlerEntry("listDestinations");

describe("the Tembea stack", () => {
  let template: Template;
  let outdir: string;
  let resources: Record<string, Resource>;

  beforeAll(() => {
    // Synthesized once: bundling the real handlers is the slow part.
    const app = testApp({ mailFrom: "no-reply@tembea.example" });
    const stack = new TembeaStack(app, "Tembea-test", {
      settings: readSettings(app.node),
      endpoints: [...endpoints, ...guarded],
      entryFor: (id) => (guarded.some((e) => e.id === id) ? syntheticEntry : handlerEntry(id)),
      webDist: join(import.meta.dirname, "no-web-build-here"),
    });
    const assembly = app.synth();
    outdir = assembly.directory;
    template = Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template);
    resources = template.toJSON().Resources;
  });

  const routeFor = (e: Endpoint): Resource => {
    const found = Object.values(
      template.findResources("AWS::ApiGatewayV2::Route", {
        Properties: { RouteKey: `${e.method} ${e.path}` },
      }),
    ) as Resource[];
    expect(found, `route ${e.method} ${e.path}`).toHaveLength(1);
    return found[0] as Resource;
  };

  /** Follows route -> integration -> function, so the test checks the wiring and not just the counts. */
  const functionIdFor = (e: Endpoint): string => {
    const target = JSON.stringify(routeFor(e).Properties.Target);
    const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1] as string;
    const integration = resources[integrationId] as Resource;
    return (integration.Properties.IntegrationUri as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
  };

  it("gives every contract entry its route and its own Node 22 function", () => {
    const tableRef = { Ref: Object.keys(template.findResources("AWS::DynamoDB::Table"))[0] };
    const functionIds = endpoints.map(functionIdFor);
    expect(new Set(functionIds).size).toBe(endpoints.length);

    endpoints.forEach((e, i) => {
      const fn = resources[functionIds[i] as string] as Resource;
      expect(fn.Type).toBe("AWS::Lambda::Function");
      expect(fn.Properties).toMatchObject({
        Description: `${e.id}: ${e.method} ${e.path}`,
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
        Environment: { Variables: { TABLE_NAME: tableRef, NODE_OPTIONS: "--enable-source-maps" } },
      });
    });
  });

  it("bundles each handler as ESM with a require() for CommonJS dependencies, and not the AWS SDK", () => {
    for (const e of endpoints) {
      const fn = resources[functionIdFor(e)] as Resource;
      const zip = (fn.Properties.Code as { S3Key: string }).S3Key;
      const bundle = join(outdir, `asset.${zip.replace(/\.zip$/, "")}`, "index.mjs");
      expect(existsSync(bundle), `${e.id} bundle`).toBe(true);
      const code = readFileSync(bundle, "utf8");
      expect(code.startsWith("import { createRequire }")).toBe(true);
      expect(code).toMatch(/export\s*\{[^}]*\bas handler\b/);
      const { sources } = JSON.parse(readFileSync(`${bundle}.map`, "utf8")) as { sources: string[] };
      expect(sources.some((source) => source.includes("functions/src/"))).toBe(true);
      expect(sources.filter((source) => source.includes("node_modules/@aws-sdk/"))).toEqual([]);
    }
  });

  it("checks a Cognito token on every non-public route and on no public one", () => {
    const [authorizerId] = Object.keys(template.findResources("AWS::ApiGatewayV2::Authorizer"));
    for (const e of [...endpoints, ...guarded]) {
      const route = routeFor(e).Properties;
      if (e.access === "public") {
        expect(route.AuthorizationType, e.id).toBe("NONE");
        expect(route.AuthorizerId, e.id).toBeUndefined();
      } else {
        expect(route.AuthorizationType, e.id).toBe("JWT");
        expect(route.AuthorizerId, e.id).toEqual({ Ref: authorizerId });
      }
    }
    const [poolId] = Object.keys(template.findResources("AWS::Cognito::UserPool"));
    const [clientId] = Object.keys(template.findResources("AWS::Cognito::UserPoolClient"));
    template.hasResourceProperties("AWS::ApiGatewayV2::Authorizer", {
      AuthorizerType: "JWT",
      IdentitySource: ["$request.header.Authorization"],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: {
          "Fn::Join": [
            "",
            ["https://cognito-idp.", { Ref: "AWS::Region" }, ".amazonaws.com/", { Ref: poolId }],
          ],
        },
      },
    });
  });

  it("creates the table from the data layer's schema", () => {
    const key = (name: string, type: "HASH" | "RANGE") => ({ AttributeName: name, KeyType: type });
    template.hasResourceProperties("AWS::DynamoDB::Table", {
      BillingMode: "PAY_PER_REQUEST",
      KeySchema: [key(tableSchema.partitionKey, "HASH"), key(tableSchema.sortKey, "RANGE")],
      TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableSchema.globalSecondaryIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [key(index.partitionKey, "HASH"), key(index.sortKey, "RANGE")],
        Projection: { ProjectionType: "ALL" },
      })),
    });
  });

  it("has a user pool keyed by e-mail, without self sign-up, with the agents group and the web client", () => {
    template.hasResourceProperties("AWS::Cognito::UserPool", {
      UsernameAttributes: ["email"],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
    template.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: "agents" });
    template.hasResourceProperties("AWS::Cognito::UserPoolClient", {
      ClientName: "web",
      GenerateSecret: false,
      PreventUserExistenceErrors: "ENABLED",
      ExplicitAuthFlows: Match.arrayWith(["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH"]),
      WriteAttributes: Match.not(Match.arrayWith(["custom:agencyId"])),
    });
  });

  it("serves the SPA and /api/* from one distribution with security headers", () => {
    const [headersId] = Object.keys(template.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    const [functionId] = Object.keys(template.findResources("AWS::CloudFront::Function"));
    const headers = { Ref: headersId };
    template.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: "index.html",
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          ResponseHeadersPolicyId: headers,
          FunctionAssociations: [
            { EventType: "viewer-request", FunctionARN: { "Fn::GetAtt": [functionId, "FunctionARN"] } },
          ],
        }),
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: "/api/*",
            AllowedMethods: cloudfront.AllowedMethods.ALLOW_ALL.methods,
            CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
            OriginRequestPolicyId:
              cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
            ResponseHeadersPolicyId: headers,
            FunctionAssociations: Match.absent(),
          }),
        ]),
      }),
    });
    template.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.objectLike({ "Fn::Join": Match.anyValue() }),
            Override: true,
          },
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
          }),
          FrameOptions: { FrameOption: "DENY", Override: true },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: "strict-origin-when-cross-origin", Override: true },
        },
      }),
    });
  });

  it("deploys no site when there is no web build", () => {
    template.resourceCountIs("Custom::CDKBucketDeployment", 0);
  });
  it("gives every scheduled job its own function and an EventBridge rule that runs it", () => {
    for (const job of jobs) {
      const functions = template.findResources("AWS::Lambda::Function", {
        Properties: { Description: Match.stringLikeRegexp(`^${job.id}: scheduled job`) },
      });
      const [logicalId] = Object.keys(functions);
      expect(logicalId, job.id).toBeDefined();
      template.hasResourceProperties("AWS::Events::Rule", {
        ScheduleExpression: `cron(${job.schedule.cron})`,
        Targets: Match.arrayWith([Match.objectLike({ Arn: { "Fn::GetAtt": [logicalId, "Arn"] } })]),
      });
    }
  });
  it("lets the account use cases reach the user pool's admin API and SES, with the site URL for links", () => {
    const [signUpId] = Object.keys(
      template.findResources("AWS::Lambda::Function", {
        Properties: { Description: Match.stringLikeRegexp("^signUp: ") },
      }),
    );
    expect(signUpId).toBeDefined();
    const fn = resources[signUpId as string] as Resource;
    const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(variables)).toEqual(
      expect.arrayContaining(["USER_POOL_ID", "SITE_URL", "MAIL_FROM", "STRIPE_SECRET_ARN"]),
    );
    const role = (fn.Properties.Role as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
    const statements = Object.values(template.findResources("AWS::IAM::Policy"))
      .filter((p) => JSON.stringify((p as Resource).Properties.Roles).includes(role))
      .flatMap(
        (p) =>
          ((p as Resource).Properties.PolicyDocument as { Statement: { Action: string | string[] }[] })
            .Statement,
      )
      .flatMap((st) => (Array.isArray(st.Action) ? st.Action : [st.Action]));
    expect(statements).toEqual(
      expect.arrayContaining([
        "cognito-idp:AdminCreateUser",
        "cognito-idp:AdminSetUserPassword",
        "ses:SendEmail",
      ]),
    );
  });
  it("asks Cognito for the site's own password rule, so it never refuses a password the site accepted", () => {
    template.hasResourceProperties("AWS::Cognito::UserPool", {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireUppercase: true,
          RequireSymbols: true,
          RequireLowercase: false,
          RequireNumbers: false,
        }),
      },
    });
  });
});
