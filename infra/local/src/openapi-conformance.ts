import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

// ajv-formats is CommonJS with its function as `default` of the module.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/**
 * Checks API answers against the OpenAPI document: the status must be one the operation lists, and
 * the body must match that status's schema (draft 2020-12, the document's dialect, formats included).
 * The whole document is one schema resource, so its `#/components/...` references resolve.
 */
export function openApiConformance(json: unknown) {
  const document = json as OpenApiDocument;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(document, "openapi.json");
  const pointer = (...parts: string[]) =>
    parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

  /** The problems with one answer; none when it is what the document says. */
  return function problemsOf(method: string, pathTemplate: string, status: number, body: unknown): string[] {
    const operation = document.paths[pathTemplate]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${pathTemplate} is not in the document`];
    if (!operation.responses[String(status)])
      return [`${method} ${pathTemplate} answered ${status}, which the document does not list`];
    const ref = `openapi.json#/${pointer("paths", pathTemplate, method.toLowerCase(), "responses", String(status), "content", "application/json", "schema")}`;
    const validate = ajv.getSchema(ref);
    if (!validate) return [`no schema at ${ref}`];
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (e) => `${method} ${pathTemplate} ${status}: ${e.instancePath || "(body)"} ${e.message ?? ""}`,
    );
  };
}
