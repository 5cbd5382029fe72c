import { type Stack, type aws_s3 as s3, Validations } from "aws-cdk-lib";
import type { IConstruct } from "constructs";
import type { StageProfile } from "./stages.js";

/** Acknowledges one cdk-nag finding on one construct (and its children), with the reason. */
const acknowledge = (scope: IConstruct | undefined, id: string, reason: string): void => {
  if (scope) Validations.of(scope).acknowledge({ id, reason });
};

/**
 * The AwsSolutions findings we accept, each on the construct it concerns and never stack-wide, so a
 * new resource with the same problem is still reported. Public API routes are acknowledged where the
 * decision is made (api.ts, from the contract's access).
 */
export function acknowledgeFindings(
  stack: Stack,
  {
    profile,
    customDomain,
    siteBucket,
  }: { profile: StageProfile; customDomain: boolean; siteBucket: s3.Bucket },
): void {
  const child = (path: string): IConstruct | undefined => stack.node.tryFindChild(path);
  const auth = child("Auth")?.node.tryFindChild("UserPool");

  acknowledge(
    auth,
    "AwsSolutions-COG1",
    "The password rule is the product's (docs/product-spec.md, section 5: an uppercase letter and a special character; and 8+ characters); asking Cognito for more would refuse passwords the site accepted",
  );
  acknowledge(
    auth,
    "AwsSolutions-COG2",
    "Travellers and agents sign in with e-mail and password as docs/product-spec.md defines; MFA is not part of the product yet",
  );
  acknowledge(
    auth,
    "AwsSolutions-COG8",
    "The Plus feature plan (threat protection) is billed per active user; sign-up and password reset are throttled per route at the API instead (stages.ts routeThrottles)",
  );
  acknowledge(
    child("Payments")?.node.tryFindChild("StripeSecret"),
    "AwsSolutions-SMG4",
    "Stripe keys are rolled in Stripe's dashboard, not by a rotation Lambda; the procedure is in docs/deploy.md (put the new value, redeploy)",
  );

  const hosting = child("Hosting");
  acknowledge(
    hosting?.node.tryFindChild("Bucket"),
    "AwsSolutions-S1",
    "The bucket holds only the public web build, readable solely through CloudFront (origin access control); its contents are rebuilt on every deploy",
  );
  const distribution = hosting?.node.tryFindChild("Distribution");
  acknowledge(
    distribution,
    "AwsSolutions-CFR1",
    "A travel marketplace for travellers anywhere: no country is blocked",
  );
  acknowledge(
    distribution,
    "AwsSolutions-CFR2",
    "No WAF yet (a web ACL costs more than the site's traffic warrants); the API has stage and per-route throttling",
  );
  acknowledge(
    distribution,
    "AwsSolutions-CFR3",
    "Every API call is logged by the API's access log and the function logs; request logs of static files would need an ACL-enabled log bucket and add nothing we act on",
  );
  if (!customDomain)
    acknowledge(
      distribution,
      "AwsSolutions-CFR4",
      "Without domainName the distribution uses CloudFront's default certificate, whose minimum protocol cannot be chosen; with a custom domain it is TLS 1.2 (2021)",
    );
  acknowledgeSiteUpload(stack, siteBucket);

  if (!profile.protectTable)
    acknowledge(
      child("Data")?.node.tryFindChild("Table"),
      "AwsSolutions-DDB3",
      "Point-in-time recovery is for prod; a dev stage's data is demo data that the stage's own destroy removes",
    );
}

/**
 * CDK's BucketDeployment handler runs only during a deploy, to copy the web build from CDK's asset
 * bucket into the site bucket and invalidate CloudFront. Its role, policy and runtime are CDK's own
 * and cannot be configured; these are exactly its findings, acknowledged one by one.
 */
function acknowledgeSiteUpload(stack: Stack, siteBucket: s3.Bucket): void {
  const handler = stack.node.children.find((c) => c.node.id.startsWith("Custom::CDKBucketDeployment"));
  if (!handler) return;
  const bucketId = stack.getLogicalId(siteBucket.node.defaultChild as s3.CfnBucket);
  const reason =
    "CDK's BucketDeployment handler (deploy time only): copies the build from CDK's asset bucket to the site bucket; its role and runtime are CDK's";
  const findings = [
    "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
    "AwsSolutions-IAM5[Action::s3:GetBucket*]",
    "AwsSolutions-IAM5[Action::s3:GetObject*]",
    "AwsSolutions-IAM5[Action::s3:List*]",
    "AwsSolutions-IAM5[Action::s3:Abort*]",
    "AwsSolutions-IAM5[Action::s3:DeleteObject*]",
    "AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]",
    `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
    // CloudFront's CreateInvalidation cannot be limited to one distribution's ARN by CDK here.
    "AwsSolutions-IAM5[Resource::*]",
    "AwsSolutions-L1",
  ];
  for (const id of findings) acknowledge(handler, id, reason);
}
