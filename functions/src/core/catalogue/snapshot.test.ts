import { describe, expect, it } from "vitest";
import { type CatalogueTour, cachedCatalogue } from "./snapshot.js";

interface T extends CatalogueTour {
  price: number;
}
const tourNamed = (id: string): T => ({
  id,
  destination: "kenya",
  title: { en: id, de: id, fr: id },
  durationDays: 3,
  language: "en",
  price: 1,
});

function harness(maxAgeMs: number) {
  let clock = 1_000;
  const reads: string[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | undefined;
  const catalogue = cachedCatalogue<T>(
    async (today) => {
      reads.push(today);
      if (gate) await gate;
      return [tourNamed(`read-${reads.length}`)];
    },
    (t) => t.price,
    () => maxAgeMs,
    () => clock,
  );
  return {
    catalogue,
    reads,
    tick: (ms: number) => {
      clock += ms;
    },
    hold: () => {
      gate = new Promise((resolve) => {
        release = () => {
          gate = undefined;
          resolve();
        };
      });
    },
    release: () => release(),
  };
}

describe("the catalogue snapshot in the warm function", () => {
  it("answers from memory for a third of the max age, then while a read replaces it, then waits", async () => {
    const h = harness(30_000);
    const first = await h.catalogue.get("2026-11-27");
    h.tick(9_999);
    expect(await h.catalogue.get("2026-11-27")).toBe(first);
    expect(h.reads).toHaveLength(1);

    // Older than a third: this request still gets the snapshot, and a read starts for the next.
    h.tick(1);
    h.hold();
    expect(await h.catalogue.get("2026-11-27")).toBe(first);
    expect(await h.catalogue.get("2026-11-27")).toBe(first);
    expect(h.reads).toHaveLength(2);
    h.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = await h.catalogue.get("2026-11-27");
    expect(second.tours[0]?.id).toBe("read-2");

    // Never older than the max age: past it a request waits for the read.
    h.tick(30_000);
    expect((await h.catalogue.get("2026-11-27")).tours[0]?.id).toBe("read-3");
    expect((await h.catalogue.get("2026-11-28")).today).toBe("2026-11-28");
    expect(h.reads).toEqual(["2026-11-27", "2026-11-27", "2026-11-27", "2026-11-28"]);
  });

  it("lets requests arriving during a read wait for it rather than read too", async () => {
    const h = harness(30_000);
    h.hold();
    const waiting = [
      h.catalogue.get("2026-11-27"),
      h.catalogue.get("2026-11-27"),
      h.catalogue.get("2026-11-27"),
    ];
    h.release();
    const [a, b, c] = await Promise.all(waiting);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(h.reads).toHaveLength(1);
  });

  it("with a max age of 0 reads for every request, so a write before it is always seen", async () => {
    const h = harness(0);
    h.hold();
    const first = h.catalogue.get("2026-11-27");
    const second = h.catalogue.get("2026-11-27");
    h.release();
    await Promise.all([first, second]);
    await h.catalogue.get("2026-11-27");
    expect(h.reads).toHaveLength(3);
  });

  it("keeps no failed read: the next request reads again", async () => {
    let fail = true;
    const catalogue = cachedCatalogue<T>(
      async () => {
        if (fail) throw new Error("throttled");
        return [tourNamed("ok")];
      },
      (t) => t.price,
      () => 30_000,
    );
    await expect(catalogue.get("2026-11-27")).rejects.toThrow("throttled");
    fail = false;
    expect((await catalogue.get("2026-11-27")).tours[0]?.id).toBe("ok");
  });

  it("works out a destination's tours and each order once per snapshot", async () => {
    const h = harness(30_000);
    const snapshot = await h.catalogue.get("2026-11-27");
    expect(snapshot.of("kenya")).toBe(snapshot.of("kenya"));
    expect(snapshot.sorted("name", "asc", "de")).toBe(snapshot.sorted("name", "asc", "de"));
    expect(snapshot.sorted("price", "desc", "fr", "kenya")).toBe(
      snapshot.sorted("price", "desc", "fr", "kenya"),
    );
    expect(snapshot.of("tanzania").tours).toEqual([]);
  });
});
