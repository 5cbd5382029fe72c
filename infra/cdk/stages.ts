import { aws_logs as logs, RemovalPolicy } from "aws-cdk-lib";

/** What differs between a production stage and the stages people try things in. */
export interface StageProfile {
  /** `prod` only: data and accounts must survive a mistaken `cdk destroy` or a replaced resource. */
  production: boolean;
  /** Table, user pool and site bucket: RETAIN in prod, DESTROY elsewhere so a dev stack cleans up. */
  removalPolicy: RemovalPolicy;
  /** Point-in-time recovery and deletion protection on the table (bookings and payments live there). */
  protectTable: boolean;
  /** How long Lambda and API access logs are kept. */
  logRetention: logs.RetentionDays;
  /** The HTTP API's default throttle for the whole stage (requests per second, burst). */
  apiThrottle: { rateLimit: number; burstLimit: number };
}

export const productionStage = "prod";

/**
 * `prod` is the production profile; every other stage (`dev`, a person's own `alice`) is disposable.
 * API limits: well above what the marketplace needs, low enough that a runaway client or a flood
 * cannot run up the Lambda and DynamoDB bill or starve the account's Lambda concurrency.
 */
export function stageProfile(stage: string): StageProfile {
  return stage === productionStage
    ? {
        production: true,
        removalPolicy: RemovalPolicy.RETAIN,
        protectTable: true,
        logRetention: logs.RetentionDays.THREE_MONTHS,
        apiThrottle: { rateLimit: 200, burstLimit: 400 },
      }
    : {
        production: false,
        removalPolicy: RemovalPolicy.DESTROY,
        protectTable: false,
        logRetention: logs.RetentionDays.TWO_WEEKS,
        apiThrottle: { rateLimit: 20, burstLimit: 40 },
      };
}

/**
 * Endpoints that create accounts or mail an address anyone can type in get a tighter limit than the
 * stage: a flood would otherwise spam inboxes and burn Cognito's admin API quota.
 */
export const routeThrottles: Record<string, StageProfile["apiThrottle"]> = {
  signUp: { rateLimit: 5, burstLimit: 10 },
  requestPasswordReset: { rateLimit: 5, burstLimit: 10 },
};
