import { BatchWriteCommand, DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { describe, expect, it } from "vitest";
import { useTestTable } from "../../../test/test-table.js";
import { storeHolding } from "../../../test/tour-pages-store.js";
import { db, tableName } from "../../data/client.js";
import { keys } from "../../data/keys.js";
import { tourPageExists } from "../../data/tour-page-lookup.js";
import type { TourKind } from "../../data/tour-pages.js";
import { tourPageKeysInTable } from "../../data/tour-pages-in-table.js";
import { reconcileTourPages } from "./handler.js";

useTestTable();

/** A tour item as the data layer writes it (tours.ts createTour): its keys and its place on the list. */
const tourItem = (id: string, kind: TourKind, listed = true) => ({
  ...keys.tour(id),
  ...(listed ? keys.tourListEntry(kind, "kenya", id) : {}),
  entity: `${kind}Tour`,
  id,
  kind,
  destination: "kenya",
});

async function putTours(...items: ReturnType<typeof tourItem>[]) {
  for (let i = 0; i < items.length; i += 25)
    await db().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
        },
      }),
    );
}

async function removeTours(...ids: string[]) {
  for (const id of ids) await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.tour(id) }));
}

/** The table's tour pages with a page size that makes a few tours take several pages. */
const pagedTable = (pageSize: number) => ({
  pages: () => tourPageKeysInTable(pageSize),
  exists: tourPageExists,
});

// The file's tests share one table: each removes the tours it wrote, so the next starts from none.
describe("the reconcile of the edge's store with the table's tours (DynamoDB Local, a stubbed store)", () => {
  it("puts the key of every tour the store lacks, by its kind, and deletes every key of no tour", async () => {
    await putTours(
      tourItem("r-group", "group"),
      tourItem("r-special", "special"),
      tourItem("r-kept", "group"),
    );
    // A stage whose store missed these tours, and holds a removed tour's key and one of the wrong kind.
    const store = storeHolding("group-tour/r-kept", "group-tour/r-gone", "group-tour/r-special");
    const result = await reconcileTourPages(store.store);
    expect([...store.held].sort()).toEqual([
      "group-tour/r-group",
      "group-tour/r-kept",
      "special-tour/r-special",
    ]);
    expect(result).toEqual({
      puts: ["group-tour/r-group", "special-tour/r-special"],
      deletes: ["group-tour/r-gone", "group-tour/r-special"],
    });
    // One update, naming the ETag read before the store and the table were listed.
    expect(store.updates).toHaveLength(1);
    await removeTours("r-group", "r-special", "r-kept");
  });

  it("changes nothing when the store already holds the table's tours: it may run any time", async () => {
    await putTours(tourItem("u-a", "group"), tourItem("u-b", "special"));
    const store = storeHolding("group-tour/u-a", "special-tour/u-b");
    expect(await reconcileTourPages(store.store)).toEqual({ puts: [], deletes: [] });
    expect(store.updates).toEqual([]);
    // And a second run after a real one finds nothing left to do.
    const empty = storeHolding();
    await reconcileTourPages(empty.store);
    expect(empty.updates).toHaveLength(1);
    await reconcileTourPages(empty.store);
    expect(empty.updates).toHaveLength(1);
    expect([...empty.held].sort()).toEqual(["group-tour/u-a", "special-tour/u-b"]);
    await removeTours("u-a", "u-b");
  });

  it("follows every page of the table and of the store, and updates in calls of at most 50", async () => {
    const ids = Array.from({ length: 130 }, (_, i) => `p-${String(i).padStart(3, "0")}`);
    await putTours(...ids.map((id, i) => tourItem(id, i % 2 ? "special" : "group")));
    const keyOf = (id: string, i: number) => `${i % 2 ? "special" : "group"}-tour/${id}`;
    // The store holds the first 60 tours and 70 keys of none: two pages of its list and a third.
    const stale = Array.from({ length: 70 }, (_, i) => `group-tour/stale-${i}`);
    const store = storeHolding(...ids.slice(0, 60).map(keyOf), ...stale);
    const { puts, deletes } = await reconcileTourPages(store.store, pagedTable(7));
    expect(store.listed).toEqual([undefined, "50", "100"]);
    expect(puts).toHaveLength(70);
    expect(deletes).toHaveLength(70);
    expect([...store.held].sort()).toEqual(ids.map(keyOf).sort());
    expect(store.updates.map((u) => u.puts.length + u.deletes.length)).toEqual([50, 50, 40]);
    await removeTours(...ids);
  });

  it("keeps the key of a tour the list's index does not show yet, and puts none for a tour the list still shows", async () => {
    // As if the index lagged its table: a tour written a moment ago is not on the list yet ...
    await putTours(tourItem("lag-new", "group", false));
    // ... and one removed a moment ago still is (its list entry without the tour's item).
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: "TOUR#lag-gone",
          sk: "TOUR",
          ...keys.tourListEntry("group", "kenya", "lag-gone"),
          kind: "group",
        },
      }),
    );
    await removeTours("lag-gone");
    const listed = {
      pages: async function* () {
        yield ["group-tour/lag-gone" as const];
      },
      exists: tourPageExists,
    };
    const store = storeHolding("group-tour/lag-new");
    expect(await reconcileTourPages(store.store, listed)).toEqual({ puts: [], deletes: [] });
    expect([...store.held]).toEqual(["group-tour/lag-new"]);
    await removeTours("lag-new");
  });

  it("starts again when the stream changed the store meanwhile, rather than undo its change", async () => {
    await putTours(tourItem("c-a", "group"));
    // The store holds the key of a tour removed earlier, which the reconcile sets out to delete ...
    const store = storeHolding("group-tour/c-back");
    // ... while the tour is written again and the stream puts its key: the ETag moves, the update
    // naming the old one is refused, and the reconcile, starting again, finds the tour.
    store.changeMeanwhile = async () => {
      await putTours(tourItem("c-back", "group"));
      store.change(["group-tour/c-back"]);
    };
    expect(await reconcileTourPages(store.store)).toEqual({ puts: ["group-tour/c-a"], deletes: [] });
    expect([...store.held].sort()).toEqual(["group-tour/c-a", "group-tour/c-back"]);
    await removeTours("c-a", "c-back");
  });
});
