import { loadPageMessages, type PageCatalog } from "../i18n/catalogs";
import { openingLocale } from "../i18n/page-messages";

/** Spec 9: route preloading is limited to 4 concurrent requests. */
export const maxConcurrentPreloads = 4;

type Task = () => Promise<unknown>;

/**
 * A queue that runs at most `limit` loads at a time, each key at most once (a page's chunk is
 * fetched once, however often its link is hovered). A failed load is forgotten, so it may be tried
 * again; preloading never throws to the caller.
 */
export function createPreloadQueue(limit = maxConcurrentPreloads) {
  const started = new Map<string, Promise<void>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  function next() {
    while (running < limit && waiting.length > 0) waiting.shift()?.();
  }

  function preload(key: string, load: Task): Promise<void> {
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

const queue = createPreloadQueue();

interface PagePreload {
  chunk: Task;
  /** The catalogs its lazyPage() call in router.tsx names. */
  catalogs: PageCatalog[];
}

const pagePreload = (chunk: Task, ...catalogs: PageCatalog[]): PagePreload => ({ chunk, catalogs });

/** Pages that navigation links can warm up, by unprefixed path. */
export const pagePreloads: Record<string, PagePreload> = {
  "/destinations": pagePreload(() => import("../routes/destinations"), "discover"),
  "/group-tours": pagePreload(() => import("../routes/group-tours"), "tours", "tour-parts"),
  "/tailored-trips": pagePreload(() => import("../routes/tailored-trips"), "discover"),
};

/**
 * Loads the chunk of the page behind `path` (unprefixed), if known, and its catalogs in the current
 * language, each one load of the shared queue.
 */
export function preloadPage(path: string, pages: Record<string, PagePreload> = pagePreloads): void {
  const page = pages[path];
  if (!page) return;
  void queue.preload(path, page.chunk);
  const locale = openingLocale();
  for (const name of page.catalogs)
    void queue.preload(`${locale}/${name}`, () => loadPageMessages(locale, name));
}
