import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type CfnResource, NestedStack, type Stack } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";

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

/** The statements of every policy attached to a function's role, actions as an array; not active tracing's, which every role has. */
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
    }))
    .map((s) => (s.resources.length === 1 && s.resources[0] === "*" ? withoutTracing(s) : s))
    .filter((s) => s.actions.length > 0);
}

/**
 * X-Ray's two write actions on "*": what active tracing adds to every function's role (CDK merges
 * them into another "*" statement of the role, if it has one). tembea-stack.test.ts checks them.
 */
export const tracingActions = ["xray:PutTraceSegments", "xray:PutTelemetryRecords"];
function withoutTracing<S extends { actions: string[] }>(s: S): S {
  return { ...s, actions: s.actions.filter((a) => !tracingActions.includes(a)) };
}

/** A function's bundle as CDK built it: asset.<hash>/index.mjs in the cloud assembly. */
export function bundleOf(
  stage: { flat: Template; outdir: string },
  fnId: string,
): { path: string; code: string } {
  const fn = (stage.flat.toJSON().Resources as Record<string, Resource>)[fnId] as Resource;
  const zip = (fn.Properties.Code as { S3Key: string }).S3Key;
  const path = join(stage.outdir, `asset.${zip.replace(/\.zip$/, "")}`, "index.mjs");
  return { path, code: readFileSync(path, "utf8") };
}

type TemplateJson = {
  Resources: Record<string, Resource>;
  Parameters?: Record<string, unknown>;
  Outputs?: Record<string, { Value: unknown }>;
};

/** Each nested stack's template as synthesized, by the nested stack's construct id. */
export function nestedTemplatesOf(stack: Stack, outdir: string): Record<string, Template> {
  return Object.fromEntries(
    stack.node
      .findAll()
      .filter((c): c is NestedStack => NestedStack.isNestedStack(c))
      .map((nested) => [
        nested.node.id,
        Template.fromJSON(JSON.parse(readFileSync(join(outdir, nested.templateFile), "utf8"))),
      ]),
  );
}

/**
 * The stack as one template: every nested stack's resources beside the parent's, each parameter the
 * parent passes replaced by the parent's value and each output the parent reads by the nested
 * value. Assertions about what a function may reach or which route calls it then read as they did
 * before the split, wherever the function lives (the resource counts look at each template instead).
 */
export function inlineNestedStacks(stack: Stack, outdir: string, root: Template): Template {
  const parent = structuredClone(root.toJSON()) as TemplateJson;
  const outputs = new Map<string, unknown>();
  const nestedResources: Record<string, Resource> = {};
  for (const nested of stack.node.findAll().filter((c): c is NestedStack => NestedStack.isNestedStack(c))) {
    const resourceId = stack.getLogicalId(nested.nestedStackResource as CfnResource);
    const json = JSON.parse(readFileSync(join(outdir, nested.templateFile), "utf8")) as TemplateJson;
    const passed = ((parent.Resources[resourceId] as Resource).Properties.Parameters ?? {}) as Record<
      string,
      unknown
    >;
    const resolved = substitute(json, (node) => {
      const ref = (node as { Ref?: unknown }).Ref;
      return typeof ref === "string" && ref in passed ? { found: passed[ref] } : undefined;
    }) as TemplateJson;
    for (const [id, resource] of Object.entries(resolved.Resources)) {
      if (id in parent.Resources || id in nestedResources) throw new Error(`${id} is in two stacks`);
      nestedResources[id] = resource;
    }
    for (const [name, output] of Object.entries(resolved.Outputs ?? {}))
      outputs.set(`${resourceId}.Outputs.${name}`, output.Value);
  }
  const flat = substitute(parent, (node) => {
    const att = (node as { "Fn::GetAtt"?: unknown })["Fn::GetAtt"];
    const key = Array.isArray(att) ? att.join(".") : undefined;
    return key && outputs.has(key) ? { found: outputs.get(key) } : undefined;
  }) as TemplateJson;
  return Template.fromJSON({ ...flat, Resources: { ...flat.Resources, ...nestedResources } });
}

function substitute(value: unknown, replace: (node: object) => { found: unknown } | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, replace));
  if (value === null || typeof value !== "object") return value;
  const replaced = replace(value);
  if (replaced) return replaced.found;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, replace)]));
}
