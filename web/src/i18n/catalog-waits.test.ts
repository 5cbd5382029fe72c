import { describe, expect, it } from "vitest";
import { trackPromise } from "../ui/tracked-promise";
import { createCatalogWaits } from "./catalog-waits";

/**
 * React's `use` outside a render: the value of a promise noted as settled, its reason if it failed,
 * else it suspends (React throws an exception of its own; here the promise).
 */
function read(promise: Promise<void>): void {
  const tracked = trackPromise(promise) as Promise<void> & { status: string; reason?: unknown };
  if (tracked.status === "fulfilled") return;
  throw tracked.status === "rejected" ? tracked.reason : promise;
}

/** What a render of `waitFor` did: rendered, suspended on a promise, or threw an error. */
function render(waitFor: () => void): "rendered" | "suspended" | unknown {
  try {
    waitFor();
    return "rendered";
  } catch (thrown) {
    return thrown instanceof Promise ? "suspended" : thrown;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("waiting for catalogs", () => {
  it("meets a failed load in the render that waited for it, and loads again on the next", async () => {
    const failure = new Error("offline");
    let loads = 0;
    const waitFor = createCatalogWaits(
      () => false,
      () => {
        loads += 1;
        return Promise.reject(failure);
      },
      read,
    );
    expect(render(() => waitFor("fr", ["tours"]))).toBe("suspended");
    await settle();
    // Not a second load and another suspension, over and over: the failure, for the error boundary,
    // also to React's immediate retry of that render (in the same task).
    expect(render(() => waitFor("fr", ["tours"]))).toBe(failure);
    expect(render(() => waitFor("fr", ["tours"]))).toBe(failure);
    expect(loads).toBe(1);
    // A render in a later task ("try again", the next page) loads anew.
    await settle();
    expect(render(() => waitFor("fr", ["tours"]))).toBe("suspended");
    expect(loads).toBe(2);
  });

  it("starts every missing catalog's load before suspending, and renders once they are in", async () => {
    const loaded = new Set<string>();
    const started: string[] = [];
    const waitFor = createCatalogWaits(
      (_, name) => loaded.has(name),
      async (_, name) => {
        started.push(name);
        loaded.add(name);
      },
      read,
    );
    expect(render(() => waitFor("de", ["tours", "tour-parts"]))).toBe("suspended");
    expect(started).toEqual(["tours", "tour-parts"]);
    await settle();
    expect(render(() => waitFor("de", ["tours", "tour-parts"]))).toBe("rendered");
    expect(started).toHaveLength(2);
  });
});
