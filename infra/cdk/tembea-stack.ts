import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { mailQueueUrlVariable } from "@tembea/functions/core/mail/mail-queue";
import { tableNameVariable, tableSchema } from "@tembea/functions/data/table-schema";
import { tourPagesStoreVariable } from "@tembea/functions/data/tour-pages";
import { handlerEntry, platformEntries } from "@tembea/functions/entries";
import { metricsNamespace, stageVariable } from "@tembea/functions/platform/metric-names";
import { endpoints as contractEndpoints, type Endpoint } from "@tembea/shared";
import { Annotations, CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import type { Construct } from "constructs";
import { demoEntries } from "../demo/src/entries.js";
import { Api } from "./api.js";
import { Auth } from "./auth.js";
import { CatalogueSeed } from "./catalogue-seed.js";
import { Data } from "./data.js";
import type { GrantTargets } from "./grants.js";
import { Hosting } from "./hosting.js";
import { Jobs } from "./jobs.js";
import { Mail } from "./mail.js";
import { MailQueue } from "./mail-queue.js";
import { Monitoring } from "./monitoring.js";
import { acknowledgeFindings } from "./nag-acknowledgements.js";
import { Payments } from "./payments.js";
import { demoPermissions, type Permissions, permissionsFor } from "./permissions.js";
import { type DeploySettings, defaultMailFrom, demoAgencyEmailDefault } from "./settings.js";
import { routeThrottles, type StageProfile, stageProfile } from "./stages.js";
import { TourPageRenderer, tourPageRendererId } from "./tour-page-renderer.js";
import { TourPages } from "./tour-pages.js";
import { TourPhotos } from "./tour-photos.js";
import { Uploads } from "./uploads.js";

export const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
/** The tour-page renderer the web build writes beside web/dist (scripts/prerender.ts). */
export const defaultWebRenderer = fileURLToPath(new URL("../../web/dist-renderer", import.meta.url));

export interface TembeaStackProps extends StackProps {
  settings: DeploySettings;
  /** The API's endpoints; the contract unless a test adds its own. */
  endpoints?: readonly Endpoint[];
  /** Where an endpoint's handler file lives; functions/src/<use-case>/handler.ts unless a test says otherwise. */
  entryFor?: (id: string) => string;
  /** What an endpoint's function may do; permissions.ts unless a test adds endpoints of its own. */
  endpointPermissions?: (id: string) => Permissions;
  webDist?: string;
  /**
   * The tour-page renderer's folder (tour-page-renderer.ts): deployed when it exists, as the site is,
   * so a synth needs no web build. None unless given: app.ts gives the build's (tembea-app.ts).
   */
  webRenderer?: string;
}

/** Everything Tembea runs on in AWS, for one stage. No lookups, so it synthesizes without an account. */
export class TembeaStack extends Stack {
  readonly profile: StageProfile;
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly mail: Mail;
  readonly mailQueue: MailQueue;
  readonly hosting: Hosting;
  readonly jobs: Jobs;
  readonly payments: Payments;
  readonly uploads: Uploads;
  readonly monitoring: Monitoring;
  /** The tour pages' renderer; undefined when the stack was synthesized without a web build. */
  readonly tourPageRenderer: TourPageRenderer | undefined;
  readonly tourPages: TourPages;
  readonly catalogueSeed: CatalogueSeed;
  readonly tourPhotos: TourPhotos;

  constructor(scope: Construct, id: string, props: TembeaStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const profile = stageProfile(settings.stage);
    this.profile = profile;
    const { logRetention } = profile;

    this.data = new Data(this, "Data", { profile });
    this.auth = new Auth(this, "Auth", { stage: settings.stage, profile });
    this.mail = new Mail(this, "Mail", {
      mailFrom: settings.mailFrom,
      ...(settings.sesRegion ? { sesRegion: settings.sesRegion } : {}),
    });
    this.mailQueue = new MailQueue(this, "MailQueue", {
      identity: this.mail.identity,
      senderAddress: this.mail.senderAddress,
      sesRegion: this.mail.sesRegion,
      configurationSet: this.mail.configurationSet,
      consumerEntry: platformEntries.sendQueuedMail,
      logRetention,
    });
    this.payments = new Payments(this, "Payments");
    this.uploads = new Uploads(this, "Uploads", { siteUrl: settings.siteUrl });
    this.tourPages = new TourPages(this, "TourPages");

    // What permissions.ts may grant, and the settings every function reads.
    const grantTargets: GrantTargets = {
      table: this.data.table,
      tableIndexNames: tableSchema.globalSecondaryIndexes.map((index) => index.indexName),
      tableNameVariable,
      mailQueue: this.mailQueue.queue,
      mailQueueUrlVariable,
      stripeSecret: this.payments.stripeSecret,
      userPool: this.auth.userPool,
      uploads: this.uploads,
      tourPages: this.tourPages.store,
      tourPagesVariable: tourPagesStoreVariable,
    };
    const environment = { SITE_URL: settings.siteUrl };

    this.api = new Api(this, "Api", {
      stage: settings.stage,
      endpoints: props.endpoints ?? contractEndpoints,
      entryFor: props.entryFor ?? handlerEntry,
      permissionsFor: props.endpointPermissions ?? ((id) => permissionsFor("endpoint", id)),
      grantTargets,
      jwt: { issuer: this.auth.issuer, audience: this.auth.webClient.userPoolClientId },
      // What every function's middleware needs to verify a token itself (a public route's optional
      // caller) and to sign in on the server (a password change checks the current one).
      environment: {
        ...environment,
        TOKEN_ISSUER: this.auth.issuer,
        USER_POOL_CLIENT_ID: this.auth.webClient.userPoolClientId,
      },
      notFoundEntry: platformEntries.apiNotFound,
      logRetention,
      throttle: profile.apiThrottle,
      routeThrottles,
    });
    this.jobs = new Jobs(this, "Jobs", {
      permissionsFor: (id) => permissionsFor("job", id),
      grantTargets,
      environment,
      logRetention,
    });
    const tourPageFunctions = this.tourPages.keepInStep({
      table: this.data.table,
      sync: {
        entry: platformEntries.syncTourPages,
        permissions: permissionsFor("platform", "syncTourPages"),
      },
      reconcile: {
        entry: platformEntries.reconcileTourPages,
        permissions: permissionsFor("platform", "reconcileTourPages"),
      },
      grantTargets,
      logRetention,
    });
    const refreshExchangeRates = this.jobs.functions.get("refreshExchangeRates");
    if (!refreshExchangeRates) throw new Error("The refreshExchangeRates job has no function");
    this.catalogueSeed = new CatalogueSeed(this, "CatalogueSeed", {
      writeDestinations: {
        entry: platformEntries.writeDestinations,
        permissions: permissionsFor("platform", "writeDestinations"),
      },
      indexAgencyTours: {
        entry: platformEntries.indexAgencyTours,
        permissions: permissionsFor("platform", "indexAgencyTours"),
      },
      refreshExchangeRates,
      ...(settings.demo
        ? {
            demo: {
              entry: demoEntries.loadDemo,
              permissions: permissionsFor("platform", "loadDemo", demoPermissions),
              agencyEmail: settings.demoAgencyEmail ?? demoAgencyEmailDefault,
            },
          }
        : {}),
      grantTargets,
      logRetention,
    });
    this.tourPhotos = new TourPhotos(this, "TourPhotos", {
      bucket: this.uploads.bucket,
      process: {
        entry: platformEntries.processTourPhoto,
        permissions: permissionsFor("platform", "processTourPhoto"),
      },
      grantTargets,
      logRetention,
    });
    this.tourPageRenderer =
      props.webRenderer && existsSync(props.webRenderer)
        ? new TourPageRenderer(this, "TourPageRenderer", {
            folder: props.webRenderer,
            api: this.api.httpApi,
            logRetention,
          })
        : undefined;
    this.hosting = new Hosting(this, "Hosting", {
      api: this.api.httpApi,
      tourPages: this.tourPages.store,
      ...(this.tourPageRenderer ? { tourPageRenderer: this.tourPageRenderer.url } : {}),
      webDist: props.webDist ?? defaultWebDist,
      runtimeConfig: {
        auth: {
          userPoolId: this.auth.userPool.userPoolId,
          userPoolClientId: this.auth.webClient.userPoolClientId,
          authFlow: "USER_SRP_AUTH",
        },
      },
      ...(settings.domain ? { domain: settings.domain } : {}),
      profile,
    });

    this.nameMetrics(settings.stage);
    this.monitoring = new Monitoring(this, "Monitoring", {
      stage: settings.stage,
      production: profile.production,
      ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
    });
    for (const [fnId, fn] of [...this.api.functions, ...this.jobs.functions])
      this.monitoring.watchFunction(fnId, fn);
    this.monitoring.watchFunction("apiNotFound", this.api.notFound);
    this.monitoring.watchFunction("sendQueuedMail", this.mailQueue.consumer);
    this.monitoring.watchFunction("syncTourPages", tourPageFunctions.sync);
    this.monitoring.watchFunction("reconcileTourPages", tourPageFunctions.reconcile);
    if (this.tourPageRenderer) this.monitoring.watchFunction(tourPageRendererId, this.tourPageRenderer.fn);
    this.monitoring.watchApi(this.api.httpApi);
    this.monitoring.watchMailQueue(this.mailQueue.queue, this.mailQueue.deadLetterQueue);
    this.monitoring.watchFunction("processTourPhoto", this.tourPhotos.processor);
    this.monitoring.watchPhotoDeadLetters(this.tourPhotos.deadLetterQueue);
    this.monitoring.watchBusiness();
    this.monitoring.dashboard({
      api: this.api.httpApi,
      deadLetterQueues: {
        mail: this.mailQueue.deadLetterQueue,
        "photo uploads": this.tourPhotos.deadLetterQueue,
      },
      mail: { bounces: this.mail.metricOf("Bounce"), complaints: this.mail.metricOf("Complaint") },
    });

    acknowledgeFindings(this, {
      profile,
      customDomain: Boolean(settings.domain),
      siteBucket: this.hosting.bucket,
    });
    this.uploads.serveThrough(this.hosting.distribution, this.hosting.headersPolicy);

    if (settings.mailFrom === defaultMailFrom)
      Annotations.of(this.mail).addWarningV2(
        "tembea:mailFrom",
        `No mailFrom in the CDK context: mail would come from ${defaultMailFrom}, which cannot be verified. See docs/deploy.md.`,
      );

    this.outputs(settings);
  }

  /**
   * Every function of the stage (nested stacks' too, and any added later) writes its business metrics
   * under our namespace and this stage, as the function it is (platform/metrics.ts). Set here, once
   * for all, rather than in each construct that declares functions.
   */
  private nameMetrics(stage: string): void {
    for (const construct of this.node.findAll())
      if (construct instanceof NodejsFunction) {
        construct.addEnvironment("POWERTOOLS_METRICS_NAMESPACE", metricsNamespace);
        construct.addEnvironment("POWERTOOLS_SERVICE_NAME", construct.node.id);
        construct.addEnvironment(stageVariable, stage);
      }
  }

  private outputs(settings: DeploySettings): void {
    const siteDomain = settings.domain?.name ?? this.hosting.distribution.distributionDomainName;
    new CfnOutput(this, "SiteUrl", { value: `https://${siteDomain}` });
    new CfnOutput(this, "DistributionDomainName", {
      value: this.hosting.distribution.distributionDomainName,
      description: "Point the custom domain's CNAME (or alias) here",
    });
    new CfnOutput(this, "ApiUrl", { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, "UserPoolId", { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, "UserPoolClientId", { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, "TableName", { value: this.data.table.tableName });
    new CfnOutput(this, "MailFrom", { value: this.mail.senderAddress });
    // For `npm run admin` (scripts/admin.ts), which mails the first admin's invitation through it.
    new CfnOutput(this, "MailQueueUrl", { value: this.mailQueue.queue.queueUrl });
    new CfnOutput(this, "StripeSecretArn", {
      value: this.payments.stripeSecret.secretArn,
      description: 'Store {"secretKey","webhookSecret"} here after the first deploy',
    });
    new CfnOutput(this, "MailDeadLetterQueueArn", {
      value: this.mailQueue.deadLetterQueue.queueArn,
      description:
        "Redrive from here once the cause is fixed: aws sqs start-message-move-task --source-arn <this>",
    });
    new CfnOutput(this, "AlarmTopicArn", {
      value: this.monitoring.topic.topicArn,
      description: "Subscribe to get the alarms (or deploy with -c alarmEmail=...)",
    });
    if (this.mail.sesRegion)
      new CfnOutput(this, "MailIdentity", {
        value: this.mail.identityName,
        description: `Verify this identity in SES in ${this.mail.sesRegion} yourself (docs/deploy.md); the stack sends through it there`,
      });
    this.mail.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `MailDkimRecord${i + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: "Publish in DNS so SES can verify the mail domain",
      });
    });
  }
}
