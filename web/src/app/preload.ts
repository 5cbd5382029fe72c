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

/** Page chunks that navigation links can warm up, by unprefixed path. */
export const pageChunks: Record<string, Task> = {
  "/destinations": () => import("../routes/destinations"),
  "/group-tours": () => import("../routes/group-tours"),
  "/tailored-trips": () => import("../routes/tailored-trips"),
};

/** Loads the chunk of the page behind `path` (unprefixed), if known, through the shared queue. */
export function preloadPage(path: string, extra: Record<string, Task> = pageChunks): void {
  const load = extra[path];
  if (load) void queue.preload(path, load);
}
