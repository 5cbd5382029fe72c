import { aws_ses as ses } from "aws-cdk-lib";
import { Construct } from "constructs";

export interface MailProps {
  /** An address (no-reply@tembea.example) or a whole domain (tembea.example). */
  mailFrom: string;
}

/** The SES identity our mail is sent from. Sending itself comes with the mail queue. */
export class Mail extends Construct {
  readonly identity: ses.EmailIdentity;
  /** The From address of every mail. */
  readonly senderAddress: string;
  /** CNAME records (name, value) to publish when a whole domain is the identity. */
  readonly dkimRecords: ses.DkimRecord[];

  constructor(scope: Construct, id: string, { mailFrom }: MailProps) {
    super(scope, id);
    const isAddress = mailFrom.includes("@");
    this.senderAddress = isAddress ? mailFrom : `no-reply@${mailFrom}`;
    this.identity = new ses.EmailIdentity(this, "Identity", {
      // A domain is verified by the DKIM records SES asks for; an address by the link SES mails to it.
      identity: isAddress ? ses.Identity.email(mailFrom) : ses.Identity.domain(mailFrom),
    });
    this.dkimRecords = isAddress ? [] : this.identity.dkimRecords;
  }
}
