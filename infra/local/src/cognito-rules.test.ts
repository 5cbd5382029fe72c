import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Template } from "aws-cdk-lib/assertions";
import { describe, expect, it } from "vitest";
import { readSettings } from "../../cdk/settings.js";
import { TembeaStack } from "../../cdk/tembea-stack.js";
import { testApp } from "../../cdk/test-app.js";
import { resourcesOf } from "../../cdk/test-template.js";
import { webClientRules } from "./services/local-cognito.js";

// The twin's Cognito front refuses what the user pool and its web client refuse in AWS; its rules
// are written once for the twin (infra/local/src/services/local-cognito.ts), read here from the stack.
describe("the twin's Cognito rules", () => {
  it("are the synthesized user pool's and web client's", () => {
    const app = testApp({
      mailFrom: "no-reply@tembea.example",
      // The stack's own functions (jobs, mail, tour pages) would each be bundled with esbuild for a
      // template that only their settings are read from: CDK skips bundling for stacks not listed.
      "aws:cdk:bundling-stacks": [],
    });
    const webDist = mkdtempSync(join(tmpdir(), "tembea-no-web-"));
    rmSync(webDist, { recursive: true });
    // No endpoints and no site: only the auth settings matter here, and bundling would only be slow.
    const stack = new TembeaStack(app, "Tembea-cognito-rules", {
      settings: readSettings(app.node),
      endpoints: [],
      webDist,
    });
    const template = Template.fromStack(stack);
    const pools = Object.values(resourcesOf(template, "AWS::Cognito::UserPool"));
    const clients = Object.values(resourcesOf(template, "AWS::Cognito::UserPoolClient"));
    expect(pools).toHaveLength(1);
    expect(clients).toHaveLength(1);
    const pool = pools[0]?.Properties as { AdminCreateUserConfig?: { AllowAdminCreateUserOnly?: boolean } };
    const client = clients[0]?.Properties as { WriteAttributes?: string[] };

    expect(webClientRules.selfSignUp).toBe(!pool.AdminCreateUserConfig?.AllowAdminCreateUserOnly);
    expect([...webClientRules.writableAttributes].sort()).toEqual([...(client.WriteAttributes ?? [])].sort());
  });
});
