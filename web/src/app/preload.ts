import type { Locale } from "@tembea/shared";
import { createContext, useContext } from "react";
import { loadPageMessages, type PageCatalog } from "../i18n/catalogs";
import { parseLocalePath } from "../i18n/locale-path";
import { matchLanguageBranch } from "./branch-match";
import type { AppRoute } from "./navigation";

/** Route preloading is limited to 4 concurrent requests (docs/product-spec.md, section 9). */
export const maxConcurrentPreloads = 4;

type Task = () => Promise<unknown>;

export type PreloadQueue = ReturnType<typeof createPreloadQueue>;

/**
 * A queue that runs at most `limit` loads at a time, each key (a name, or the load function itself)
 * at most once (a page's chunk is fetched once, however often its link is hovered). A failed load
 * is forgotten, so it may be tried again; preloading never throws to the caller.
 */
export function createPreloadQueue(limit = maxConcurrentPreloads) {
  const started = new Map<unknown, Promise<void>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  function next() {
    while (running < limit && waiting.length > 0) waiting.shift()?.();
  }

  function preload(key: unknown, load: Task): Promise<void> {
    const known = started.get(key);
    if (known) return known;
    const done = new Promise<void>((resolve) => {
      waiting.push(() => {
        running += 1;
        load()
          .catch(() => started.delete(key))
          .finally(() => {
            running -= 1;
            resolve();
            next();
          });
      });
    });
    started.set(key, done);
    next();
    return done;
  }

  return {
    preload,
    /** How many loads run now and wait (for tests). */
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Warms up the page behind a link: the chunk and catalogs its route names in the route table
 * (`page()` in page-route.tsx), in the link's language, each one load of `queue`. A path that leads
 * to no page of the table yet (a stand-in's area not loaded) starts nothing.
 */
export function createPagePreloader(
  routes: AppRoute[],
  queue: PreloadQueue = sharedQueue,
  loadCatalog: (locale: Locale, name: PageCatalog) => Promise<unknown> = loadPageMessages,
): (path: string) => void {
  return (path) => {
    const { locale } = parseLocalePath(path);
    for (const { route } of matchLanguageBranch(routes, path) ?? []) {
      const preload = route.handle?.preload;
      if (!preload) continue;
      void queue.preload(preload.chunk, preload.chunk);
      for (const name of preload.catalogs)
        void queue.preload(`${locale}/${name}`, () => loadCatalog(locale, name));
    }
  };
}

const sharedQueue = createPreloadQueue();

/** The route table's preloader (app-router.tsx provides it): a link hands it its localised path. */
export const PagePreloadContext = createContext<(path: string) => void>(() => undefined);

export function usePreloadPage(): (path: string) => void {
  return useContext(PagePreloadContext);
}
