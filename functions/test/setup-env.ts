import { localPorts } from "@tembea/infra/local/adapters/local-ports";
import { localAwsCredentials, localRegion } from "@tembea/infra/local/services/local-dynamodb";
import { inject } from "vitest";
import { installLocalPorts } from "../src/core/ports.js";

const cognito = inject("cognito");
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: inject("dynamoEndpoint"),
  COGNITO_ENDPOINT: cognito.endpoint,
  USER_POOL_ID: cognito.userPoolId,
  USER_POOL_CLIENT_ID: cognito.clientId,
  TOKEN_ISSUER: cognito.issuer,
  SES_ENDPOINT: inject("sesEndpoint"),
  S3_ENDPOINT: inject("s3").endpoint,
  UPLOADS_BUCKET: inject("s3").bucket,
  SITE_URL: "http://localhost:3000",
  STRIPE_WEBHOOK_SECRET: "whsec_test_tembea_local",
  AWS_REGION: localRegion,
  AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
  AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
  POWERTOOLS_LOG_LEVEL: "SILENT",
  // Every list request reads the table, so a test lists what it wrote just before (core/catalogue/snapshot.ts).
  CATALOGUE_MAX_AGE_MS: "0",
});

// The handlers under test send mail to the SES twin and pay on the local checkout, as in the twin.
installLocalPorts(localPorts);
