import { createSocket } from "node:dgram";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { tableSchema } from "@tembea/functions/data/table-schema";
import { platformEntries } from "@tembea/functions/entries";
import { jobs } from "@tembea/functions/jobs";
import { apiGatewayEvent } from "@tembea/functions/platform/api-gateway-event";
import { mapConcurrently } from "@tembea/functions/platform/map-concurrently";
import { businessMetrics, metricsNamespace, stageVariable } from "@tembea/functions/platform/metric-names";
import { ApiErrorSchema, buildPath, type Endpoint, endpoints } from "@tembea/shared";
import { aws_cloudfront as cloudfront, Stack } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { groupEndpoints, resourcesPerEndpoint } from "./api-groups.js";
import { invokeBundle, removeLambdaLayout, type SmokeResult } from "./bundle-smoke.js";
import { Monitoring } from "./monitoring.js";
import { endpointPermissions, jobPermissions, type Permissions } from "./permissions.js";
import { routeThrottles } from "./stages.js";
import { leadingKeyPatterns } from "./table-partitions.js";
import { testApp } from "./test-app.js";
import { type SynthesizedStage, synthesizeStages } from "./test-stages.js";
import {
  bundleOf,
  functionIdByDescription,
  policyStatementsOf,
  type Resource,
  resourcesOf,
  tracingActions,
} from "./test-template.js";
import { tourPageRendererId } from "./tour-page-renderer.js";
import { functionRuntime } from "./use-case-function.js";

let stages: Record<string, SynthesizedStage>;
let dev: Template;
let prod: Template;

beforeAll(() => {
  // Both stages in one app: every function is bundled once (the slow part of this file).
  stages = synthesizeStages(["dev", "prod"]);
  // Root and nested stacks as one template: where a resource lives is the resource count's business.
  dev = (stages.dev as SynthesizedStage).flat;
  prod = (stages.prod as SynthesizedStage).flat;
  // Bundling ~40 functions: over a minute on two busy cores, beside the other test files.
}, 300_000);

afterAll(() => {
  removeLambdaLayout();
  rmSync((stages.dev as SynthesizedStage).outdir, { recursive: true, force: true });
});

const endpointFunctionId = (template: Template, e: Endpoint) =>
  functionIdByDescription(template, `${e.id}: ${e.method} ${e.path}`);
const jobFunctionId = (template: Template, id: string) =>
  functionIdByDescription(template, new RegExp(`^${id}: scheduled job`));

describe("cdk synth for both stages", () => {
  it("names each stage's stack, API and user pool after the stage", () => {
    for (const [stage, { stack, template }] of Object.entries(stages)) {
      expect(stack.stackName).toBe(`Tembea-${stage}`);
      template.hasResourceProperties("AWS::ApiGatewayV2::Api", { Name: `tembea-${stage}` });
      template.hasResourceProperties("AWS::Cognito::UserPool", { UserPoolName: `tembea-${stage}` });
    }
  });

  it("passes cdk-nag's AwsSolutions checks; every accepted finding is acknowledged with its reason", () => {
    for (const [stage, { nagViolations }] of Object.entries(stages)) {
      expect(nagViolations, `${stage}: ${JSON.stringify(nagViolations, null, 2)}`).toEqual([]);
    }
  });

  it("keeps the root and every nested stack well below CloudFormation's 500 resources per stack", () => {
    const count = (template: Template) => Object.keys(template.toJSON().Resources).length;
    for (const [stage, { template, nested }] of Object.entries(stages)) {
      // The root holds the platform (table, pool, edge, mail, jobs); endpoints no longer add to it.
      expect(count(template), `${stage} root`).toBeLessThan(250);
      const groups = groupEndpoints(endpoints);
      expect(Object.keys(nested).sort()).toEqual(groups.map((g) => g.name).sort());
      for (const group of groups) {
        const resources = count(nested[group.name] as Template);
        expect(resources, `${stage} ${group.name}`).toBeLessThan(400);
        // What one endpoint costs (api-groups.ts), which api-groups.test.ts scales up to the cap.
        expect(resources, `${stage} ${group.name}`).toBe(group.endpoints.length * resourcesPerEndpoint);
      }
    }
  });

  it("writes the destinations on every deploy of every stage, and loads no demo unless asked (catalogue-seed.test.ts)", () => {
    for (const { template } of Object.values(stages)) {
      const writer = functionIdByDescription(template, /^writeDestinations:/);
      const versions = resourcesOf(template, "AWS::Lambda::Version");
      const triggered = Object.values(resourcesOf(template, "Custom::Trigger")).map((t) => {
        const version = versions[(t.Properties.HandlerArn as { Ref: string }).Ref] as Resource;
        return (version.Properties.FunctionName as { Ref: string }).Ref;
      });
      expect(triggered).toContain(writer);
      expect(() => functionIdByDescription(template, /^loadDemo:/)).toThrow(/0 functions/);
    }
  });
});

describe("stages", () => {
  it("prod keeps and protects the table; dev lets it go", () => {
    prod.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      UpdateReplacePolicy: "Retain",
      Properties: Match.objectLike({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
    dev.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Delete",
      Properties: Match.objectLike({
        DeletionProtectionEnabled: false,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
      }),
    });
  });

  it("prod keeps the user pool and protects it from deletion; dev lets it go", () => {
    prod.hasResource("AWS::Cognito::UserPool", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({ DeletionProtection: "ACTIVE" }),
    });
    dev.hasResource("AWS::Cognito::UserPool", {
      DeletionPolicy: "Delete",
      Properties: Match.objectLike({ DeletionProtection: "INACTIVE" }),
    });
  });

  it("prod keeps the site bucket; dev empties and removes it", () => {
    prod.hasResource("AWS::S3::Bucket", { DeletionPolicy: "Retain" });
    prod.resourceCountIs("Custom::S3AutoDeleteObjects", 0);
    dev.hasResource("AWS::S3::Bucket", { DeletionPolicy: "Delete" });
    dev.resourceCountIs("Custom::S3AutoDeleteObjects", 1);
  });

  it("keeps every log for three months in prod and two weeks in dev", () => {
    for (const [template, days] of [
      [prod, 90],
      [dev, 14],
    ] as const) {
      const groups = Object.values(resourcesOf(template, "AWS::Logs::LogGroup"));
      expect(groups.length).toBeGreaterThan(endpoints.length);
      for (const group of groups) expect(group.Properties.RetentionInDays).toBe(days);
    }
  });

  it("throttles the API per stage, and sign-up and password reset tighter", () => {
    for (const [template, rate, burst] of [
      [prod, 200, 400],
      [dev, 20, 40],
    ] as const) {
      template.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
        StageName: "$default",
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst },
        AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
        RouteSettings: Object.fromEntries(
          Object.entries(routeThrottles).map(([id, limit]) => {
            const e = endpoints.find((x) => x.id === id) as Endpoint;
            return [
              `${e.method} ${e.path}`,
              { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
            ];
          }),
        ),
      });
    }
  });
});

describe("the API", () => {
  const resources = () => dev.toJSON().Resources as Record<string, Resource>;

  const routeFor = (key: string): Resource => {
    const found = Object.values(
      dev.findResources("AWS::ApiGatewayV2::Route", { Properties: { RouteKey: key } }),
    ) as Resource[];
    expect(found, `route ${key}`).toHaveLength(1);
    return found[0] as Resource;
  };

  /** Follows route -> integration -> function, so the test checks the wiring and not just the counts. */
  const functionBehind = (key: string): string => {
    const target = JSON.stringify(routeFor(key).Properties.Target);
    const integrationId = /"Ref":"([^"]+)"/.exec(target)?.[1] as string;
    const integration = resources()[integrationId] as Resource;
    return (integration.Properties.IntegrationUri as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
  };

  it("gives every contract entry its route and its own Node 24 arm64 function", () => {
    const ids = endpoints.map((e) => functionBehind(`${e.method} ${e.path}`));
    expect(new Set(ids).size).toBe(endpoints.length);
    endpoints.forEach((e, i) => {
      expect(ids[i]).toBe(endpointFunctionId(dev, e));
      expect((resources()[ids[i] as string] as Resource).Properties).toMatchObject({
        Runtime: "nodejs24.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
        Timeout: 10,
        TracingConfig: { Mode: "Active" },
        Environment: { Variables: expect.objectContaining({ NODE_OPTIONS: "--enable-source-maps" }) },
      });
    });
  });

  it("traces every function of ours with X-Ray, and grants nothing else on every resource", () => {
    // Ours are useCaseFunction's (source maps on); CDK's own providers are CDK's to configure.
    const ours = Object.entries(dev.findResources("AWS::Lambda::Function")).filter(([, fn]) =>
      (JSON.stringify((fn as Resource).Properties.Environment) ?? "").includes(
        '"NODE_OPTIONS":"--enable-source-maps"',
      ),
    ) as [string, Resource][];
    expect(ours.length).toBeGreaterThan(endpoints.length);
    for (const [id, fn] of ours) expect(fn.Properties.TracingConfig, id).toEqual({ Mode: "Active" });
    type Statement = { Action: string | string[]; Resource: unknown };
    const everywhere = Object.entries(dev.findResources("AWS::IAM::Policy"))
      // CDK's own upload handler (deploy time; nag-acknowledgements.ts) invalidates CloudFront on "*".
      .filter(([id]) => !id.startsWith("CustomCDKBucketDeployment"))
      .flatMap(([, policy]) => (policy as Resource).Properties.PolicyDocument as { Statement: Statement[] })
      .flatMap((document) => document.Statement)
      .filter((statement) => statement.Resource === "*");
    expect(everywhere.length).toBeGreaterThanOrEqual(ours.length);
    // Besides X-Ray's, only what a stream's reader needs and cannot name (syncTourPages' ListStreams).
    for (const statement of everywhere) {
      const others = [statement.Action].flat().filter((a) => !tracingActions.includes(a));
      expect(
        others.every((a) => a === "dynamodb:ListStreams"),
        JSON.stringify(statement.Action),
      ).toBe(true);
      expect([statement.Action].flat()).toEqual(expect.arrayContaining(tracingActions));
    }
  });

  it("checks a Cognito token on every non-public route and on no public one", () => {
    // The contract has all four kinds, so the loop below proves each.
    expect(new Set(endpoints.map((e) => e.access))).toEqual(
      new Set(["public", "traveller", "agent", "admin"]),
    );
    const [authorizerId] = Object.keys(dev.findResources("AWS::ApiGatewayV2::Authorizer"));
    for (const e of endpoints) {
      const route = routeFor(`${e.method} ${e.path}`).Properties;
      if (e.access === "public") {
        expect(route.AuthorizationType, e.id).toBe("NONE");
        expect(route.AuthorizerId, e.id).toBeUndefined();
      } else {
        expect(route.AuthorizationType, e.id).toBe("JWT");
        expect(route.AuthorizerId, e.id).toEqual({ Ref: authorizerId });
      }
    }
    const [poolId] = Object.keys(dev.findResources("AWS::Cognito::UserPool"));
    const [clientId] = Object.keys(dev.findResources("AWS::Cognito::UserPoolClient"));
    dev.hasResourceProperties("AWS::ApiGatewayV2::Authorizer", {
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

  it("answers unknown API paths with its own catch-all function (our 404 shape), without a token", () => {
    const route = routeFor("$default").Properties;
    expect(route.AuthorizationType).toBe("NONE");
    expect(functionBehind("$default")).toBe(functionIdByDescription(dev, /^apiNotFound: /));
  });

  it("creates the table from the data layer's schema", () => {
    const key = (name: string, type: "HASH" | "RANGE") => ({ AttributeName: name, KeyType: type });
    dev.hasResourceProperties("AWS::DynamoDB::Table", {
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

  it("has a user pool keyed by e-mail with the site's password rule, the agents and admins groups and the web client", () => {
    dev.hasResourceProperties("AWS::Cognito::UserPool", {
      UsernameAttributes: ["email"],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
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
    dev.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: "agents" });
    dev.hasResourceProperties("AWS::Cognito::UserPoolGroup", { GroupName: "admins", Precedence: 0 });
    dev.hasResourceProperties("AWS::Cognito::UserPoolClient", {
      ClientName: "web",
      GenerateSecret: false,
      PreventUserExistenceErrors: "ENABLED",
      ExplicitAuthFlows: Match.arrayWith(["ALLOW_USER_PASSWORD_AUTH", "ALLOW_USER_SRP_AUTH"]),
      WriteAttributes: Match.not(Match.arrayWith(["custom:agencyId"])),
    });
  });
});

describe("least privilege", () => {
  const tableReadActions = [
    "dynamodb:BatchGetItem",
    "dynamodb:ConditionCheckItem",
    "dynamodb:GetItem",
    "dynamodb:Query",
  ];
  const tableWriteActions = [
    "dynamodb:BatchWriteItem",
    "dynamodb:DeleteItem",
    "dynamodb:PutItem",
    "dynamodb:UpdateItem",
  ];

  /** Everything a function's role may do besides its logs, as "action" strings, sorted. */
  const actionsOf = (template: Template, fnId: string) =>
    policyStatementsOf(template, fnId)
      .flatMap((s) => s.actions)
      .filter((a) => !a.startsWith("logs:"))
      .sort();

  const expectedActions = (p: Permissions) =>
    [
      ...(p.table?.reads ? tableReadActions : []),
      ...(p.table?.writes ? tableWriteActions : []),
      ...(p.mail ? ["sqs:GetQueueAttributes", "sqs:GetQueueUrl", "sqs:SendMessage"] : []),
      ...(p.stripeKeys ? ["secretsmanager:DescribeSecret", "secretsmanager:GetSecretValue"] : []),
      ...(p.userPool ?? []).map((a) => `cognito-idp:${a}`),
      ...(p.profileImages === "upload" ? ["s3:PutObject"] : []),
      ...(p.profileImages === "publish"
        ? ["s3:DeleteObject", "s3:DeleteObject", "s3:GetObject", "s3:ListBucket", "s3:PutObject"]
        : []),
      // uploads.ts grantTourPhotos; "delete"'s two prefixes share one action, so CDK merges them into
      // one statement.
      ...(p.tourPhotos === "upload" ? ["s3:PutObject"] : []),
      ...(p.tourPhotos === "delete" ? ["s3:DeleteObject"] : []),
      ...(p.tourPhotos === "process" ? ["s3:DeleteObject", "s3:GetObject", "s3:PutObject"] : []),
      ...(p.agencyLogos === "upload" ? ["s3:PutObject"] : []),
      ...(p.agencyLogos === "process" ? ["s3:DeleteObject", "s3:GetObject", "s3:PutObject"] : []),
    ].sort();

  const variablesOf = (template: Template, fnId: string) =>
    Object.keys(
      ((template.toJSON().Resources[fnId] as Resource).Properties.Environment as { Variables: object })
        .Variables,
    );

  const expectedVariables = (p: Permissions) =>
    [
      ...(p.table ? ["TABLE_NAME"] : []),
      ...(p.mail ? ["MAIL_QUEUE_URL"] : []),
      ...(p.stripeKeys ? ["STRIPE_SECRET_ARN"] : []),
      ...(p.userPool?.length ? ["USER_POOL_ID"] : []),
      ...(p.profileImages || p.tourPhotos || p.agencyLogos ? ["UPLOADS_BUCKET"] : []),
    ].sort();

  const functionsWithDeclarations = (template: Template) => [
    ...endpoints.map((e) => ({
      id: e.id,
      fnId: endpointFunctionId(template, e),
      p: endpointPermissions[e.id],
    })),
    ...jobs.map((j) => ({ id: j.id, fnId: jobFunctionId(template, j.id), p: jobPermissions[j.id] })),
  ];

  it("gives each endpoint and job exactly the actions its declaration in permissions.ts names", () => {
    for (const { id, fnId, p } of functionsWithDeclarations(dev)) {
      expect(actionsOf(dev, fnId), id).toEqual(expectedActions(p as Permissions));
    }
  });

  it("and only the variables naming what it may use (besides the site URL for links, on the API the token's issuer and audience, and the metrics' names)", () => {
    const everywhere = [
      "SITE_URL",
      "NODE_OPTIONS",
      "TOKEN_ISSUER",
      "USER_POOL_CLIENT_ID",
      // Name nothing the function may use: what its metrics are counted under (tembea-stack.ts nameMetrics).
      "POWERTOOLS_METRICS_NAMESPACE",
      "POWERTOOLS_SERVICE_NAME",
      stageVariable,
    ];
    for (const { id, fnId, p } of functionsWithDeclarations(dev)) {
      expect(
        variablesOf(dev, fnId)
          .filter((v) => !everywhere.includes(v))
          .sort(),
        id,
      ).toEqual(expectedVariables(p as Permissions));
    }
  });

  it("grants the table by name and its indexes by name, never Scan, never a wildcard", () => {
    const [tableId] = Object.keys(dev.findResources("AWS::DynamoDB::Table"));
    const tableArn = { "Fn::GetAtt": [tableId, "Arn"] };
    const fnId = endpointFunctionId(dev, endpoints.find((e) => e.id === "listDestinations") as Endpoint);
    const [statement] = policyStatementsOf(dev, fnId).filter((s) =>
      s.actions.some((a) => a.startsWith("dynamodb:")),
    );
    // In any order: CDK orders a statement's resources by their text, which in a nested stack is
    // the name of the parameter that carries the table's ARN.
    const byText = (list: unknown[] = []) => list.map((r) => JSON.stringify(r)).sort();
    expect(byText(statement?.resources)).toEqual(
      byText([
        tableArn,
        ...tableSchema.globalSecondaryIndexes.map((index) => ({
          "Fn::Join": ["", [tableArn, `/index/${index.indexName}`]],
        })),
      ]),
    );
    const everyAction = Object.values(resourcesOf(dev, "AWS::IAM::Policy")).flatMap(
      (policy) => JSON.stringify(policy.Properties.PolicyDocument).match(/"dynamodb:[A-Za-z*]+"/g) ?? [],
    );
    expect(everyAction).not.toContain('"dynamodb:Scan"');
    expect(everyAction).not.toContain('"dynamodb:*"');
  });

  it("lets each function read and write only its declared partitions (dynamodb:LeadingKeys), in both stages", () => {
    const [tableId] = Object.keys(dev.findResources("AWS::DynamoDB::Table"));
    const tableArn = { "Fn::GetAtt": [tableId, "Arn"] };
    const onPartitions = (partitions: Parameters<typeof leadingKeyPatterns>[0]) => ({
      "ForAllValues:StringLike": { "dynamodb:LeadingKeys": leadingKeyPatterns(partitions) },
    });
    for (const template of [dev, prod]) {
      for (const { id, fnId, p } of functionsWithDeclarations(template)) {
        const tableStatements = policyStatementsOf(template, fnId).filter((s) =>
          s.actions.some((a) => a.startsWith("dynamodb:")),
        );
        const { reads, writes } = p?.table ?? {};
        // One statement for reading, one for writing, each with its own partitions.
        expect(tableStatements, id).toHaveLength((reads ? 1 : 0) + (writes ? 1 : 0));
        const reading = tableStatements.find((s) => s.actions.includes("dynamodb:GetItem"));
        const writing = tableStatements.find((s) => s.actions.includes("dynamodb:PutItem"));
        if (reads) {
          expect(reading?.actions.sort(), id).toEqual(tableReadActions);
          expect(reading?.conditions, id).toEqual(onPartitions(reads));
        }
        if (writes) {
          expect(writing?.actions.sort(), id).toEqual(tableWriteActions);
          expect(writing?.conditions, id).toEqual(onPartitions(writes));
          // Items are written in the table; an index is never a write's target.
          expect(writing?.resources, id).toEqual([tableArn]);
        }
      }
      // Whatever else the stack holds: no DynamoDB statement without the condition, but for reading
      // the table's stream (syncTourPages' event source: the stream, no item of the table).
      const streamActions = [
        "dynamodb:ListStreams",
        "dynamodb:DescribeStream",
        "dynamodb:GetRecords",
        "dynamodb:GetShardIterator",
      ];
      const unconditioned = Object.values(resourcesOf(template, "AWS::IAM::Policy"))
        .flatMap(
          (policy) =>
            (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Condition?: object }[] })
              .Statement,
        )
        .filter((s) => JSON.stringify(s.Action).includes("dynamodb:"))
        .filter(
          (s) =>
            ![s.Action]
              .flat()
              .every((action) => [...streamActions, ...tracingActions].includes(String(action))),
        )
        .filter((s) => !JSON.stringify(s.Condition ?? {}).includes('"dynamodb:LeadingKeys"'));
      expect(unconditioned).toEqual([]);
    }
    // For example: the destination list queries gsi1's DESTINATIONS partition and nothing else but
    // the sessions stamps, which every function's middleware may read (middleware/authorize.ts).
    const statementsOf = (id: string) =>
      policyStatementsOf(dev, endpointFunctionId(dev, endpoints.find((e) => e.id === id) as Endpoint));
    expect(
      statementsOf("listDestinations").find((s) => s.actions.includes("dynamodb:Query"))?.conditions,
    ).toEqual({
      "ForAllValues:StringLike": { "dynamodb:LeadingKeys": ["DESTINATIONS", "SESSIONS#*"] },
    });
    // Sign-up counts attempts in its rate windows and keeps its pending code; it reads nothing of
    // the table but that code and the stamps.
    expect(
      statementsOf("signUp")
        .filter((s) => s.actions.some((a) => a.startsWith("dynamodb:")))
        .map((s) => s.conditions),
    ).toEqual([
      { "ForAllValues:StringLike": { "dynamodb:LeadingKeys": ["SESSIONS#*", "SIGN_UP#*"] } },
      { "ForAllValues:StringLike": { "dynamodb:LeadingKeys": ["RATE#*#*", "SIGN_UP#*"] } },
    ]);
    // A booking reads the tour and its submission's key and writes the booking, its reference's and
    // its key's claims and the departure's places, which live in the tour's partition; it may not
    // read bookings (a signed-in booker's stamp, yes).
    const booking = statementsOf("createGroupTourBooking");
    expect(booking.find((s) => s.actions.includes("dynamodb:GetItem"))?.conditions).toEqual({
      "ForAllValues:StringLike": { "dynamodb:LeadingKeys": ["SESSIONS#*", "SUBMISSION#*", "TOUR#*"] },
    });
    expect(booking.find((s) => s.actions.includes("dynamodb:PutItem"))?.conditions).toEqual({
      "ForAllValues:StringLike": {
        "dynamodb:LeadingKeys": ["BOOKING#*", "REFERENCE#*", "SUBMISSION#*", "TOUR#*"],
      },
    });
  });

  it("gives no function of ours an AWS managed policy: each role starts with its own log group only", () => {
    const ours = [
      ...functionsWithDeclarations(dev).map((f) => f.fnId),
      functionIdByDescription(dev, /^apiNotFound: /),
      functionIdByDescription(dev, /^sendQueuedMail: /),
    ];
    for (const fnId of ours) {
      const roleId = (
        (dev.toJSON().Resources[fnId] as Resource).Properties.Role as { "Fn::GetAtt": string[] }
      )["Fn::GetAtt"][0] as string;
      expect((dev.toJSON().Resources[roleId] as Resource).Properties.ManagedPolicyArns, fnId).toBeUndefined();
    }
    expect(actionsOf(dev, functionIdByDescription(dev, /^apiNotFound: /))).toEqual([]);
  });

  it("matches what each bundle calls: an AWS client it imports needs a declaration, a declaration needs its client", () => {
    const clientOf: Record<string, (p: Permissions) => boolean> = {
      "@aws-sdk/lib-dynamodb": (p) => Boolean(p.table),
      "@aws-sdk/client-sqs": (p) => Boolean(p.mail),
      "@aws-sdk/client-secrets-manager": (p) => Boolean(p.stripeKeys),
      "@aws-sdk/client-cognito-identity-provider": (p) => Boolean(p.userPool?.length),
      "@aws-sdk/client-s3": (p) => Boolean(p.profileImages || p.tourPhotos || p.agencyLogos),
    };
    for (const { id, fnId, p } of functionsWithDeclarations(dev)) {
      const { code } = bundleOf(stages.dev as SynthesizedStage, fnId);
      for (const [client, declared] of Object.entries(clientOf)) {
        // Imported, or required by name (functions/src/platform/runtime-sdk.ts): its name as a string.
        expect(code.includes(`"${client}"`), `${id} and ${client}`).toBe(declared(p as Permissions));
      }
      // Each Cognito action granted is one the bundle can call.
      for (const action of p?.userPool ?? []) expect(code, `${id}: ${action}`).toContain(`${action}Command`);
    }
  });

  it("loads the runtime's AWS SDK with require(), never with import (functions/src/platform/runtime-sdk.ts)", () => {
    // An ES module importing one of the SDK's CommonJS files makes Node parse it twice more: tens of
    // milliseconds of a cold start per client.
    for (const { id, fnId } of functionsWithDeclarations(dev)) {
      const { code } = bundleOf(stages.dev as SynthesizedStage, fnId);
      expect(code.match(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']@aws-sdk\/[\w-]+/g), id).toBeNull();
    }
  });
});

describe("Powertools Tracer", () => {
  /**
   * Where it runs (docs/decisions/0030-tracer-where-it-pays.md): each traced function pays ~93 KB of
   * bundle and ~15–20 ms of its cold start, so a function joins this list with its numbers from
   * `npm run bench -- tracer` in the decision, not by adding traceInvocation() alone.
   */
  const traced = [
    "sendQueuedMail",
    "receivePaymentEvent",
    "payTripBalance",
    "acceptOffer",
    "cancelMyBooking",
    "retryRefunds",
    "cancelCheckout",
    "cancelDeparture",
  ];
  const tracedFunctionId = (id: string) => functionIdByDescription(dev, new RegExp(`^${id}: `));

  it("is in the bundles of exactly the functions the decision names, each with what it needs to send its segments", () => {
    const ours = Object.entries(dev.findResources("AWS::Lambda::Function")).filter(([, fn]) =>
      (JSON.stringify((fn as Resource).Properties.Environment) ?? "").includes(
        '"NODE_OPTIONS":"--enable-source-maps"',
      ),
    ) as [string, Resource][];
    const idOf = (fn: Resource) => String(fn.Properties.Description).split(":")[0];
    // The X-Ray SDK's client instrumentation: what captureAWSv3Client adds to a client's middleware.
    const withTracer = ours.filter(([fnId]) =>
      bundleOf(stages.dev as SynthesizedStage, fnId).code.includes("XRaySDKInstrumentation"),
    );
    expect(withTracer.map(([, fn]) => idOf(fn)).sort()).toEqual([...traced].sort());
    for (const [fnId, fn] of withTracer) {
      const id = idOf(fn);
      // Lambda's segment, which the tracer's subsegments hang off; the tracer starts only in Lambda.
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: "Active" });
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      // Its Service annotation (the function's construct id); and nothing that switches it off.
      expect(variables.POWERTOOLS_SERVICE_NAME, id).toMatch(new RegExp(`^${id}$`, "i"));
      expect(variables.POWERTOOLS_TRACE_ENABLED, id).toBeUndefined();
      // The daemon's two write actions, on "*" (X-Ray names no resource), in the function's own role.
      const roleId = (fn.Properties.Role as { "Fn::GetAtt": string[] })["Fn::GetAtt"][0];
      const actions = Object.values(dev.findResources("AWS::IAM::Policy"))
        .filter((p) => JSON.stringify((p as Resource).Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
        .flatMap(
          (p) =>
            (
              (p as Resource).Properties.PolicyDocument as {
                Statement: { Action: unknown; Resource: unknown }[];
              }
            ).Statement,
        )
        .filter((statement) => statement.Resource === "*")
        .flatMap((statement) => [statement.Action].flat());
      expect(actions, `${id} (${fnId})`).toEqual(expect.arrayContaining(tracingActions));
    }
  });
  it("takes node:http and node:https as CommonJS and leaves semver out (use-case-function.ts bundleAliases)", () => {
    for (const id of traced) {
      const { code } = bundleOf(stages.dev as SynthesizedStage, tracedFunctionId(id));
      // Powertools imports both as ES modules; an ESM import of node:http builds a facade that loads undici.
      expect(code.match(/\bfrom\s*["']node:https?["']/g), id).toBeNull();
      expect(code, id).toContain('process.getBuiltinModule("node:http")');
      // The stand-in is there, semver's own code (its regular expressions' table) is not.
      expect(code, id).toContain("semver is not bundled");
      expect(code, id).not.toContain("SEMVER_SPEC_VERSION");
    }
    // Left out because only the X-Ray SDK's patcher for the v2 AWS SDK requires it, in captureAWS,
    // which Powertools calls only from its deprecated captureAWS/captureAWSClient (we have no v2 client).
    const xray = dirname(createRequire(import.meta.url).resolve("aws-xray-sdk-core/package.json"));
    const requiring = readdirSync(join(xray, "dist/lib"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .filter((file) => /require\(["']semver["']\)/.test(readFileSync(join(xray, "dist/lib", file), "utf8")));
    expect(requiring).toEqual([join("patchers", "aws_p.js")]);
    const awsP = readFileSync(join(xray, "dist/lib/patchers/aws_p.js"), "utf8");
    const captureAws = awsP.slice(awsP.indexOf("var captureAWS = "), awsP.indexOf("var captureAWSClient = "));
    expect(awsP.match(/semver\./g)?.length).toBe(captureAws.match(/semver\./g)?.length);
  });

  it("the traced bundles, as CDK built them, send the handler's and each AWS call's subsegment to the daemon", async () => {
    const received: { name: string; error?: boolean; fault?: boolean; aws?: { operation?: string } }[] = [];
    const daemon = createSocket("udp4", (message) => {
      const [, body] = message.toString("utf8").split("\n");
      if (body) received.push(JSON.parse(body));
    });
    await new Promise<void>((resolve) => daemon.bind(0, "127.0.0.1", resolve));
    const run = (id: string, event: unknown, overrides: Record<string, string> = {}) => {
      const fnId = tracedFunctionId(id);
      const variables = (
        (dev.toJSON().Resources[fnId] as Resource).Properties.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      return invokeBundle(bundleOf(stages.dev as SynthesizedStage, fnId).path, event, {
        ...variables,
        AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
        ...overrides,
      });
    };
    try {
      // SES refuses the connection (the smoke's endpoints are closed ports): a fault on its subsegment.
      const mail = { to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>" };
      const queued = await run("sendQueuedMail", {
        Records: [
          { messageId: "m1", body: JSON.stringify(mail), attributes: { ApproximateReceiveCount: "1" } },
        ],
      });
      expect(queued.outcome.returned).toEqual({ batchItemFailures: [{ itemIdentifier: "m1" }] });
      await vi.waitFor(() =>
        expect(received.map((d) => d.name)).toEqual(expect.arrayContaining(["## index.handler", "SESv2"])),
      );
      expect(received.find((d) => d.name === "SESv2")).toMatchObject({
        fault: true,
        aws: { operation: "SendEmail" },
      });
      const webhook = endpoints.find((e) => e.id === "receivePaymentEvent") as Endpoint;
      const answerOf = async (overrides: Record<string, string>) => {
        received.length = 0;
        const event = apiGatewayEvent({
          method: webhook.method,
          path: webhook.path,
          routePath: webhook.path,
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        const answer = await run(webhook.id, event, overrides);
        await vi.waitFor(() => expect(received.map((d) => d.name)).toContain("## index.handler"));
        return {
          status: (answer.outcome.returned as { statusCode: number }).statusCode,
          handler: received.find((d) => d.name === "## index.handler"),
        };
      };
      // Its signing secret unreadable (Secrets Manager is a closed port here): a 500, a fault.
      const failed = await answerOf({});
      expect(failed.status).toBe(500);
      expect(failed.handler).toMatchObject({ fault: true });
      // With a secret (from the environment, as on a developer's machine), the unsigned event is
      // refused: an answer, so a client error without the error's stack.
      const refused = await answerOf({ STRIPE_SECRET_ARN: "", STRIPE_WEBHOOK_SECRET: "whsec_smoke" });
      expect(refused.status).toBe(400);
      expect(refused.handler).toMatchObject({ error: true });
      expect(refused.handler?.fault).toBeUndefined();
    } finally {
      daemon.close();
    }
  });
});

describe("mail", () => {
  it("queues mail in SQS with a dead-letter queue after five attempts, both encrypted and TLS-only", () => {
    // The mail queue is the one the mail consumer reads, its dead-letter queue the one it redrives to
    // (the stack has other queues: tour-photos.ts keeps failed photo events in its own).
    const queues = resourcesOf(dev, "AWS::SQS::Queue");
    const consumerId = functionIdByDescription(dev, /^sendQueuedMail: /);
    const mapping = Object.values(resourcesOf(dev, "AWS::Lambda::EventSourceMapping")).find(
      (m) => JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: consumerId }),
    ) as Resource;
    const mainId = (mapping.Properties.EventSourceArn as { "Fn::GetAtt": [string, string] })["Fn::GetAtt"][0];
    const main = queues[mainId] as Resource;
    const dlqId = (
      main.Properties.RedrivePolicy as { deadLetterTargetArn: { "Fn::GetAtt": [string, string] } }
    ).deadLetterTargetArn["Fn::GetAtt"][0];
    const dlq = queues[dlqId] as Resource;
    expect(main.Properties).toMatchObject({
      RedrivePolicy: { deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] }, maxReceiveCount: 5 },
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 180,
    });
    expect(dlq.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    const policies = Object.values(resourcesOf(dev, "AWS::SQS::QueuePolicy")).filter((policy) =>
      [mainId, dlqId].some((id) => JSON.stringify(policy.Properties.Queues).includes(`"Ref":"${id}"`)),
    );
    expect(policies).toHaveLength(2);
    for (const policy of policies)
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
  });

  it("sends through SES only from the queue's consumer, which reports failed items back", () => {
    const consumerId = functionIdByDescription(dev, /^sendQueuedMail: /);
    dev.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: consumerId },
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    const senders = Object.values(resourcesOf(dev, "AWS::IAM::Policy")).filter((policy) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes("ses:SendEmail"),
    );
    expect(senders).toHaveLength(1);
    expect(JSON.stringify(senders[0]?.Properties.Roles)).toContain(
      ((dev.toJSON().Resources[consumerId] as Resource).Properties.Role as { "Fn::GetAtt": string[] })[
        "Fn::GetAtt"
      ][0],
    );
    expect(
      (dev.toJSON().Resources[consumerId] as Resource).Properties.Environment as { Variables: object },
    ).toMatchObject({ Variables: { MAIL_FROM: "no-reply@tembea.example" } });
    // Without sesRegion the stack creates the identity and SES sends in the function's own region
    // (mail-region.test.ts has the other case).
    dev.resourceCountIs("AWS::SES::EmailIdentity", 1);
    expect(
      ((dev.toJSON().Resources[consumerId] as Resource).Properties.Environment as { Variables: object })
        .Variables,
    ).not.toHaveProperty("SES_REGION");
  });
});

describe("observability", () => {
  const topicRef = (template: Template) => ({
    Ref: Object.keys(template.findResources("AWS::SNS::Topic"))[0],
  });

  it("has one alarm topic, TLS-only", () => {
    dev.resourceCountIs("AWS::SNS::Topic", 1);
    expect(JSON.stringify(dev.findResources("AWS::SNS::TopicPolicy"))).toContain(
      '"aws:SecureTransport":"false"',
    );
  });

  it("alarms on errors and throttles of every function, to the topic", () => {
    // Ours, by their description, but the deploy-time writers (catalogue-seed.ts): a failure of theirs
    // fails the deploy itself.
    const functionIds = Object.entries(resourcesOf(dev, "AWS::Lambda::Function"))
      .filter(([, fn]) => /^\w+: /.test(String(fn.Properties.Description)))
      .filter(
        ([, fn]) =>
          !/^(writeDestinations|indexAgencyTours|loadDemo): /.test(String(fn.Properties.Description)),
      )
      .map(([id]) => id);
    // The platform's own (functions/src/entries.ts) besides the endpoints and jobs, but the deploy-time writers.
    const platform = Object.keys(platformEntries).filter(
      (id) => id !== "writeDestinations" && id !== "indexAgencyTours",
    );
    // And the tour pages' renderer, a function of the web build's (tour-page-renderer.ts).
    expect(functionIds.length).toBe(endpoints.length + jobs.length + platform.length + 1);
    const alarms = Object.values(resourcesOf(dev, "AWS::CloudWatch::Alarm"));
    for (const fnId of functionIds) {
      const alarm = alarms.find((a) => {
        const metrics = JSON.stringify(a.Properties.Metrics ?? []);
        return (
          metrics.includes(`"Ref":"${fnId}"`) &&
          metrics.includes('"Errors"') &&
          metrics.includes('"Throttles"')
        );
      });
      expect(alarm, `alarm for ${fnId}`).toBeDefined();
      expect(alarm?.Properties).toMatchObject({
        AlarmActions: [topicRef(dev)],
        OKActions: [topicRef(dev)],
        Threshold: 1,
      });
    }
  });

  it("alarms on the API's 5xx and latency, the dead-letter queue's depth and a stuck mail queue", () => {
    const alarm = (metricName: string, namespace: string) =>
      dev.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: metricName,
        Namespace: namespace,
        AlarmActions: [topicRef(dev)],
      });
    alarm("5xx", "AWS/ApiGateway");
    alarm("Latency", "AWS/ApiGateway");
    alarm("ApproximateNumberOfMessagesVisible", "AWS/SQS");
    alarm("ApproximateAgeOfOldestMessage", "AWS/SQS");
  });

  it("sends every function's JSON logs to its own log group", () => {
    const ours = Object.values(resourcesOf(dev, "AWS::Lambda::Function")).filter((fn) =>
      /^\w+: /.test(String(fn.Properties.Description)),
    );
    // Besides endpoints and jobs: every platform function (functions/src/entries.ts platformEntries),
    // and the tour pages' renderer (tour-page-renderer.ts).
    expect(ours).toHaveLength(endpoints.length + jobs.length + Object.keys(platformEntries).length + 1);
    for (const fn of ours) {
      const logGroup = (fn.Properties.LoggingConfig as { LogGroup?: { Ref: string } } | undefined)?.LogGroup;
      expect(logGroup, JSON.stringify(fn.Properties.Description)).toBeDefined();
      expect(dev.toJSON().Resources[logGroup?.Ref as string].Type).toBe("AWS::Logs::LogGroup");
    }
  });

  it("has every function count its business metrics under the Tembea namespace, its stage and its own name", () => {
    for (const [stage, template] of [
      ["dev", dev],
      ["prod", prod],
    ] as const) {
      // Not the tour pages' renderer: it counts no business event (a page rendered is CloudFront's figure).
      const ours = Object.values(resourcesOf(template, "AWS::Lambda::Function")).filter(
        (fn) =>
          /^\w+: /.test(String(fn.Properties.Description)) &&
          !String(fn.Properties.Description).startsWith(`${tourPageRendererId}: `),
      );
      expect(ours).toHaveLength(endpoints.length + jobs.length + Object.keys(platformEntries).length);
      const services = ours.map((fn) => {
        const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(variables, String(fn.Properties.Description)).toMatchObject({
          POWERTOOLS_METRICS_NAMESPACE: metricsNamespace,
          [stageVariable]: stage,
        });
        // An endpoint's function is named after its contract entry, a job's after the job.
        const id = String(fn.Properties.Description).split(":")[0] as string;
        expect(String(variables.POWERTOOLS_SERVICE_NAME).toLowerCase()).toBe(id.toLowerCase());
        return variables.POWERTOOLS_SERVICE_NAME;
      });
      expect(new Set(services).size).toBe(ours.length);
    }
  });

  it("has one dashboard per stage: every business metric beside the API, functions, dead letters and SES bounces", () => {
    for (const [stage, template] of [
      ["dev", dev],
      ["prod", prod],
    ] as const) {
      const dashboards = Object.values(resourcesOf(template, "AWS::CloudWatch::Dashboard"));
      expect(dashboards).toHaveLength(1);
      const dashboard = dashboards[0] as Resource;
      expect(dashboard.Properties.DashboardName).toBe(`tembea-${stage}`);
      // The body is a JSON text joined with references (resolved at deploy): each reference as "<ref>".
      const parts = (dashboard.Properties.DashboardBody as { "Fn::Join": [string, unknown[]] })[
        "Fn::Join"
      ][1];
      const body = JSON.parse(parts.map((p) => (typeof p === "string" ? p : "<ref>")).join("")) as {
        widgets: Array<{ properties: { title?: string; metrics?: unknown[][] } }>;
      };
      const graphed = body.widgets.flatMap((w) => w.properties.metrics ?? []);
      const named = graphed.map((m) => m.filter((x) => typeof x === "string").join(" "));
      const expressions = graphed.flatMap((m) =>
        m.map((x) => (x as { expression?: string }).expression ?? ""),
      );
      for (const name of businessMetrics)
        expect(named).toContain(`${metricsNamespace} ${name} stage ${stage}`);
      expect(named).toContain("AWS/ApiGateway 5xx ApiId <ref>");
      expect(named).toContain("AWS/ApiGateway Latency ApiId <ref>");
      expect(named.filter((m) => m.startsWith("AWS/SQS ApproximateNumberOfMessagesVisible"))).toHaveLength(2);
      expect(named).toContain("AWS/SES Bounce ses:configuration-set <ref>");
      expect(named).toContain("AWS/SES Complaint ses:configuration-set <ref>");
      // Each function's figures by a search over the stage's function names, not a list of 80.
      for (const metric of ["Errors", "Throttles", "Duration"])
        expect(
          expressions.some((e) => e.includes(`MetricName="${metric}" "Tembea-${stage}-"`)),
          metric,
        ).toBe(true);
      expect(expressions.some((e) => e.includes('MetricName="BookingConfirmed"'))).toBe(true);
    }
  });

  it("alarms when holds expire unpaid far above their usual hourly count, on every stage", () => {
    for (const [stage, template] of [
      ["dev", dev],
      ["prod", prod],
    ] as const) {
      const alarms = Object.values(resourcesOf(template, "AWS::CloudWatch::Alarm")).filter((a) =>
        JSON.stringify(a.Properties.Metrics ?? []).includes('"HoldExpired"'),
      );
      expect(alarms).toHaveLength(1);
      const alarm = alarms[0]?.Properties as Record<string, unknown>;
      expect(alarm).toMatchObject({
        ComparisonOperator: "GreaterThanUpperThreshold",
        EvaluationPeriods: 1,
        TreatMissingData: "notBreaching",
        AlarmActions: [topicRef(template)],
      });
      const metrics = alarm.Metrics as Array<Record<string, unknown>>;
      const band = metrics.find((m) => String(m.Expression ?? "").startsWith("ANOMALY_DETECTION_BAND("));
      expect(band?.Expression).toMatch(/^ANOMALY_DETECTION_BAND\(\w+, 3\)$/);
      expect(alarm.ThresholdMetricId).toBe(band?.Id);
      expect(metrics.find((m) => m.MetricStat)).toMatchObject({
        MetricStat: {
          Metric: {
            Namespace: metricsNamespace,
            MetricName: "HoldExpired",
            Dimensions: [{ Name: "stage", Value: stage }],
          },
          Period: 3600,
          Stat: "Sum",
        },
      });
    }
  });

  it("alarms on prod, and only there, when no booking was confirmed for 24 hours", () => {
    prod.hasResourceProperties("AWS::CloudWatch::Alarm", {
      Namespace: metricsNamespace,
      MetricName: "BookingConfirmed",
      Dimensions: [{ Name: "stage", Value: "prod" }],
      Statistic: "Sum",
      Period: 3600,
      EvaluationPeriods: 24,
      DatapointsToAlarm: 24,
      Threshold: 1,
      ComparisonOperator: "LessThanThreshold",
      TreatMissingData: "breaching",
      AlarmActions: [topicRef(prod)],
    });
    const onDev = Object.values(resourcesOf(dev, "AWS::CloudWatch::Alarm")).filter((a) =>
      JSON.stringify(a.Properties).includes('"BookingConfirmed"'),
    );
    expect(onDev).toEqual([]);
  });

  it("subscribes an alarm address when one is given", () => {
    const stack = new Stack(testApp(), "Monitoring");
    new Monitoring(stack, "Monitoring", {
      stage: "prod",
      production: true,
      alarmEmail: "ops@tembea.example",
    });
    Template.fromStack(stack).hasResourceProperties("AWS::SNS::Subscription", {
      Protocol: "email",
      Endpoint: "ops@tembea.example",
    });
    dev.resourceCountIs("AWS::SNS::Subscription", 0);
  });
});

describe("jobs", () => {
  it("gives every scheduled job its own function, a minute to run and an EventBridge rule that runs it", () => {
    for (const job of jobs) {
      const fnId = jobFunctionId(dev, job.id);
      expect((dev.toJSON().Resources[fnId] as Resource).Properties.Timeout).toBe(60);
      dev.hasResourceProperties("AWS::Events::Rule", {
        ScheduleExpression: `cron(${job.schedule.cron})`,
        Targets: Match.arrayWith([Match.objectLike({ Arn: { "Fn::GetAtt": [fnId, "Arn"] } })]),
      });
    }
  });
});

describe("the edge", () => {
  it("serves the SPA and /api/* from one distribution, compressed, with security headers", () => {
    const [headersId] = Object.keys(dev.findResources("AWS::CloudFront::ResponseHeadersPolicy"));
    const functions = dev.findResources("AWS::CloudFront::Function");
    const functionId = (comment: string) =>
      Object.keys(functions).find((id) => functions[id]?.Properties.FunctionConfig.Comment === comment);
    const headers = { Ref: headersId };
    dev.hasResourceProperties("AWS::CloudFront::Distribution", {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: "index.html",
        // No error-page rewriting: it would turn the API's 404s into index.html. Only how long a
        // 5xx is kept (hosting.ts), with no page and no other status.
        CustomErrorResponses: [500, 502, 503, 504].map((ErrorCode) => ({ ErrorCode, ErrorCachingMinTTL: 5 })),
        DefaultCacheBehavior: Match.objectLike({
          Compress: true,
          CachePolicyId: cloudfront.CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
          ResponseHeadersPolicyId: headers,
          FunctionAssociations: [
            {
              EventType: "viewer-request",
              FunctionARN: {
                "Fn::GetAtt": [functionId("Client routes (no file extension) get index.html"), "FunctionARN"],
              },
            },
            {
              EventType: "viewer-response",
              FunctionARN: {
                "Fn::GetAtt": [functionId("Paths that are no page of the site answer 404"), "FunctionARN"],
              },
            },
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
            // The SPA fallback never sees /api/*: an unknown API path stays a JSON 404.
            FunctionAssociations: Match.absent(),
          }),
        ]),
      }),
    });
    dev.hasResourceProperties("AWS::CloudFront::ResponseHeadersPolicy", {
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

  it("caches hashed assets for a year and revalidates index.html and config.json on every visit", () => {
    const deployments = Object.values(resourcesOf(prod, "Custom::CDKBucketDeployment"));
    const assets = deployments.find((d) => d.Properties.DestinationBucketKeyPrefix === "assets/");
    const site = deployments.find((d) => d.Properties.DestinationBucketKeyPrefix === undefined);
    expect(assets?.Properties).toMatchObject({
      Prune: false,
      SystemMetadata: { "cache-control": "public, max-age=31536000, immutable" },
    });
    expect(site?.Properties).toMatchObject({ SystemMetadata: { "cache-control": "no-cache" } });
  });
});

describe("every bundle, built as CDK builds it, loads and answers one event in a fresh Node process", () => {
  const variablesOf = (fnId: string) =>
    (
      (dev.toJSON().Resources[fnId] as Resource).Properties.Environment as {
        Variables: Record<string, unknown>;
      }
    ).Variables;
  const run = (fnId: string, event: unknown) =>
    invokeBundle(bundleOf(stages.dev as SynthesizedStage, fnId).path, event, variablesOf(fnId));

  it("runs them on the Node major of the functions' runtime", () => {
    // invokeBundle uses this process's Node: npm's, from the devDependency "node"
    // (docs/decisions/0025-node-24-from-the-npm-package-node.md). On the machine's older Node the
    // smoke would prove nothing about the runtime.
    expect(`nodejs${process.versions.node.split(".")[0]}.x`).toBe(functionRuntime.name);
  });

  const httpEvent = (e: Pick<Endpoint, "method" | "path">) => {
    const params = Object.fromEntries([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], "smoke"]));
    return apiGatewayEvent({
      method: e.method,
      path: buildPath(e.path, params),
      routePath: e.path,
      pathParameters: params,
    });
  };

  it("each contract entry: a signed-in route refuses the anonymous caller, a public one answers in the contract's shapes", async () => {
    const results = await mapConcurrently(endpoints, 2, (e) => run(endpointFunctionId(dev, e), httpEvent(e)));
    endpoints.forEach((e, i) => {
      const { outcome, logs } = results[i] as SmokeResult;
      const answer = outcome.returned as { statusCode: number; body: string } | undefined;
      expect(answer, `${e.id} threw: ${outcome.threw}`).toBeDefined();
      const body = JSON.parse(answer?.body ?? "null") as unknown;
      if (e.access !== "public") {
        expect(answer?.statusCode, e.id).toBe(401);
        expect(body, e.id).toEqual({ error: { code: "UNAUTHORIZED" } });
        // Structured JSON logs carrying the request id (Powertools, injectLambdaContext).
        expect(logs, e.id).toContainEqual(
          expect.objectContaining({ level: "WARN", function_request_id: "smoke-request-1" }),
        );
      } else {
        // No AWS behind it: an answer from its data, a refused input, or INTERNAL in our error shape.
        expect([200, 400, 404, 500], e.id).toContain(answer?.statusCode);
        const shapes = answer?.statusCode === 200 ? e.response : ApiErrorSchema;
        expect(shapes.safeParse(body).success, `${e.id}: ${answer?.body}`).toBe(true);
      }
    });
  });

  it("the catch-all answers an unknown API path with our 404", async () => {
    const { outcome } = await run(
      functionIdByDescription(dev, /^apiNotFound: /),
      httpEvent({ method: "GET", path: "/api/nope" }),
    );
    const answer = outcome.returned as { statusCode: number; body: string };
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: "NOT_FOUND" } });
  });

  it("the mail consumer reports a mail SES did not take back to the queue", async () => {
    const mail = { to: "a@example.com", subject: "s", text: "t", html: "<p>t</p>" };
    const event = {
      Records: [
        { messageId: "m1", body: JSON.stringify(mail), attributes: { ApproximateReceiveCount: "1" } },
      ],
    };
    const { outcome } = await run(functionIdByDescription(dev, /^sendQueuedMail: /), event);
    expect(outcome.returned).toEqual({ batchItemFailures: [{ itemIdentifier: "m1" }] });
  });

  it("each job runs on a schedule event; the rate refresh keeps the last good rates when the feed is unreachable", async () => {
    const scheduled = { "detail-type": "Scheduled Event", source: "aws.events", detail: {} };
    const results = await mapConcurrently(jobs, 2, (job) => run(jobFunctionId(dev, job.id), scheduled));
    jobs.forEach((job, i) => {
      const { outcome } = results[i] as SmokeResult;
      // Loaded and ran into the (unreachable) AWS endpoint, or finished.
      if (outcome.threw !== undefined) expect(outcome.threw, job.id).toMatch(/ECONNREFUSED|connect|socket/i);
    });
    const refresh = results[jobs.findIndex((j) => j.id === "refreshExchangeRates")] as SmokeResult;
    expect(refresh.outcome.returned).toEqual({ updated: false });
  });
});
