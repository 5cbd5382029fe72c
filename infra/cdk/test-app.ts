import { readFileSync } from "node:fs";
import { App } from "aws-cdk-lib";

/** An App with cdk.json's context (feature flags included), so tests synthesize what `cdk synth` does. */
export function testApp(extraContext: Record<string, unknown> = {}): App {
  const cdkJson = JSON.parse(readFileSync(new URL("../../cdk.json", import.meta.url), "utf8")) as {
    context?: Record<string, unknown>;
  };
  return new App({ context: { ...cdkJson.context, ...extraContext } });
}
