import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { AwsSolutionsChecks } from "cdk-nag";
import { readSettings } from "./settings.js";
import { addTembeaStack, checkWithCdkNag } from "./tembea-app.js";
import type { TembeaStack } from "./tembea-stack.js";
import { testApp } from "./test-app.js";
import { inlineNestedStacks, nestedTemplatesOf } from "./test-template.js";

export interface SynthesizedStage {
  stack: TembeaStack;
  /** The stage's own (root) template. */
  template: Template;
  /** Each nested stack's template, by its construct id (the API's endpoint groups: api-groups.ts). */
  nested: Record<string, Template>;
  /** Root and nested stacks as one template (test-template.ts inlineNestedStacks). */
  flat: Template;
  /** Where `cdk synth` would write the cloud assembly, bundles included (asset.<hash>/index.mjs). */
  outdir: string;
  /** cdk-nag's findings that nobody acknowledged. */
  nagViolations: { rule: string; resources: string[] }[];
}

/**
 * A tiny web build, so the stacks include the site upload and the tour-page renderer (and cdk-nag
 * sees them). The renderer's module only has to be there: the browser tests run the real one.
 */
function fakeWebBuild(): { webDist: string; webRenderer: string; root: string } {
  const root = mkdtempSync(join(tmpdir(), "tembea-web-"));
  const webDist = join(root, "dist");
  mkdirSync(join(webDist, "assets"), { recursive: true });
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>Tembea</title>");
  writeFileSync(join(webDist, "assets", "index-abc123.js"), "console.log('tembea')");
  const webRenderer = join(root, "dist-renderer");
  mkdirSync(webRenderer);
  writeFileSync(join(webRenderer, "tour-page-server.js"), "export async function handler() {}");
  return { webDist, webRenderer, root };
}

/**
 * `cdk synth` for both stages, as app.ts builds them (same stack, same cdk-nag plugin), in ONE app:
 * the stacks share the app's asset cache, so each function is bundled once for both stages.
 * The slow part of a test run; test files that need the full stacks should share one call.
 */
export function synthesizeStages(
  stages: readonly string[] = ["dev", "prod"],
  extraContext: Record<string, unknown> = {},
): Record<string, SynthesizedStage> {
  const app = testApp({ mailFrom: "tembea.example", ...extraContext });
  const { webDist, webRenderer, root } = fakeWebBuild();
  const stacks = stages.map((stage) =>
    addTembeaStack(app, { ...readSettings(app.node), stage }, { webDist, webRenderer }),
  );
  checkWithCdkNag(app);
  // vitest.config.ts sets CDK_VALIDATION=false: CloudFormation's schema check only warns and took
  // most of the synth time; cdk-nag, registered above, still runs.
  const assembly = app.synth();
  // The build is copied into the assembly at synth; the original is no longer needed.
  rmSync(root, { recursive: true, force: true });

  return Object.fromEntries(
    stacks.map((stack, i) => {
      const report = new AwsSolutionsChecks().validateScope(stack);
      const template = Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template);
      return [
        stages[i] as string,
        {
          stack,
          template,
          nested: nestedTemplatesOf(stack, assembly.directory),
          flat: inlineNestedStacks(stack, assembly.directory, template),
          outdir: assembly.directory,
          nagViolations: report.violations.map((v) => ({
            rule: v.ruleName,
            resources: v.violatingResources.map((r) => r.constructPath ?? "?"),
          })),
        },
      ];
    }),
  );
}
