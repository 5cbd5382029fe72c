import * as z from "zod/mini";
import { errorCodes } from "../domain/error-codes.js";
import { cacheText } from "./edge-cache.js";
import { type Endpoint, idempotencyKeyHeader } from "./endpoint.js";
import { errorStatuses } from "./openapi.js";

const accessText = {
  public: "anyone",
  traveller: "signed-in user (Cognito token)",
  agent: "agent (Cognito token, `agents` group)",
  admin: "operator staff (Cognito token, `admins` group)",
} as const;

/**
 * What a request may send is the schema's input (an e-mail before it is lower-cased, a phone before it
 * is put in E.164); what it answers is the output.
 */
function schemaBlock(title: string, schema: z.ZodMiniType | undefined, io: "input" | "output"): string {
  if (!schema) return "";
  const json = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: "any", io }), null, 2);
  return `\n<details><summary>${title}</summary>\n\n\`\`\`json\n${json}\n\`\`\`\n</details>\n`;
}

/** docs/api.md, written from the contract so the document cannot drift from the code. */
export function renderApiDoc(endpoints: readonly Endpoint[]): string {
  const rows = endpoints.map(
    (e) => `| \`${e.id}\` | ${e.method} | \`${e.path}\` | ${accessText[e.access]} |`,
  );
  const sections = endpoints.map(
    (e) =>
      `## ${e.method} ${e.path}\n\n\`${e.id}\`, for ${accessText[e.access]}. ${e.summary}${cacheText(e)}\n` +
      (e.idempotent
        ? `\nHeader \`${idempotencyKeyHeader}\` (required): a UUID per submission, sent again with each retry of it.\n`
        : "") +
      schemaBlock("Path parameters", e.params, "input") +
      schemaBlock("Query", e.query, "input") +
      schemaBlock("Body", e.body, "input") +
      schemaBlock("Response 200", e.response, "output") +
      `\nErrors: ${[...errorStatuses(e)].map(([status, codes]) => `${status} ${codes.join(", ")}`).join("; ")}.\n`,
  );
  return [
    "# API",
    "",
    "Generated from the contract in `shared/src/contract/` by `npm run docs:api`; do not edit by hand. The same",
    "schemas, with every status each endpoint answers and the Cognito bearer scheme, make the OpenAPI 3.1 document",
    "`docs/openapi.json` (`shared/src/contract/openapi.ts`, linted by `npm run lint`), served at `/api/openapi.json`.",
    "",
    'Every error answers `{ "error": { "code": …, "fields"?: { "<part>.<field>": "<message key>" } } }` with a',
    `stable code, one of ${errorCodes.map((c) => `\`${c}\``).join(", ")}; each is explained where it is`,
    "declared, `shared/src/domain/error-codes.ts`. A body that is no JSON or over 256 KB is a `VALIDATION_FAILED`",
    "(400) on `body`; `INTERNAL` (500) carries no details. Field message keys are translated by the web app.",
    "",
    "| id | method | path | who may call |",
    "|---|---|---|---|",
    ...rows,
    "",
    ...sections,
  ].join("\n");
}
