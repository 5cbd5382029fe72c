/**
 * The demo loader's environment variable naming the demo agencies' request address in AWS, set by
 * the stack (infra/cdk/catalogue-seed.ts) and read by load-demo.ts. A file of its own: the CDK app
 * and the Lambda bundle both import it, and neither needs the other's code.
 */
export const demoAgencyEmailVariable = "DEMO_AGENCY_EMAIL";
