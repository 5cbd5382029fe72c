import type { Endpoint } from "@tembea/shared";
import {
  aws_apigatewayv2 as apigw,
  aws_logs as logs,
  NestedStack,
  RemovalPolicy,
  Validations,
} from "aws-cdk-lib";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { groupEndpoints } from "./api-groups.js";
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
 * The API itself lives in the parent stack; each endpoint's function, role, log group, route,
 * integration and permission live in the nested stack of its access level (api-groups.ts), so no
 * template nears CloudFormation's 500 resources (docs/decisions/0021-api-in-nested-stacks.md).
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly functions = new Map<string, NodejsFunction>();
  /** One nested stack per access level, by its name in api-groups.ts ("PublicEndpoints", ...). */
  readonly endpointStacks = new Map<string, NestedStack>();
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
    // Made here rather than by the first route that uses it (HttpJwtAuthorizer would), so it stays in
    // this stack and every nested stack refers to the same one.
    const cognito = new apigw.HttpAuthorizer(this, "Cognito", {
      httpApi: this.httpApi,
      type: apigw.HttpAuthorizerType.JWT,
      authorizerName: "Cognito",
      identitySource: ["$request.header.Authorization"],
      jwtIssuer: props.jwt.issuer,
      jwtAudience: [props.jwt.audience],
    });
    const authorizer: apigw.IHttpRouteAuthorizer = {
      bind: () => ({ authorizerId: cognito.authorizerId, authorizationType: "JWT" }),
    };

    // RouteSettings is a map keyed by route; CloudFormation wants its values' keys capitalized.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const group of groupEndpoints(props.endpoints)) {
      const scope = new NestedStack(this, group.name, {
        description: `Tembea ${props.stage}: the API's ${group.access} endpoints (infra/cdk/api-groups.ts)`,
      });
      this.endpointStacks.set(group.name, scope);
      for (const endpoint of group.endpoints) {
        const permissions = props.permissionsFor(endpoint.id);
        const fn = useCaseFunction(scope, endpoint.id, {
          description: `${endpoint.id}: ${endpoint.method} ${endpoint.path}`,
          entry: props.entryFor(endpoint.id),
          environment: props.environment,
          logRetention: props.logRetention,
        });
        grantPermissions(fn, permissions, props.grantTargets);
        this.functions.set(endpoint.id, fn);

        // In the nested stack (httpApi.addRoutes would put the route, its integration and permission
        // in the API's stack).
        const route = new apigw.HttpRoute(scope, `${endpoint.id}Route`, {
          httpApi: this.httpApi,
          routeKey: apigw.HttpRouteKey.with(endpoint.path, apigw.HttpMethod[endpoint.method]),
          integration: new HttpLambdaIntegration(`${endpoint.id}Integration`, fn),
          ...(endpoint.access === "public" ? {} : { authorizer }),
        });
        if (endpoint.access === "public")
          Validations.of(route).acknowledge({
            id: "AwsSolutions-APIG4",
            reason: `${endpoint.id} is public in the contract (access: "public"): anyone may call it`,
          });
        const limit = props.routeThrottles[endpoint.id];
        if (limit) {
          routeSettings[`${endpoint.method} ${endpoint.path}`] = {
            ThrottlingRateLimit: limit.rateLimit,
            ThrottlingBurstLimit: limit.burstLimit,
          };
          // The stage may only name routes that exist.
          this.stage.node.addDependency(route);
        }
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
