import { describe, expect, it } from "vitest";
import { createPreloadQueue, maxConcurrentPreloads } from "./preload";

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
