import { join } from "node:path";
import { contract } from "@tembea/shared";
import type { Template } from "aws-cdk-lib/assertions";
import { Template as Templates } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { beforeAll, describe, expect, it } from "vitest";
import { demoAgencyEmailVariable } from "../demo/src/agency-email.js";
import { readSettings } from "./settings.js";
import { addTembeaStack } from "./tembea-app.js";
import { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";
import { functionIdByDescription, policyStatementsOf, type Resource, resourcesOf } from "./test-template.js";

const webDist = join(import.meta.dirname, "no-web-build-here");

/** The deploy's triggers: each function a Custom::Trigger invokes, by the function's logical id. */
function triggeredFunctions(template: Template): Record<string, { triggerId: string; trigger: Resource }> {
  const found: Record<string, { triggerId: string; trigger: Resource }> = {};
  for (const [triggerId, trigger] of Object.entries(resourcesOf(template, "Custom::Trigger"))) {
    const versionRef = (trigger.Properties.HandlerArn as { Ref: string }).Ref;
    const version = template.toJSON().Resources[versionRef] as Resource;
    const fnId = (version.Properties.FunctionName as { Ref: string }).Ref;
    found[fnId] = { triggerId, trigger };
  }
  return found;
}

describe("what a deploy writes into the table (catalogue-seed.ts)", () => {
  const stacks: Record<string, TembeaStack> = {};
  const templates: Record<string, Template> = {};

  beforeAll(() => {
    // Two dev stages, one with the demo; a single endpoint, since bundling every handler would only
    // make it slow (tembea-stack.test.ts checks the full stacks of dev and prod).
    const app = testApp({
      mailFrom: "no-reply@tembea.example",
      // Nothing here reads a function's code: bundling each with esbuild would be all the time spent.
      "aws:cdk:bundling-stacks": [],
    });
    for (const [name, extra] of Object.entries({
      plain: { stage: "dev" },
      demo: { stage: "alice", demo: true as const },
    })) {
      const stack = new TembeaStack(app, `Tembea-${extra.stage}`, {
        settings: { ...readSettings(app.node), ...extra },
        endpoints: [contract.listDestinations],
        webDist,
      });
      stacks[name] = stack;
    }
    for (const [name, stack] of Object.entries(stacks)) templates[name] = Templates.fromStack(stack);
  }, 180_000);

  it("writes the destinations and fetches the exchange rates on every deploy", () => {
    for (const template of Object.values(templates)) {
      const writer = functionIdByDescription(template, /^writeDestinations:/);
      const rates = functionIdByDescription(template, /^refreshExchangeRates: scheduled job/);
      const triggered = triggeredFunctions(template);
      expect(Object.keys(triggered)).toEqual(expect.arrayContaining([writer, rates]));
      // A new mark on every synth: CloudFormation runs a custom resource only when its properties change.
      for (const id of [writer, rates])
        expect(triggered[id]?.trigger.Properties.DeployMark).toMatch(/^\d{4}-\d\d-\d\dT/);
      // Puts destinations, nothing else: no read, and only the DESTINATION# partition.
      const statements = policyStatementsOf(template, writer).filter((s) =>
        s.actions.some((a) => a.startsWith("dynamodb:")),
      );
      expect(statements.flatMap((s) => s.actions).sort()).toEqual([
        "dynamodb:BatchWriteItem",
        "dynamodb:DeleteItem",
        "dynamodb:PutItem",
        "dynamodb:UpdateItem",
      ]);
      expect(JSON.stringify(statements.map((s) => s.conditions))).toContain('"DESTINATION#*"');
    }
  });

  it("backfills the agencies' tour index on every deploy: reads the tour lists, writes only tour items", () => {
    for (const template of Object.values(templates)) {
      const backfill = functionIdByDescription(template, /^indexAgencyTours:/);
      expect(triggeredFunctions(template)[backfill]?.trigger.Properties.DeployMark).toMatch(/^\d{4}-/);
      const statements = policyStatementsOf(template, backfill).filter((s) =>
        s.actions.some((a) => a.startsWith("dynamodb:")),
      );
      const leadingKeys = JSON.stringify(statements.map((s) => s.conditions));
      for (const partition of ['"GROUP_TOURS"', '"SPECIAL_TOURS"', '"TOUR#*"'])
        expect(leadingKeys).toContain(partition);
      expect(leadingKeys).not.toContain("DRAFT#");
      expect(leadingKeys).not.toContain("AGENCY#");
    }
  });

  it("loads the demo only on a stage deployed with demo=true, after the destinations", () => {
    expect(() => functionIdByDescription(templates.plain as Template, /^loadDemo:/)).toThrow(/0 functions/);

    const template = templates.demo as Template;
    const loader = functionIdByDescription(template, /^loadDemo:/);
    const triggered = triggeredFunctions(template);
    const writer = functionIdByDescription(template, /^writeDestinations:/);
    expect(triggered[loader]?.trigger.DependsOn).toEqual(
      expect.arrayContaining([triggered[writer]?.triggerId]),
    );
    const leadingKeys = JSON.stringify(policyStatementsOf(template, loader).map((s) => s.conditions));
    expect(leadingKeys).toContain('"AGENCY#*"');
    expect(leadingKeys).toContain('"TOUR#*"');
    expect(leadingKeys).not.toContain("USER#");
  });

  it("gives the demo agencies, in AWS, a request address that cannot bounce: SES's mailbox simulator", () => {
    const template = templates.demo as Template;
    const loader = template.toJSON().Resources[functionIdByDescription(template, /^loadDemo:/)] as Resource;
    const variables = (loader.Properties.Environment as { Variables: Record<string, string> }).Variables;
    expect(variables[demoAgencyEmailVariable]).toBe("success@simulator.amazonses.com");
    expect(variables[demoAgencyEmailVariable]).not.toMatch(/\.local$/);
  });

  it("refuses the demo for prod, before anything is built", () => {
    const app = testApp({ mailFrom: "no-reply@tembea.example", stage: "prod", demo: "true" });
    expect(() => addTembeaStack(app, undefined, { webDist })).toThrow(
      /Context demo=true is refused for the prod stage/,
    );
  });

  it("passes cdk-nag with the demo loader too", () => {
    const violations = new AwsSolutionsChecks().validateScope(stacks.demo as TembeaStack).violations;
    expect(
      violations.map((v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath)}`),
    ).toEqual([]);
  });
});
