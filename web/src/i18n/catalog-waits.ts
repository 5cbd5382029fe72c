import type { Locale } from "@tembea/shared";
import { use } from "react";
import { hasRejected } from "../ui/tracked-promise";
import { isCatalogLoaded, loadCatalog, type PageCatalog } from "./catalogs";

/**
 * A render's wait for catalogs: it suspends until all are loaded, every load started before the
 * first suspends (so they run in parallel). A failed load is forgotten by the store, so a later page
 * tries again; but the render that waited for it must meet its failure rather than start another
 * load, or a catalog that cannot be had (offline) is asked for again and again and the error
 * boundary never gets to say so. `read` is React's `use` (a stand-in in the unit test, which renders
 * nothing).
 */
export function createCatalogWaits(
  isLoaded: (locale: Locale, name: PageCatalog) => boolean,
  load: (locale: Locale, name: PageCatalog) => Promise<void>,
  read: (promise: Promise<void>) => void = use,
) {
  const waitedFor = new Map<string, Promise<void>>();

  return function waitFor(locale: Locale, catalogs: readonly PageCatalog[]): void {
    const attempts = catalogs
      .filter((name) => !isLoaded(locale, name))
      .map((name) => {
        const key = `${locale}/${name}`;
        const attempt = waitedFor.get(key) ?? load(locale, name);
        waitedFor.set(key, attempt);
        return { key, attempt };
      });
    for (const { key, attempt } of attempts) {
      try {
        read(attempt);
        waitedFor.delete(key);
      } catch (thrown) {
        // Settled with a failure: this render's error. React renders once more at once, in the
        // same task, before it shows the error boundary; that retry must meet the same failure, or
        // it starts a new load and suspends, and the two alternate for as long as the load fails
        // (the page of a language switch stuck on the previous language). A render in a later task
        // (the next page, "try again") loads again.
        if (hasRejected(attempt))
          setTimeout(() => {
            if (waitedFor.get(key) === attempt) waitedFor.delete(key);
          }, 0);
        throw thrown;
      }
    }
  };
}

/** Suspends the render until the catalogs are loaded in `locale`; throws a failed load's error. */
export const waitForCatalogs = createCatalogWaits(isCatalogLoaded, loadCatalog);
