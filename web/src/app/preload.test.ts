import { describe, expect, it, vi } from "vitest";
import type { AppRoute } from "./navigation";
import { createPagePreloader, createPreloadQueue, maxConcurrentPreloads } from "./preload";

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("preload queue", () => {
  it("runs at most 4 loads at a time, starting the next when one ends", async () => {
    expect(maxConcurrentPreloads).toBe(4);
    const queue = createPreloadQueue();
    const loads = Array.from({ length: 6 }, deferred);
    let active = 0;
    let peak = 0;
    loads.forEach((d, i) => {
      void queue.preload(`p${i}`, async () => {
        active += 1;
        peak = Math.max(peak, active);
        await d.promise;
        active -= 1;
      });
    });
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(2);
    loads[0]?.resolve();
    await tick();
    expect(queue.running).toBe(4);
    expect(queue.waiting).toBe(1);
    for (const d of loads) d.resolve();
    await tick();
    await tick();
    expect(queue.running).toBe(0);
    expect(peak).toBe(4);
  });

  it("loads each key once", async () => {
    const queue = createPreloadQueue();
    let calls = 0;
    const load = async () => {
      calls += 1;
    };
    await Promise.all([queue.preload("a", load), queue.preload("a", load)]);
    await queue.preload("a", load);
    expect(calls).toBe(1);
  });

  it("swallows a failure and lets the key be tried again", async () => {
    const queue = createPreloadQueue(1);
    let calls = 0;
    await queue.preload("a", async () => {
      calls += 1;
      throw new Error("chunk failed");
    });
    await queue.preload("a", async () => {
      calls += 1;
    });
    expect(calls).toBe(2);
    expect(queue.running).toBe(0);
  });
});

describe("page preloads", () => {
  function setup() {
    const chunk = vi.fn(async () => ({}));
    const other = vi.fn(async () => ({}));
    const standIn = vi.fn(async () => undefined);
    // As router.tsx's table: a language branch, a layout, pages carrying their preload, a stand-in.
    const pages: AppRoute[] = [
      { path: "destinations", handle: { preload: { chunk, catalogs: ["discover", "tour-parts"] } } },
      { path: "group-tours", handle: { preload: { chunk: other, catalogs: ["tours", "tour-parts"] } } },
      { path: "login", handle: { routes: standIn } },
    ];
    const routes: AppRoute[] = ["/", "/de"].map((path) => ({ path, children: [{ children: pages }] }));
    const catalogs: string[] = [];
    const preload = createPagePreloader(routes, createPreloadQueue(), async (locale, name) => {
      catalogs.push(`${locale}/${name}`);
    });
    return { preload, chunk, other, standIn, catalogs };
  }

  it("loads the chunk and catalogs the route table names for the page, in the link's language", async () => {
    const { preload, chunk, other, catalogs } = setup();
    preload("/de/destinations");
    await tick();
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(catalogs).toEqual(["de/discover", "de/tour-parts"]);
  });

  it("loads each chunk and catalog once, across pages and hovers", async () => {
    const { preload, chunk, other, catalogs } = setup();
    preload("/destinations");
    preload("/destinations");
    preload("/group-tours");
    await tick();
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    expect(catalogs).toEqual(["en/discover", "en/tour-parts", "en/tours"]);
  });

  it("starts nothing for a stand-in's page or an unknown path", async () => {
    const { preload, chunk, standIn, catalogs } = setup();
    preload("/de/login");
    preload("/nowhere");
    await tick();
    expect(standIn).not.toHaveBeenCalled();
    expect(chunk).not.toHaveBeenCalled();
    expect(catalogs).toEqual([]);
  });
});
