import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./browser-storage";
import { createDraftStore, hasAnswers } from "./draft";
import { parseDraft } from "./draft-schema";

const loadParser = async () => parseDraft;

describe("trip-request drafts", () => {
  it("keeps answers per destination across store instances (a reload)", async () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, loadParser, () => 10);
    store.save("kenya", { tripReason: "honeymoon" });
    store.save("kenya", { experiences: ["spa-and-wellness"] });
    const reloaded = createDraftStore(storage, loadParser);
    await reloaded.ready();
    expect(reloaded.read("kenya")).toEqual({
      tripReason: "honeymoon",
      experiences: ["spa-and-wellness"],
      updatedAt: 10,
    });
    expect(hasAnswers(reloaded.read("ghana"))).toBe(false);
  });

  it("drops parts that no longer match and keeps the rest", async () => {
    const storage = memoryStorage();
    storage.setItem(
      "tembea_trip_request_draft:kenya",
      JSON.stringify({ tripReason: "space-travel", experiences: ["local-cuisine"], updatedAt: 3 }),
    );
    storage.setItem("tembea_trip_request_draft:ghana", "{not json");
    const store = createDraftStore(storage, loadParser);
    await store.ready();
    expect(store.read("kenya")).toEqual({ experiences: ["local-cuisine"], updatedAt: 3 });
    expect(hasAnswers(store.read("ghana"))).toBe(false);
  });

  it("loads the parser only when a draft is stored, and refuses to read one before", async () => {
    const storage = memoryStorage();
    const load = vi.fn(loadParser);
    const empty = createDraftStore(storage, load);
    await empty.ready();
    expect(load).not.toHaveBeenCalled();
    expect(empty.isStored("kenya")).toBe(false);
    expect(hasAnswers(empty.read("kenya"))).toBe(false);
    // Saving needs no parser either: the saved answers are what it reads back.
    expect(empty.save("kenya", { tripReason: "vacation" }).tripReason).toBe("vacation");
    expect(empty.read("kenya").tripReason).toBe("vacation");
    expect(load).not.toHaveBeenCalled();

    const reloaded = createDraftStore(storage, load);
    expect(reloaded.isStored("kenya")).toBe(true);
    expect(() => reloaded.read("kenya")).toThrow(/before the store was ready/);
    await reloaded.ready();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reloaded.read("kenya").tripReason).toBe("vacation");
  });

  it("tries to load the parser again after a failed load", async () => {
    const storage = memoryStorage();
    storage.setItem(
      "tembea_trip_request_draft:kenya",
      JSON.stringify({ tripReason: "vacation", updatedAt: 1 }),
    );
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockImplementation(loadParser);
    const store = createDraftStore(storage, load);
    await expect(store.ready()).rejects.toThrow("offline");
    await store.ready();
    expect(store.read("kenya").tripReason).toBe("vacation");
  });

  it("names the most recently changed draft, and forgets removed ones", () => {
    let clock = 1;
    const store = createDraftStore(memoryStorage(), loadParser, () => clock++);
    expect(store.latest()).toBeUndefined();
    store.save("kenya", { tripReason: "vacation" });
    store.save("ghana", { tripReason: "business" });
    expect(store.latest()?.destination).toBe("ghana");
    store.remove("ghana");
    expect(store.latest()?.destination).toBe("kenya");
    store.removeAll();
    expect(store.latest()).toBeUndefined();
  });

  it("has the new answers cached when it tells its subscribers", () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage, loadParser);
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.read("kenya").tripReason));
    store.save("kenya", { tripReason: "business" });
    expect(seen).toEqual(["business"]);
  });
});
