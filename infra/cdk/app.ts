import { App } from "aws-cdk-lib";
import { addTembeaStack, checkWithCdkNag } from "./tembea-app.js";

// `cdk synth` / `cdk deploy` run this (see cdk.json). No env: the stack is account-agnostic.
const app = new App();
addTembeaStack(app);
checkWithCdkNag(app);
