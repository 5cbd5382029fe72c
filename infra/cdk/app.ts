import { App } from "aws-cdk-lib";
import { readSettings, stackName } from "./settings.js";
import { TembeaStack } from "./tembea-stack.js";

// `cdk synth` / `cdk deploy` run this (see cdk.json). No env: the stack is account-agnostic.
const app = new App();
const settings = readSettings(app.node);
new TembeaStack(app, stackName(settings.stage), {
  settings,
  description: `Tembea travel marketplace (${settings.stage})`,
  tags: { project: "tembea", stage: settings.stage },
});
