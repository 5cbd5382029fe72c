// The Lambda functions of a synthesized stack, for `sam local invoke` (docs/deploy.md):
//   npx tsx scripts/lambda-ids.ts [template]                  logical id, construct path, description
//   npx tsx scripts/lambda-ids.ts [template] --env <id>       an --env-vars skeleton for one function
//   npx tsx scripts/lambda-ids.ts --event <endpoint> [k=v…]   an HTTP API (payload 2.0) event for an endpoint
// The template defaults to cdk.out/Tembea-dev.template.json, what `npm run synth` writes.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { apiGatewayEvent } from "@tembea/functions/platform/api-gateway-event";
import { buildPath, endpoints } from "@tembea/shared";

interface TemplateFunction {
  logicalId: string;
  /** The construct path without the trailing /Resource, e.g. Tembea-dev/Api/PublicEndpoints/listDestinations. */
  constructPath: string;
  description: string;
  /** The bundle's folder in the cloud assembly, which SAM mounts (aws:asset:path). */
  codeDir: string | undefined;
  variables: Record<string, unknown>;
}

type Resource = { Type: string; Properties: Record<string, unknown>; Metadata?: Record<string, unknown> };

/**
 * The template's functions and those of its nested stacks (the API's endpoints live in one per
 * access level: infra/cdk/api-groups.ts), a nested one named as SAM names it: `<stack's logical
 * id>/<function's logical id>`.
 */
export function functionsOf(templatePath: string, prefix = ""): TemplateFunction[] {
  const template = JSON.parse(readFileSync(templatePath, "utf8")) as { Resources: Record<string, Resource> };
  const nested = Object.entries(template.Resources)
    .filter(([, r]) => r.Type === "AWS::CloudFormation::Stack")
    .flatMap(([logicalId, r]) => {
      const file = r.Metadata?.["aws:asset:path"];
      return typeof file === "string"
        ? functionsOf(join(dirname(templatePath), file), `${prefix}${logicalId}/`)
        : [];
    });
  const own = Object.entries(template.Resources)
    .filter(([, r]) => r.Type === "AWS::Lambda::Function")
    .map(([logicalId, r]) => {
      const assetPath = r.Metadata?.["aws:asset:path"];
      return {
        logicalId: `${prefix}${logicalId}`,
        constructPath: String(r.Metadata?.["aws:cdk:path"] ?? "").replace(/\/Resource$/, ""),
        description: String(r.Properties.Description ?? ""),
        codeDir: typeof assetPath === "string" ? join(dirname(templatePath), assetPath) : undefined,
        variables:
          (r.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
      };
    });
  return [...own, ...nested];
}

/**
 * What `sam local invoke -t <template> <logical id>` needs of each of our functions: its construct
 * path (SAM's other name for it) and its bundle next to the template. Returns the problems found.
 */
/** Ours: the API's, the jobs' and the mail consumer (not CDK's own custom-resource handlers). */
export const ourFunctionsOf = (templatePath: string) =>
  functionsOf(templatePath).filter((fn) => /\/(Api|Jobs|MailQueue)\//.test(fn.constructPath));

export function samProblems(templatePath: string): string[] {
  const fns = ourFunctionsOf(templatePath);
  if (fns.length === 0) return [`${templatePath}: none of our Lambda functions`];
  return fns.flatMap((fn) => [
    ...(fn.constructPath ? [] : [`${fn.logicalId}: no aws:cdk:path metadata`]),
    ...(fn.codeDir && existsSync(join(fn.codeDir, "index.mjs"))
      ? []
      : [`${fn.logicalId}: no bundle (aws:asset:path) next to the template`]),
  ]);
}

function main(args: string[]): void {
  const eventAt = args.indexOf("--event");
  if (eventAt >= 0) {
    const id = args[eventAt + 1];
    const endpoint = endpoints.find((e) => e.id === id);
    if (!endpoint) throw new Error(`No endpoint "${id}"; one of: ${endpoints.map((e) => e.id).join(", ")}`);
    const params = Object.fromEntries(
      args.slice(eventAt + 2).map((kv) => kv.split("=", 2) as [string, string]),
    );
    const path = buildPath(endpoint.path, params);
    const event = apiGatewayEvent({
      method: endpoint.method,
      path,
      routePath: endpoint.path,
      pathParameters: params,
      headers: { "content-type": "application/json" },
    });
    console.log(JSON.stringify(event, null, 2));
    return;
  }
  const envAt = args.indexOf("--env");
  const templatePath =
    args.find((a, i) => !a.startsWith("--") && (envAt < 0 || i !== envAt + 1)) ??
    "cdk.out/Tembea-dev.template.json";
  const fns = functionsOf(templatePath);
  if (envAt >= 0) {
    const fn = fns.find(
      (f) => f.logicalId === args[envAt + 1] || f.constructPath.endsWith(`/${args[envAt + 1]}`),
    );
    if (!fn) throw new Error(`No function ${args[envAt + 1]} in ${templatePath}`);
    // SAM resolves no Ref or GetAtt: those variables need the deployed stage's values (its outputs).
    const variables = Object.fromEntries(
      Object.entries(fn.variables).map(([name, value]) => [
        name,
        typeof value === "string" ? value : `<fill in: ${JSON.stringify(value)}>`,
      ]),
    );
    console.log(JSON.stringify({ [fn.logicalId]: variables }, null, 2));
    return;
  }
  for (const fn of fns) console.log(`${fn.logicalId}\t${fn.constructPath}\t${fn.description}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
