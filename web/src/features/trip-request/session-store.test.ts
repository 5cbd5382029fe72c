import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "./browser-storage";
import { createTripRequestSessionStore, sessionStorageKey, startsTripRequestSession } from "./session-store";

describe("trip-request session store", () => {
  it("starts inactive", () => {
    expect(createTripRequestSessionStore(memoryStorage()).activeSession()).toBe(false);
  });

  it("set makes it active and keeps it in storage for the next visit", () => {
    const storage = memoryStorage();
    const store = createTripRequestSessionStore(storage);
    store.set();
    expect(store.activeSession()).toBe(true);
    expect(storage.getItem(sessionStorageKey)).toBe("true");
    expect(createTripRequestSessionStore(storage).activeSession()).toBe(true);
  });

  it("clear makes it inactive, in storage too", () => {
    const storage = memoryStorage();
    const store = createTripRequestSessionStore(storage);
    store.set();
    store.clear();
    expect(store.activeSession()).toBe(false);
    expect(createTripRequestSessionStore(storage).activeSession()).toBe(false);
  });

  it("tells subscribers about changes only", () => {
    const store = createTripRequestSessionStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set();
    store.set();
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps working for the visit when storage refuses", () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    const store = createTripRequestSessionStore(broken);
    expect(store.activeSession()).toBe(false);
    store.set();
    expect(store.activeSession()).toBe(true);
  });

  it("is started by pages under /tailored-trips except the success page", () => {
    expect(startsTripRequestSession("/tailored-trips")).toBe(true);
    expect(startsTripRequestSession("/fr/tailored-trips/kenya/request/date")).toBe(true);
    expect(startsTripRequestSession("/tailored-trips/kenya/request/success")).toBe(false);
    expect(startsTripRequestSession("/group-tours")).toBe(false);
    expect(startsTripRequestSession("/request/thank-you")).toBe(false);
  });
});
