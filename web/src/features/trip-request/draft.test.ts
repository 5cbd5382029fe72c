import { describe, expect, it } from "vitest";
import { memoryStorage } from "./browser-storage";
import { createDraftStore, hasAnswers } from "./draft";

describe("trip-request drafts", () => {
  it("keeps answers per destination across store instances (a reload)", () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, () => 10);
    store.save("kenya", { tripReason: "honeymoon" });
    store.save("kenya", { experiences: ["spa-and-wellness"] });
    const reloaded = createDraftStore(storage);
    expect(reloaded.read("kenya")).toEqual({
      tripReason: "honeymoon",
      experiences: ["spa-and-wellness"],
      updatedAt: 10,
    });
    expect(hasAnswers(reloaded.read("ghana"))).toBe(false);
  });

  it("drops parts that no longer match and keeps the rest", () => {
    const storage = memoryStorage();
    storage.setItem(
      "tembea_trip_request_draft:kenya",
      JSON.stringify({ tripReason: "space-travel", experiences: ["local-cuisine"], updatedAt: 3 }),
    );
    storage.setItem("tembea_trip_request_draft:ghana", "{not json");
    const store = createDraftStore(storage);
    expect(store.read("kenya")).toEqual({ experiences: ["local-cuisine"], updatedAt: 3 });
    expect(hasAnswers(store.read("ghana"))).toBe(false);
  });

  it("names the most recently changed draft, and forgets removed ones", () => {
    let clock = 1;
    const store = createDraftStore(memoryStorage(), () => clock++);
    expect(store.latest()).toBeUndefined();
    store.save("kenya", { tripReason: "vacation" });
    store.save("ghana", { tripReason: "business" });
    expect(store.latest()?.destination).toBe("ghana");
    store.remove("ghana");
    expect(store.latest()?.destination).toBe("kenya");
    store.removeAll();
    expect(store.latest()).toBeUndefined();
  });
});
