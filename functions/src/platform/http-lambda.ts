import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from "aws-lambda";

/** The shape of every HTTP handler as the Lambda runtime (and the local twin) calls it. */
export type HttpLambda = (
  event: APIGatewayProxyEventV2,
  context: Context,
  options: { signal: AbortSignal },
) => Promise<APIGatewayProxyStructuredResultV2>;
