import { fileURLToPath } from "node:url";
import { type EndpointId, useCaseFolder } from "@tembea/shared";

/**
 * Every Lambda's entry file follows one convention, `src/<kind>/<folder>/handler.ts` exporting
 * `handler`: the CDK stack bundles these files, the local twin and the bench import them, so all
 * three find a function in the same place.
 * - `http`: one folder per contract entry (named by `useCaseFolder`), plus the API's $default route;
 * - `jobs`: the scheduled jobs listed in `jobs/index.ts`;
 * - `consumers`: functions a queue, the table's stream or a deploy calls.
 */
export type EntryKind = "http" | "jobs" | "consumers";

export function entryFile(kind: EntryKind, folder: string): string {
  return fileURLToPath(new URL(`./${kind}/${folder}/handler.ts`, import.meta.url));
}

/** The handler of a contract entry. */
export function handlerEntry(id: EndpointId | string): string {
  return entryFile("http", useCaseFolder(id));
}

/** The handler of a scheduled job (`jobs/index.ts`). */
export function jobEntry(job: { folder: string }): string {
  return entryFile("jobs", job.folder);
}

/** The Lambdas that are neither a contract entry nor a job; the CDK stack bundles them like the handlers. */
export const platformEntries = {
  /** The HTTP API's $default route: unmatched /api/* requests answered in the contract's error shape. */
  apiNotFound: entryFile("http", "api-not-found"),
  /** The mail queue's consumer: sends queued mail through SES. */
  sendQueuedMail: entryFile("consumers", "send-queued-mail"),
  /** The table's stream consumer: keeps the edge's tour pages (a CloudFront KeyValueStore) in step. */
  syncTourPages: entryFile("consumers", "sync-tour-pages"),
  /** On each deploy and daily: makes the edge's tour pages hold exactly the table's tours. */
  reconcileTourPages: entryFile("consumers", "reconcile-tour-pages"),
  /** On each deploy (and at the twin's start): writes the twelve destinations, the domain data. */
  writeDestinations: entryFile("consumers", "write-destinations"),
  /** On each deploy (and at the twin's start): the one-off backfill of the agencies' tour index. */
  indexAgencyTours: entryFile("consumers", "index-agency-tours"),
  /** On each upload under incoming/tour-photos/: checks the photo and renders it as WebP. */
  processTourPhoto: entryFile("consumers", "process-tour-photo"),
} as const;
