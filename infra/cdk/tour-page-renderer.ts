import { existsSync } from "node:fs";
import { join } from "node:path";
import { rendererApiOriginVariable } from "@tembea/shared/site/prerendered-pages";
import { Duration, RemovalPolicy, Stack, Validations } from "aws-cdk-lib";
import * as iam from "aws-cdk-lib/aws-iam";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { functionRuntime } from "./use-case-function.js";

/** The function's id, as its description and alarms name it. */
export const tourPageRendererId = "renderTourPage";

export interface TourPageRendererProps {
  /** The renderer the web build writes (web/dist-renderer: scripts/prerender.ts), deployed as it is. */
  folder: string;
  /** The HTTP API the renderer asks for a tour: its own address, not CloudFront's (hosting.ts). */
  api: { apiId: string };
  logRetention: logs.RetentionDays;
}

/**
 * The tour pages rendered on request (docs/decisions/0033-tour-pages-rendered-on-request.md): the
 * web build's server render (web/src/prerender/tour-page-server.ts) as a Lambda function behind a
 * function URL that only CloudFront may call (hosting.ts signs with origin access control). Not a
 * use-case function: no esbuild of ours can build the app (Lingui's catalogs, CSS modules' class
 * names as the client build made them), so Vite's server build is deployed as it is, dependencies
 * bundled. Its role may write its logs and nothing else: it reads the catalogue through the public API.
 */
export class TourPageRenderer extends Construct {
  readonly fn: lambda.Function;
  readonly url: lambda.FunctionUrl;

  constructor(scope: Construct, id: string, props: TourPageRendererProps) {
    super(scope, id);
    if (!existsSync(join(props.folder, "tour-page-server.js")))
      throw new Error(`${props.folder} holds no tour-page renderer: run \`npm run build:web\` first`);
    const stack = Stack.of(this);
    const logGroup = new logs.LogGroup(this, "Logs", {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, "Role", {
      assumedBy: new iam.ServicePrincipal("lambda.amazonaws.com"),
      description: `${tourPageRendererId}: its own log group, nothing else`,
    });
    logGroup.grantWrite(role);
    this.fn = new lambda.Function(this, "Function", {
      description: `${tourPageRendererId}: the tour pages' HTML with their tour (web/src/prerender/tour-page-server.ts)`,
      code: lambda.Code.fromAsset(props.folder),
      handler: "tour-page-server.handler",
      runtime: functionRuntime,
      architecture: lambda.Architecture.ARM_64,
      // Rendering React is CPU work, and Lambda gives CPU in proportion to memory (512 MB is half a vCPU).
      memorySize: 1024,
      timeout: Duration.seconds(10),
      role,
      environment: {
        [rendererApiOriginVariable]: `https://${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`,
      },
      tracing: lambda.Tracing.ACTIVE,
      logGroup,
    });
    this.url = this.fn.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });
    Validations.of(role).acknowledge({
      id: "AwsSolutions-IAM5[Resource::*]",
      reason:
        "X-Ray's PutTraceSegments and PutTelemetryRecords (active tracing) take no resource: AWS's own AWSXRayDaemonWriteAccess grants them on *",
    });
  }
}
