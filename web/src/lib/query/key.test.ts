import { describe, expect, it } from "vitest";
import { hashKey, partialMatchKey } from "./key";
import { share } from "./share";

describe("hashKey", () => {
  it("names one key whatever the order of its objects' properties", () => {
    expect(hashKey(["tours", { page: 1, locale: "de" }])).toBe(hashKey(["tours", { locale: "de", page: 1 }]));
    expect(hashKey(["tours", { page: 1 }])).not.toBe(hashKey(["tours", { page: 2 }]));
  });
});

describe("partialMatchKey", () => {
  it("matches a key by its beginning and by a subset of an object's properties", () => {
    expect(partialMatchKey(["admin", "history", { month: "2026-11" }], ["admin", "history"])).toBe(true);
    expect(
      partialMatchKey(
        ["admin", "history", { month: "2026-11", agencyId: "a" }],
        ["admin", "history", { month: "2026-11" }],
      ),
    ).toBe(true);
    expect(partialMatchKey(["admin", "agencies"], ["admin", "history"])).toBe(false);
    expect(partialMatchKey(["admin"], ["admin", "history"])).toBe(false);
  });
});

describe("share", () => {
  it("keeps the identity of every part equal to the one held", () => {
    const before = { tours: [{ id: "a" }, { id: "b" }], total: 2 };
    const same = share(before, { tours: [{ id: "a" }, { id: "b" }], total: 2 });
    expect(same).toBe(before);
    const changed = share(before, { tours: [{ id: "a" }, { id: "c" }], total: 2 });
    expect(changed).not.toBe(before);
    expect(changed.tours[0]).toBe(before.tours[0]);
    expect(changed).toEqual({ tours: [{ id: "a" }, { id: "c" }], total: 2 });
    expect(share({ a: 1 }, { b: 1 })).toEqual({ b: 1 });
  });
});
