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
  it("reads the table once per max age, and again when older or on another day", async () => {
    const h = harness(15_000);
    const first = await h.catalogue.get("2026-11-27");
    h.tick(14_999);
    expect(await h.catalogue.get("2026-11-27")).toBe(first);
    expect(h.reads).toHaveLength(1);
    h.tick(1);
    const second = await h.catalogue.get("2026-11-27");
    expect(second).not.toBe(first);
    expect(second.tours[0]?.id).toBe("read-2");
    expect((await h.catalogue.get("2026-11-28")).today).toBe("2026-11-28");
    expect(h.reads).toEqual(["2026-11-27", "2026-11-27", "2026-11-28"]);
  });

  it("lets requests arriving during a read wait for it rather than read too", async () => {
    const h = harness(15_000);
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
      () => 15_000,
    );
    await expect(catalogue.get("2026-11-27")).rejects.toThrow("throttled");
    fail = false;
    expect((await catalogue.get("2026-11-27")).tours[0]?.id).toBe("ok");
  });

  it("works out a destination's tours and each order once per snapshot", async () => {
    const h = harness(15_000);
    const snapshot = await h.catalogue.get("2026-11-27");
    expect(snapshot.of("kenya")).toBe(snapshot.of("kenya"));
    expect(snapshot.sorted("name", "asc", "de")).toBe(snapshot.sorted("name", "asc", "de"));
    expect(snapshot.of("tanzania").tours).toEqual([]);
  });
});
