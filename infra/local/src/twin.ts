import { existsSync, mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { installLocalPorts } from "@tembea/functions/core/ports";
import { uploadsBucketVariable } from "@tembea/functions/core/storage/uploads-bucket";
import { putAgentIfAbsent } from "@tembea/functions/data/agents";
import { backfillIndexes } from "@tembea/functions/data/backfill-indexes";
import { tableNameVariable } from "@tembea/functions/data/table-schema";
import { rendererApiOriginVariable } from "@tembea/shared/site/prerendered-pages";
import { tourPhotoEvents } from "./adapters/local-photo-events.js";
import { localPorts } from "./adapters/local-ports.js";
import type { TwinConfig } from "./config.js";
import { demoTraveller, demoUsers } from "./demo-users.js";
import { createJwtVerifier } from "./http/jwt.js";
import { createTwinServer } from "./http/server.js";
import { tourPageRenderer } from "./http/tour-page-renderer.js";
import { startJobTimers } from "./job-timers.js";
import { summarizeMetricLines } from "./metric-lines.js";
import { seedDemoData, seedDemoTrips } from "./seed/seed.js";
import { startDynamoDbWithTable } from "./services/dynamodb.js";
import { ensureDemoUser, startLocalCognito, webClientRules } from "./services/local-cognito.js";
import { localAwsCredentials, localRegion } from "./services/local-dynamodb.js";
import { startLocalS3 } from "./services/local-s3.js";
import { startLocalSes } from "./services/local-ses.js";

export interface RunningTwin {
  url: string;
  mailViewerUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts the service twins, points the handlers at them through the same environment variables
 * the Lambdas get in AWS, seeds the demo data and serves site and API on one origin.
 */
export async function startTwin(
  config: TwinConfig,
  log: (line: string) => void,
  options: {
    /** Settles once the web app's build is in place; the site opens only then (scripts/start.mjs). */
    webBuilt?: Promise<void>;
    /** Where `[metrics] …` summaries of the handlers' metric lines go; stdout unless given (metric-lines.ts). */
    printMetric?: (line: string) => void;
  } = {},
): Promise<RunningTwin> {
  mkdirSync(config.dataDir, { recursive: true });
  // Before any handler runs: mail and payments go through the twin's adapters, not SQS and Stripe.
  installLocalPorts(localPorts);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  const stopSummaries = summarizeMetricLines(options.printMetric);
  stops.push(async () => stopSummaries());
  try {
    // Each service registers its stop as soon as it runs, so a failure of another still cleans it up.
    const started = <T extends { stop: () => Promise<void> }>(service: T): T => {
      stops.push(service.stop);
      return service;
    };
    const siteOrigins = [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
    const [dynamo, cognito, ses, s3] = await Promise.all([
      startDynamoDbWithTable({
        port: config.ports.dynamodb,
        dataDir: `${config.dataDir}/dynamodb`,
        tableName: config.tableName,
      }).then(started),
      // The browser and the handlers call the front on ports.cognito, which refuses what the CDK
      // pool and web client refuse; cognito-local itself listens behind it.
      startLocalCognito({
        port: config.ports.cognito,
        innerPort: config.ports.cognitoLocal,
        host: config.host,
        dataDir: `${config.dataDir}/cognito`,
        poolName: config.userPoolName,
        rules: webClientRules,
      }).then(started),
      startLocalSes({ port: config.ports.ses, host: config.host, cwd: config.dataDir }).then(started),
      startLocalS3({
        port: config.ports.s3,
        host: config.host,
        dataDir: `${config.dataDir}/s3`,
        bucket: config.uploadsBucket,
        // The site, and the Vite dev server (npm run dev -w web) that proxies /api to the twin.
        allowedOrigins: [...siteOrigins, "http://localhost:5173"],
        credentials: localAwsCredentials,
        objectCreated: tourPhotoEvents,
      }).then(started),
    ]);

    Object.assign(process.env, {
      [tableNameVariable]: config.tableName,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      SES_ENDPOINT: ses.endpoint,
      S3_ENDPOINT: s3.endpoint,
      [uploadsBucketVariable]: s3.bucket,
      SITE_URL: `http://localhost:${config.port}`,
      // The tour-page renderer asks the API for the tour it renders: here the twin itself.
      [rendererApiOriginVariable]: `http://${config.host}:${config.port}`,
      // The local checkout signs its events with this, as Stripe does with the endpoint's secret.
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_tembea_local_twin",
      USER_POOL_ID: cognito.userPoolId,
      // As in AWS: what a function needs to verify a public route's optional token itself.
      USER_POOL_CLIENT_ID: cognito.clientId,
      TOKEN_ISSUER: cognito.issuer,
      COGNITO_ENDPOINT: cognito.endpoint,
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: localAwsCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localAwsCredentials.secretAccessKey,
      // The tour lists' snapshot (functions/src/core/catalogue/snapshot.ts): read at every request,
      // so what the browser tests publish is listed at once; the bench sets AWS's 30 s.
      CATALOGUE_MAX_AGE_MS: process.env.CATALOGUE_MAX_AGE_MS ?? "0",
      // The traced functions' Powertools Tracer (functions/src/platform/tracing.ts) sends nothing
      // here: there is no X-Ray daemon. It would stay off outside Lambda anyway; this says so.
      POWERTOOLS_TRACE_ENABLED: "false",
    });

    if (dynamo.addedIndexes.length) log(`added the indexes ${dynamo.addedIndexes.join(", ")}`);
    // At every start, not only the one that added an index: one stopped before its backfill ended
    // would otherwise keep an index that misses items for good. With nothing to fill it only reads.
    const { followUp } = await backfillIndexes();
    if (followUp) log(`${followUp} open trip requests put into the follow-up index`);
    const seeded = await seedDemoData();
    for (const user of demoUsers) {
      const userId = await ensureDemoUser(cognito, user);
      // So the operator's agency page lists the demo agents as it lists those it invited.
      if (user.agencyId)
        await putAgentIfAbsent({
          userId,
          agencyId: user.agencyId,
          email: user.email,
          name: user.name,
          language: "en",
          status: "active",
          invitedAt: new Date().toISOString(),
        });
      // Before the jobs start, so the trip that just ended gets its review link on the first run.
      if (user === demoTraveller) await seedDemoTrips({ userId, email: user.email, name: user.name });
    }
    log(
      `seeded ${seeded.destinations} destinations, ${seeded.agencies} agencies, ${seeded.groupTours} group tours, ${seeded.specialTours} special tours, ${seeded.reviews} reviews and ${demoUsers.length} demo users`,
    );
    const stopJobs = startJobTimers(log);
    stops.push(async () => stopJobs());

    // The services and the seed did not need the build; a page served before it ends would be half of one.
    await options.webBuilt;
    const server: Server = createTwinServer({
      webDist: config.webDist,
      // As the stack deploys it: only when the web build wrote it (scripts/prerender.ts); without
      // it the tour pages are served their frames, as the bucket serves them in AWS.
      ...(existsSync(join(config.webRenderer, "tour-page-server.js"))
        ? { renderTourPage: tourPageRenderer(config.webRenderer) }
        : {}),
      cognitoEndpoint: cognito.endpoint,
      s3Endpoint: s3.endpoint,
      runtimeConfig: {
        auth: {
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.clientId,
          endpoint: cognito.endpoint,
          authFlow: "USER_PASSWORD_AUTH",
        },
      },
      verify: createJwtVerifier({ issuer: cognito.issuer, audience: cognito.clientId }),
      log,
      selfUrl: `http://${config.host}:${config.port}`,
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve());
    });
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    return { url: `http://localhost:${config.port}`, mailViewerUrl: ses.viewerUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
