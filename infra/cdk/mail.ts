import {
  Annotations,
  aws_cloudwatch as cloudwatch,
  Duration,
  Stack,
  aws_ses as ses,
  Token,
} from "aws-cdk-lib";
import { Construct } from "constructs";

export interface MailProps {
  /** An address (no-reply@tembea.example) or a whole domain (tembea.example). */
  mailFrom: string;
  /** The region SES sends from, when not the stack's own (settings.ts). */
  sesRegion?: string;
}

/**
 * The SES identity our mail is sent from. Sending itself comes with the mail queue.
 *
 * In the stack's own region the stack creates the identity. In another region (`sesRegion`) it
 * cannot: a CloudFormation stack makes resources in its own region only. The identity is then only
 * referenced by its ARN in that region, for the sender's grant, and verified there by hand
 * (docs/deploy.md).
 */
export class Mail extends Construct {
  /** The identity the consumer may send from: created here, or referenced in `sesRegion`. */
  readonly identity: ses.IEmailIdentity;
  /** The address or domain SES knows the sender by. */
  readonly identityName: string;
  /** The From address of every mail. */
  readonly senderAddress: string;
  /** Where SES sends when not in the stack's own region; the consumer's SES client is pointed there. */
  readonly sesRegion: string | undefined;
  /** CNAME records (name, value) to publish when the stack created a whole domain as the identity. */
  readonly dkimRecords: ses.DkimRecord[];
  /**
   * Every mail is sent with it; its CloudWatch event destination counts bounces and complaints per
   * configuration set (so per stage). None when SES sends from another region: a configuration set
   * lives in SES's region, which this stack cannot create resources in (docs/deploy.md).
   */
  readonly configurationSet: ses.ConfigurationSet | undefined;

  constructor(scope: Construct, id: string, { mailFrom, sesRegion }: MailProps) {
    super(scope, id);
    const isAddress = mailFrom.includes("@");
    this.identityName = mailFrom;
    this.senderAddress = isAddress ? mailFrom : `no-reply@${mailFrom}`;

    // Our stacks are region-agnostic (the region is a token until deploy), so a given sesRegion
    // counts as another region; only a stack pinned to that same region creates the identity itself.
    const stackRegion = Stack.of(this).region;
    const elsewhere =
      sesRegion !== undefined && (Token.isUnresolved(stackRegion) || sesRegion !== stackRegion);
    this.sesRegion = elsewhere ? sesRegion : undefined;

    if (this.sesRegion) {
      this.identity = ses.EmailIdentity.fromEmailIdentityArn(
        this,
        "Identity",
        Stack.of(this).formatArn({
          service: "ses",
          region: this.sesRegion,
          resource: "identity",
          resourceName: this.identityName,
        }),
      );
      this.dkimRecords = [];
      this.configurationSet = undefined;
      // The CLI runs the app with the region it deploys to; the same region as sesRegion means the
      // setting only keeps the stack from creating the identity it could have created.
      if (process.env.CDK_DEFAULT_REGION === this.sesRegion)
        Annotations.of(this).addWarningV2(
          "tembea:sesRegion",
          `sesRegion ${this.sesRegion} is the region this deploy goes to: leave sesRegion out and the stack creates and verifies the SES identity itself. See docs/deploy.md.`,
        );
      return;
    }

    const identity = new ses.EmailIdentity(this, "Identity", {
      // A domain is verified by the DKIM records SES asks for; an address by the link SES mails to it.
      identity: isAddress ? ses.Identity.email(mailFrom) : ses.Identity.domain(mailFrom),
    });
    this.identity = identity;
    this.dkimRecords = isAddress ? [] : identity.dkimRecords;

    this.configurationSet = new ses.ConfigurationSet(this, "ConfigurationSet", {
      // The account's bounce and complaint rates, which SES watches to pause sending, per stage too.
      reputationMetrics: true,
    });
    this.configurationSet.addEventDestination("BouncesAndComplaints", {
      destination: ses.EventDestination.cloudWatchDimensions([
        {
          // SES tags every mail with the configuration set it was sent with.
          name: sesConfigurationSetDimension,
          source: ses.CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: "none",
        },
      ]),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
  }

  /** Mail that bounced (`Bounce`) or was marked as spam (`Complaint`), per hour; undefined without a configuration set. */
  metricOf(event: "Bounce" | "Complaint"): cloudwatch.Metric | undefined {
    if (!this.configurationSet) return undefined;
    return new cloudwatch.Metric({
      namespace: "AWS/SES",
      metricName: event,
      dimensionsMap: { [sesConfigurationSetDimension]: this.configurationSet.configurationSetName },
      statistic: "Sum",
      period: Duration.hours(1),
    });
  }
}

const sesConfigurationSetDimension = "ses:configuration-set";
