import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { describe, expect, it } from "vitest";
import { storeHolding } from "../../../test/tour-pages-store.js";
import type { TableStreamRecord } from "../../data/tour-pages.js";
import { syncTourPages } from "./handler.js";

const tour = (id: string, kind = "group"): Record<string, AttributeValue> => ({
  pk: { S: `TOUR#${id}` },
  sk: { S: "TOUR" },
  kind: { S: kind },
});
const inserted = (id: string): TableStreamRecord => ({
  eventName: "INSERT",
  dynamodb: { NewImage: tour(id) },
});
const removed = (id: string): TableStreamRecord => ({
  eventName: "REMOVE",
  dynamodb: { OldImage: tour(id) },
});

describe("syncTourPages (the table's stream into the store of tour pages)", () => {
  it("puts a new tour's key and deletes a removed tour's, in one update naming the store's ETag", async () => {
    const { store, held, updates } = storeHolding("group-tour/old");
    await syncTourPages([inserted("new"), removed("old")], store);
    expect([...held]).toEqual(["group-tour/new"]);
    expect(updates).toEqual([{ puts: ["group-tour/new"], deletes: ["group-tour/old"] }]);
  });

  it("can take a batch again (Lambda retries a failed one): a key already gone is not deleted twice", async () => {
    const { store, held } = storeHolding("group-tour/old");
    const batch = [inserted("new"), removed("old")];
    await syncTourPages(batch, store);
    await syncTourPages(batch, store);
    expect([...held]).toEqual(["group-tour/new"]);
  });

  it("calls nothing for a batch without tour changes", async () => {
    const { store, updates } = storeHolding();
    await syncTourPages([removed("never-there")], store);
    expect(updates).toEqual([]);
  });

  it("splits more than 50 changes into updates that each name the ETag the one before answered", async () => {
    const { store, held, updates } = storeHolding();
    const ids = Array.from({ length: 120 }, (_, i) => `tour-${i}`);
    await syncTourPages(ids.map(inserted), store);
    expect(updates.map((u) => u.puts.length)).toEqual([50, 50, 20]);
    expect(held.size).toBe(120);
  });
});
