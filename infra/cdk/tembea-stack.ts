import { fileURLToPath } from "node:url";
import { tableNameVariable } from "@tembea/functions/data/table-schema";
import { handlerEntry } from "@tembea/functions/handlers";
import { endpoints as contractEndpoints, type Endpoint } from "@tembea/shared";
import { Annotations, CfnOutput, Stack, type StackProps } from "aws-cdk-lib";
import type { Construct } from "constructs";
import { Api } from "./api.js";
import { Auth } from "./auth.js";
import { Data } from "./data.js";
import { Hosting } from "./hosting.js";
import { Jobs } from "./jobs.js";
import { Mail } from "./mail.js";
import { Payments } from "./payments.js";
import { type DeploySettings, defaultMailFrom } from "./settings.js";
import { Uploads } from "./uploads.js";

export const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface TembeaStackProps extends StackProps {
  settings: DeploySettings;
  /** The API's endpoints; the contract unless a test adds its own. */
  endpoints?: readonly Endpoint[];
  /** Where an endpoint's handler file lives; functions/src/<use-case>/handler.ts unless a test says otherwise. */
  entryFor?: (id: string) => string;
  webDist?: string;
}

/** Everything Tembea runs on in AWS, for one stage. No lookups, so it synthesizes without an account. */
export class TembeaStack extends Stack {
  readonly data: Data;
  readonly auth: Auth;
  readonly api: Api;
  readonly mail: Mail;
  readonly hosting: Hosting;
  readonly jobs: Jobs;
  readonly payments: Payments;
  readonly uploads: Uploads;

  constructor(scope: Construct, id: string, props: TembeaStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.data = new Data(this, "Data");
    this.auth = new Auth(this, "Auth");
    this.mail = new Mail(this, "Mail", { mailFrom: settings.mailFrom });
    this.payments = new Payments(this, "Payments");
    this.api = new Api(this, "Api", {
      endpoints: props.endpoints ?? contractEndpoints,
      entryFor: props.entryFor ?? handlerEntry,
      table: this.data.table,
      tableNameVariable,
      jwt: { issuer: this.auth.issuer, audience: this.auth.webClient.userPoolClientId },
      environment: {
        USER_POOL_ID: this.auth.userPool.userPoolId,
        SITE_URL: settings.siteUrl,
        MAIL_FROM: this.mail.senderAddress,
        STRIPE_SECRET_ARN: this.payments.stripeSecret.secretArn,
      },
      grant: (fn) => {
        // Sign-up and password reset go through Cognito's admin API, and mail through SES.
        this.auth.userPool.grant(
          fn,
          "cognito-idp:AdminCreateUser",
          "cognito-idp:AdminDeleteUser",
          "cognito-idp:AdminGetUser",
          "cognito-idp:AdminSetUserPassword",
        );
        this.mail.identity.grantSendEmail(fn);
        this.payments.stripeSecret.grantRead(fn);
      },
    });
    this.uploads = new Uploads(this, "Uploads", { siteUrl: settings.siteUrl });
    this.uploads.grantProfileImages(this.api.functions);
    this.jobs = new Jobs(this, "Jobs", { table: this.data.table, tableNameVariable });
    this.hosting = new Hosting(this, "Hosting", {
      api: this.api.httpApi,
      webDist: props.webDist ?? defaultWebDist,
      runtimeConfig: {
        auth: {
          userPoolId: this.auth.userPool.userPoolId,
          userPoolClientId: this.auth.webClient.userPoolClientId,
          authFlow: "USER_SRP_AUTH",
        },
      },
      ...(settings.domain ? { domain: settings.domain } : {}),
    });
    this.uploads.serveThrough(this.hosting.distribution, this.hosting.headersPolicy);

    if (settings.mailFrom === defaultMailFrom)
      Annotations.of(this.mail).addWarningV2(
        "tembea:mailFrom",
        `No mailFrom in the CDK context: mail would come from ${defaultMailFrom}, which cannot be verified. See docs/deploy.md.`,
      );

    this.outputs(settings);
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
    this.mail.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `MailDkimRecord${i + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: "Publish in DNS so SES can verify the mail domain",
      });
    });
  }
}
