import type { Endpoint } from "@tembea/shared";
import { aws_apigatewayv2 as apigw, type aws_dynamodb as dynamodb } from "aws-cdk-lib";
import { HttpJwtAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import { Construct } from "constructs";
import { useCaseFunction } from "./use-case-function.js";

export interface ApiProps {
  /** Every route comes from here; nothing is listed by hand. */
  endpoints: readonly Endpoint[];
  /** Where an endpoint's handler file lives. */
  entryFor: (id: string) => string;
  table: dynamodb.ITable;
  tableNameVariable: string;
  /** Cognito: who issues the tokens and for which client. */
  jwt: { issuer: string; audience: string };
  /** Settings every function reads besides the table name (user pool, site URL, sender). */
  environment: Record<string, string>;
  /** Gives a function what the use cases need beyond the table (for now: every function alike). */
  grant: (fn: NodejsFunction) => void;
}

/** The HTTP API: one route and one Lambda per contract entry, a JWT check on every non-public route. */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, "HttpApi", {
      description: "Tembea API, generated from the contract in shared/src/contract",
    });

    // API Gateway only proves who the caller is; the handler decides whether an agent is required.
    const authorizer = new HttpJwtAuthorizer("Cognito", props.jwt.issuer, {
      jwtAudience: [props.jwt.audience],
    });

    for (const endpoint of props.endpoints) {
      const fn = useCaseFunction(this, endpoint.id, {
        description: `${endpoint.id}: ${endpoint.method} ${endpoint.path}`,
        entry: props.entryFor(endpoint.id),
        environment: { [props.tableNameVariable]: props.table.tableName, ...props.environment },
      });
      // Read/write for every function for now; per-use-case grants come with least privilege (issue 9).
      props.table.grantReadWriteData(fn);
      props.grant(fn);
      this.functions.set(endpoint.id, fn);

      this.httpApi.addRoutes({
        path: endpoint.path,
        methods: [apigw.HttpMethod[endpoint.method]],
        integration: new HttpLambdaIntegration(`${endpoint.id}Integration`, fn),
        ...(endpoint.access === "public" ? {} : { authorizer }),
      });
    }
  }
}
