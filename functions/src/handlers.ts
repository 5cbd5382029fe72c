import { fileURLToPath } from "node:url";
import { type EndpointId, useCaseFolder } from "@tembea/shared";

/**
 * Where the handler of a contract entry lives: src/<use-case>/handler.ts, exporting `handler`.
 * The CDK stack bundles this file; the local twin imports it.
 */
export function handlerEntry(id: EndpointId | string): string {
  return fileURLToPath(new URL(`./${useCaseFolder(id)}/handler.ts`, import.meta.url));
}
