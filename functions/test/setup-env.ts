import { inject } from "vitest";
import { localAwsCredentials, localRegion } from "../src/data/local-dynamodb.js";

process.env.DYNAMODB_ENDPOINT = inject("dynamoEndpoint");
process.env.AWS_REGION = localRegion;
process.env.AWS_ACCESS_KEY_ID = localAwsCredentials.accessKeyId;
process.env.AWS_SECRET_ACCESS_KEY = localAwsCredentials.secretAccessKey;
process.env.POWERTOOLS_LOG_LEVEL = "SILENT";
