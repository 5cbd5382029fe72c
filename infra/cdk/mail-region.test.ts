import { join } from "node:path";
import { Stack } from "aws-cdk-lib";
import { Annotations, Match, Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Mail } from "./mail.js";
import { readSettings } from "./settings.js";
import { checkWithCdkNag } from "./tembea-app.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";
import { functionIdByDescription, policyStatementsOf, type Resource } from "./test-template.js";

/** The consumer's SES statement and its variables. */
function sender(template: Template) {
  const consumerId = functionIdByDescription(template, /^sendQueuedMail: /);
  const statements = policyStatementsOf(template, consumerId).filter((s) =>
    s.actions.some((a) => a.startsWith("ses:")),
  );
  const variables = (
    (template.toJSON().Resources[consumerId] as Resource).Properties.Environment as {
      Variables: Record<string, unknown>;
    }
  ).Variables;
  return { statements, variables };
}

const outputNames = (template: Template) => Object.keys(template.toJSON().Outputs ?? {});

/** The mail consumer's one statement: sending through the SES identity whose ARN these parts join to. */
const sendingThrough = (arn: unknown[]) => [
  { actions: ["ses:SendEmail", "ses:SendRawEmail"], resources: [{ "Fn::Join": ["", arn] }] },
];

describe("the SES region (context sesRegion)", () => {
  let byDefault: Template;
  let elsewhere: Template;
  let nagViolations: string[];

  beforeAll(() => {
    // Both cases in one app; no endpoints: only mail matters.
    const app = testApp({
      mailFrom: "tembea.example",
      // Nothing here reads a function's code: bundling each with esbuild would be all the time spent.
      "aws:cdk:bundling-stacks": [],
    });
    const stackWith = (id: string, context: { sesRegion?: string }) =>
      new TembeaStack(app, id, {
        settings: { ...readSettings(app.node), ...context },
        endpoints: [],
        webDist: join(import.meta.dirname, "no-web-build-here"),
      });
    const defaultStack = stackWith("Tembea-mail-default", {});
    const otherRegionStack = stackWith("Tembea-mail-elsewhere", { sesRegion: "eu-west-1" });
    checkWithCdkNag(app);
    const assembly = app.synth();
    byDefault = Template.fromJSON(assembly.getStackArtifact(defaultStack.artifactId).template);
    elsewhere = Template.fromJSON(assembly.getStackArtifact(otherRegionStack.artifactId).template);
    nagViolations = new AwsSolutionsChecks()
      .validateScope(otherRegionStack)
      .violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(", ")}`);
  }, 180_000);

  it("by default creates the identity in the stack's region and sends there with a configuration set that counts bounces", () => {
    const [identityId] = Object.keys(byDefault.findResources("AWS::SES::EmailIdentity"));
    byDefault.hasResourceProperties("AWS::SES::EmailIdentity", { EmailIdentity: "tembea.example" });
    const [configurationSetId] = Object.keys(byDefault.findResources("AWS::SES::ConfigurationSet"));
    const { statements, variables } = sender(byDefault);
    const inThisRegion = [
      "arn:",
      { Ref: "AWS::Partition" },
      ":ses:",
      { Ref: "AWS::Region" },
      ":",
      { Ref: "AWS::AccountId" },
    ];
    // Through the identity, with the configuration set (SES authorizes a send against both).
    expect(statements).toEqual([
      {
        actions: ["ses:SendEmail", "ses:SendRawEmail"],
        resources: [
          { "Fn::Join": ["", [...inThisRegion, ":configuration-set/", { Ref: configurationSetId }]] },
          { "Fn::Join": ["", [...inThisRegion, ":identity/", { Ref: identityId }]] },
        ],
      },
    ]);
    // No region for the SES client: it takes the function's own.
    expect(variables).toMatchObject({
      MAIL_FROM: "no-reply@tembea.example",
      SES_CONFIGURATION_SET: { Ref: configurationSetId },
    });
    // Bounces and complaints counted in CloudWatch per configuration set, i.e. per stage.
    byDefault.hasResourceProperties("AWS::SES::ConfigurationSetEventDestination", {
      ConfigurationSetName: { Ref: configurationSetId },
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: ["bounce", "complaint"],
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: "ses:configuration-set",
              DimensionValueSource: "messageTag",
              DefaultDimensionValue: "none",
            },
          ],
        },
      },
    });
    expect(variables).not.toHaveProperty("SES_REGION");
    expect(outputNames(byDefault)).toEqual(
      expect.arrayContaining(["MailDkimRecord1", "MailDkimRecord2", "MailDkimRecord3"]),
    );
    expect(outputNames(byDefault)).not.toContain("MailIdentity");
  });

  it("with sesRegion creates no identity, grants sending through the one in that region and points the client there", () => {
    elsewhere.resourceCountIs("AWS::SES::EmailIdentity", 0);
    const { statements, variables } = sender(elsewhere);
    expect(statements).toEqual(
      sendingThrough([
        "arn:",
        { Ref: "AWS::Partition" },
        ":ses:eu-west-1:",
        { Ref: "AWS::AccountId" },
        ":identity/tembea.example",
      ]),
    );
    expect(variables).toMatchObject({ MAIL_FROM: "no-reply@tembea.example", SES_REGION: "eu-west-1" });
    // A configuration set lives in SES's region, where this stack makes nothing: mail goes without one.
    elsewhere.resourceCountIs("AWS::SES::ConfigurationSet", 0);
    expect(variables).not.toHaveProperty("SES_CONFIGURATION_SET");
    // Verified by hand in that region: the output says what, and there are no DKIM records to print.
    expect(elsewhere.toJSON().Outputs.MailIdentity).toMatchObject({
      Value: "tembea.example",
      Description: expect.stringContaining("eu-west-1"),
    });
    expect(outputNames(elsewhere).filter((name) => name.startsWith("MailDkimRecord"))).toEqual([]);
    expect(nagViolations).toEqual([]);
  });
});

describe("the Mail construct with a sesRegion", () => {
  const deployRegion = process.env.CDK_DEFAULT_REGION;
  afterEach(() => {
    if (deployRegion === undefined) delete process.env.CDK_DEFAULT_REGION;
    else process.env.CDK_DEFAULT_REGION = deployRegion;
  });

  it("creates the identity itself in a stack pinned to that same region", () => {
    const stack = new Stack(testApp(), "Pinned", { env: { region: "eu-west-1" } });
    const mail = new Mail(stack, "Mail", { mailFrom: "no-reply@tembea.example", sesRegion: "eu-west-1" });
    expect(mail.sesRegion).toBeUndefined();
    Template.fromStack(stack).hasResourceProperties("AWS::SES::EmailIdentity", {
      EmailIdentity: "no-reply@tembea.example",
    });
  });

  it("warns when the region the CLI deploys to is sesRegion: the setting only keeps the identity out", () => {
    process.env.CDK_DEFAULT_REGION = "eu-west-1";
    const stack = new Stack(testApp(), "Agnostic");
    new Mail(stack, "Mail", { mailFrom: "tembea.example", sesRegion: "eu-west-1" });
    Annotations.fromStack(stack).hasWarning("/Agnostic/Mail", Match.stringLikeRegexp("leave sesRegion out"));

    process.env.CDK_DEFAULT_REGION = "eu-central-1";
    const other = new Stack(testApp(), "Elsewhere");
    new Mail(other, "Mail", { mailFrom: "tembea.example", sesRegion: "eu-west-1" });
    expect(Annotations.fromStack(other).findWarning("*", Match.anyValue())).toEqual([]);
  });
});
