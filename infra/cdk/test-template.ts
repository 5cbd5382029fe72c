import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Template } from "aws-cdk-lib/assertions";
import type { SynthesizedStage } from "./test-stages.js";

export type Resource = { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] };

export const resourcesOf = (template: Template, type: string) =>
  template.findResources(type) as Record<string, Resource>;

/** The logical id of the function with this description (exactly, or matching the pattern). */
export function functionIdByDescription(template: Template, description: string | RegExp): string {
  const ids = Object.entries(resourcesOf(template, "AWS::Lambda::Function"))
    .filter(([, fn]) => {
      const text = String(fn.Properties.Description ?? "");
      return typeof description === "string" ? text === description : description.test(text);
    })
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`${ids.length} functions described as ${description}`);
  return ids[0] as string;
}

/** The statements of every policy attached to a function's role, actions as an array. */
export function policyStatementsOf(
  template: Template,
  fnId: string,
): { actions: string[]; resources: unknown[]; conditions?: Record<string, Record<string, unknown>> }[] {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const role = ((resources[fnId] as Resource).Properties.Role as { "Fn::GetAtt": [string, string] })[
    "Fn::GetAtt"
  ][0];
  return Object.values(resourcesOf(template, "AWS::IAM::Policy"))
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: role }]))
    .flatMap(
      (p) =>
        (
          p.Properties.PolicyDocument as {
            Statement: {
              Action: string | string[];
              Resource: unknown;
              Condition?: Record<string, Record<string, unknown>>;
            }[];
          }
        ).Statement,
    )
    .map((s) => ({
      actions: Array.isArray(s.Action) ? s.Action : [s.Action],
      resources: Array.isArray(s.Resource) ? s.Resource : [s.Resource],
      ...(s.Condition ? { conditions: s.Condition } : {}),
    }));
}

/** A function's bundle as CDK built it: asset.<hash>/index.mjs in the cloud assembly. */
export function bundleOf(stage: SynthesizedStage, fnId: string): { path: string; code: string } {
  const fn = (stage.template.toJSON().Resources as Record<string, Resource>)[fnId] as Resource;
  const zip = (fn.Properties.Code as { S3Key: string }).S3Key;
  const path = join(stage.outdir, `asset.${zip.replace(/\.zip$/, "")}`, "index.mjs");
  return { path, code: readFileSync(path, "utf8") };
}
