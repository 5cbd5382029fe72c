import type { Endpoint } from "@tembea/shared";
import { aws_apigatewayv2 as apigw, aws_logs as logs, RemovalPolicy, Validations } from "aws-cdk-lib";
import { HttpJwtAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { type GrantTargets, grantPermissions } from "./grants.js";
import type { Permissions } from "./permissions.js";
import { useCaseFunction } from "./use-case-function.js";

export interface ApiThrottle {
  rateLimit: number;
  burstLimit: number;
}

export interface ApiProps {
  stage: string;
  /** Every route comes from here; nothing is listed by hand. */
  endpoints: readonly Endpoint[];
  /** Where an endpoint's handler file lives. */
  entryFor: (id: string) => string;
  /** What an endpoint's function may do (infra/cdk/permissions.ts); throws for an undeclared id. */
  permissionsFor: (id: string) => Permissions;
  grantTargets: GrantTargets;
  /** Cognito: who issues the tokens and for which client. */
  jwt: { issuer: string; audience: string };
  /** Settings every function reads (the site URL for links). */
  environment: Record<string, string>;
  /** The catch-all route's handler (functions/src/http/api-not-found/handler.ts). */
  notFoundEntry: string;
  logRetention: logs.RetentionDays;
  /** The whole stage's limit, and tighter limits for single endpoints by id. */
  throttle: ApiThrottle;
  routeThrottles: Record<string, ApiThrottle>;
}

/**
 * The HTTP API: one route and one Lambda per contract entry, a JWT check on every non-public route,
 * a catch-all route answering unknown paths in the contract's error shape, throttling, access logs.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly functions = new Map<string, NodejsFunction>();
  readonly notFound: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, "HttpApi", {
      apiName: `tembea-${props.stage}`,
      description: "Tembea API, generated from the contract in shared/src/contract",
      // Our own $default stage below, with throttling and access logs.
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, "AccessLogs", {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage("DefaultStage", {
      stageName: "$default",
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
    });

    // API Gateway only proves who the caller is; the handler decides whether an agent is required.
    const authorizer = new HttpJwtAuthorizer("Cognito", props.jwt.issuer, {
      jwtAudience: [props.jwt.audience],
    });

    // RouteSettings is a map keyed by route; CloudFormation wants its values' keys capitalized.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const endpoint of props.endpoints) {
      const permissions = props.permissionsFor(endpoint.id);
      const fn = useCaseFunction(this, endpoint.id, {
        description: `${endpoint.id}: ${endpoint.method} ${endpoint.path}`,
        entry: props.entryFor(endpoint.id),
        environment: props.environment,
        logRetention: props.logRetention,
      });
      grantPermissions(fn, permissions, props.grantTargets);
      this.functions.set(endpoint.id, fn);

      const [route] = this.httpApi.addRoutes({
        path: endpoint.path,
        methods: [apigw.HttpMethod[endpoint.method]],
        integration: new HttpLambdaIntegration(`${endpoint.id}Integration`, fn),
        ...(endpoint.access === "public" ? {} : { authorizer }),
      });
      if (endpoint.access === "public" && route)
        Validations.of(route).acknowledge({
          id: "AwsSolutions-APIG4",
          reason: `${endpoint.id} is public in the contract (access: "public"): anyone may call it`,
        });
      const limit = props.routeThrottles[endpoint.id];
      if (limit && route) {
        routeSettings[`${endpoint.method} ${endpoint.path}`] = {
          ThrottlingRateLimit: limit.rateLimit,
          ThrottlingBurstLimit: limit.burstLimit,
        };
        // The stage may only name routes that exist.
        this.stage.node.addDependency(route);
      }
    }
    if (Object.keys(routeSettings).length > 0)
      (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;

    // Without it API Gateway answers an unknown path with its own {"message":"Not Found"}.
    this.notFound = useCaseFunction(this, "apiNotFound", {
      description: "apiNotFound: $default route, unknown API paths",
      entry: props.notFoundEntry,
      environment: {},
      logRetention: props.logRetention,
    });
    const catchAll = new apigw.HttpRoute(this, "CatchAllRoute", {
      httpApi: this.httpApi,
      routeKey: apigw.HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration("apiNotFoundIntegration", this.notFound),
    });
    Validations.of(catchAll).acknowledge({
      id: "AwsSolutions-APIG4",
      reason: "The catch-all only answers 404/405 in our error shape; it reads and returns nothing",
    });
  }
}
