import type { Node } from "constructs";
import { productionStage } from "./stages.js";

/** What differs between deployments, read from CDK context (`-c key=value` or cdk.json). */
export interface DeploySettings {
  /** Part of the stack name, so several stages can live in one account. */
  stage: string;
  /** Where mail comes from: an address (verified by a click) or a domain (verified by DKIM records). */
  mailFrom: string;
  /** A custom domain for the site, with its ACM certificate (which CloudFront needs in us-east-1). */
  domain?: { name: string; certificateArn: string };
  /**
   * The site's address for links in mails. Context `siteUrl`, else https://<domainName>. It cannot
   * come from the distribution itself: the functions would then depend on CloudFront, which
   * depends on the API that integrates them.
   */
  siteUrl: string;
  /** Who gets the alarms by e-mail (an SNS subscription, confirmed by a click); none: subscribe by hand. */
  alarmEmail?: string;
  /**
   * The region SES sends mail from, when it is not the one the stack is deployed to (e.g. the
   * account's production access is there). The sender must then be verified in that region by hand
   * (docs/deploy.md): a stack cannot create resources in another region. None: the stack's region.
   */
  sesRegion?: string;
  /**
   * `-c demo=true`: each deploy also loads the demo catalogue (agencies, tours, departures, reviews;
   * no accounts) into the table (catalogue-seed.ts). For stages people try things in; refused for prod.
   */
  demo?: true;
  /**
   * With the demo: where the demo agencies' request mails go (context `demoAgencyEmail`). Their
   * twin addresses (`.tembea.local`) would bounce from SES and count against the account; unset,
   * the stack uses SES's mailbox simulator (demoAgencyEmailDefault), which accepts and drops them.
   */
  demoAgencyEmail?: string;
}

/** SES's mailbox simulator: every mail to it is accepted and counts as delivered, never as a bounce. */
export const demoAgencyEmailDefault = "success@simulator.amazonses.com";

/** Reserved by RFC 2606, like the default sender: synth works, links point nowhere real. */
export const defaultSiteUrl = "https://tembea.example";

/** Reserved by RFC 2606: synth works, and nobody else receives the verification mail. */
export const defaultMailFrom = "no-reply@example.com";

export function readSettings(node: Node): DeploySettings {
  const text = (key: string): string | undefined => {
    const value = node.tryGetContext(key);
    if (value === undefined || value === null || value === "") return undefined;
    if (typeof value !== "string") throw new Error(`Context ${key} must be a string`);
    return value;
  };

  const stage = text("stage") ?? "dev";
  if (!/^[a-z][a-z0-9-]{0,20}$/.test(stage))
    throw new Error(`Context stage must be lower-case letters, digits and dashes, got "${stage}"`);

  const domainName = text("domainName");
  const certificateArn = text("certificateArn");
  if (Boolean(domainName) !== Boolean(certificateArn))
    throw new Error("Context domainName and certificateArn go together: give both or neither");

  const alarmEmail = text("alarmEmail");
  if (alarmEmail && !/^[^@\s]+@[^@\s]+$/.test(alarmEmail))
    throw new Error(`Context alarmEmail must be an e-mail address, got "${alarmEmail}"`);

  // A name in AWS's shape (eu-west-1, us-gov-west-1, ap-southeast-5): a typo would otherwise only
  // show when the first mail fails to send.
  const sesRegion = text("sesRegion");
  if (sesRegion && !/^[a-z]{2}(-[a-z]+)+-\d{1,2}$/.test(sesRegion))
    throw new Error(`Context sesRegion must be an AWS region such as eu-west-1, got "${sesRegion}"`);

  // `-c demo=true` arrives as a string, cdk.json's "demo": true as a boolean.
  const demoValue = node.tryGetContext("demo");
  if (![undefined, null, "", true, false, "true", "false"].includes(demoValue))
    throw new Error(`Context demo must be true or false, got "${String(demoValue)}"`);
  const demo = demoValue === true || demoValue === "true";
  if (demo && stage === productionStage)
    throw new Error(
      `Context demo=true is refused for the ${productionStage} stage: its table holds real agencies and bookings, not invented ones`,
    );

  const demoAgencyEmail = text("demoAgencyEmail");
  if (demoAgencyEmail && !demo) throw new Error("Context demoAgencyEmail goes with demo=true");
  if (demoAgencyEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(demoAgencyEmail))
    throw new Error(`Context demoAgencyEmail must be an e-mail address, got "${demoAgencyEmail}"`);

  return {
    stage,
    mailFrom: text("mailFrom") ?? defaultMailFrom,
    siteUrl: text("siteUrl") ?? (domainName ? `https://${domainName}` : defaultSiteUrl),
    ...(domainName && certificateArn ? { domain: { name: domainName, certificateArn } } : {}),
    ...(alarmEmail ? { alarmEmail } : {}),
    ...(sesRegion ? { sesRegion } : {}),
    ...(demo ? { demo } : {}),
    ...(demoAgencyEmail ? { demoAgencyEmail } : {}),
  };
}

export function stackName(stage: string): string {
  return `Tembea-${stage}`;
}
