import { fileURLToPath } from "node:url";
import { type EndpointId, useCaseFolder } from "@tembea/shared";

/**
 * Where the handler of a contract entry lives: src/<use-case>/handler.ts, exporting `handler`.
 * The CDK stack bundles this file; the local twin imports it.
 */
export function handlerEntry(id: EndpointId | string): string {
  return fileURLToPath(new URL(`./${useCaseFolder(id)}/handler.ts`, import.meta.url));
}

/** The Lambdas that are no contract entry; the CDK stack bundles them like the handlers. */
export const platformEntries = {
  /** The HTTP API's $default route: unmatched /api/* requests answered in the contract's error shape. */
  apiNotFound: fileURLToPath(new URL("./platform/api-not-found.ts", import.meta.url)),
  /** The mail queue's consumer: sends queued mail through SES. */
  sendQueuedMail: fileURLToPath(new URL("./mail/send-queued-mail.ts", import.meta.url)),
  /** The table's stream consumer: keeps the edge's tour pages (a CloudFront KeyValueStore) in step. */
  syncTourPages: fileURLToPath(new URL("./tour-pages/sync-tour-pages.ts", import.meta.url)),
  /** On each deploy and daily: makes the edge's tour pages hold exactly the table's tours. */
  reconcileTourPages: fileURLToPath(new URL("./tour-pages/reconcile-tour-pages.ts", import.meta.url)),
} as const;
