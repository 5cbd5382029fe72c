import { type App, Validations } from "aws-cdk-lib";
import { AwsSolutionsChecks } from "cdk-nag";
import { type DeploySettings, readSettings, stackName } from "./settings.js";
import { defaultWebRenderer, TembeaStack, type TembeaStackProps } from "./tembea-stack.js";

/** One stage's stack, as `cdk synth` and `cdk deploy` build it (app.ts) and the tests do. */
export function addTembeaStack(
  app: App,
  settings: DeploySettings = readSettings(app.node),
  options: Pick<TembeaStackProps, "webDist" | "webRenderer"> = {},
): TembeaStack {
  return new TembeaStack(app, stackName(settings.stage), {
    settings,
    description: `Tembea travel marketplace (${settings.stage})`,
    tags: { project: "tembea", stage: settings.stage },
    webRenderer: defaultWebRenderer,
    ...options,
  });
}

/**
 * cdk-nag's AwsSolutions pack as a CDK policy-validation plugin: synth reports every finding that is
 * not acknowledged (with its reason, in nag-acknowledgements.ts) and fails.
 */
export function checkWithCdkNag(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
}
