import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { sitePagePaths } from "@tembea/shared/site/site-routes";
import { describe, expect, it } from "vitest";
import { type TableStreamRecord, tourPageChanges, tourPageKey, tourPageSegments } from "./tour-pages.js";

type Image = Record<string, AttributeValue>;
const tour = (id: string, kind: "group" | "special"): Image => ({
  pk: { S: `TOUR#${id}` },
  sk: { S: "TOUR" },
  kind: { S: kind },
  destination: { S: "kenya" },
});
const keysOf = (image: Image) => ({ pk: image.pk as AttributeValue, sk: image.sk as AttributeValue });
const inserted = (image: Image): TableStreamRecord => ({
  eventName: "INSERT",
  dynamodb: { Keys: keysOf(image), NewImage: image },
});
const modified = (before: Image, after: Image): TableStreamRecord => ({
  eventName: "MODIFY",
  dynamodb: { Keys: keysOf(after), OldImage: before, NewImage: after },
});
const removed = (image: Image): TableStreamRecord => ({
  eventName: "REMOVE",
  dynamodb: { Keys: keysOf(image), OldImage: image },
});

describe("the keys of tour pages", () => {
  it("are the page's first segments of the route table and the tour's id", () => {
    for (const segment of Object.values(tourPageSegments))
      expect(sitePagePaths).toContain(`${segment}/:tourId`);
    expect(tourPageKey("group", "kenya-great-migration-safari")).toBe(
      "group-tour/kenya-great-migration-safari",
    );
    expect(tourPageKey("special", "kenya-gorilla-trek")).toBe("special-tour/kenya-gorilla-trek");
  });
});

describe("what the table's stream changes in the store of tour pages", () => {
  it("puts a tour written, by its kind, and deletes a tour removed", () => {
    expect(tourPageChanges([inserted(tour("a", "group")), inserted(tour("b", "special"))])).toEqual({
      puts: ["group-tour/a", "special-tour/b"],
      deletes: [],
    });
    expect(tourPageChanges([removed(tour("a", "group"))])).toEqual({ puts: [], deletes: ["group-tour/a"] });
  });

  it("keeps a changed tour's page (a rating, a departure date) and moves one whose kind changed", () => {
    expect(tourPageChanges([modified(tour("a", "group"), tour("a", "group"))])).toEqual({
      puts: ["group-tour/a"],
      deletes: [],
    });
    expect(tourPageChanges([modified(tour("a", "group"), tour("a", "special"))])).toEqual({
      puts: ["special-tour/a"],
      deletes: ["group-tour/a"],
    });
  });

  it("deletes the page of a tour unpublished and puts it back when it is published again", () => {
    const live = { ...tour("a", "group"), published: { BOOL: true } };
    const hidden = { ...tour("a", "group"), published: { BOOL: false } };
    expect(tourPageChanges([modified(live, hidden)])).toEqual({ puts: [], deletes: ["group-tour/a"] });
    expect(tourPageChanges([modified(hidden, live)])).toEqual({ puts: ["group-tour/a"], deletes: [] });
    // The demo's tours carry no `published`: they are live.
    expect(tourPageChanges([modified(tour("a", "group"), hidden)])).toEqual({
      puts: [],
      deletes: ["group-tour/a"],
    });
  });

  it("lets the last change of a key in a batch win", () => {
    const a = tour("a", "group");
    expect(tourPageChanges([inserted(a), removed(a)])).toEqual({ puts: [], deletes: ["group-tour/a"] });
    expect(tourPageChanges([removed(a), inserted(a)])).toEqual({ puts: ["group-tour/a"], deletes: [] });
  });

  it("changes nothing for items that are no tour: departures, reviews, other partitions, odd kinds", () => {
    const departure: Image = { ...tour("a", "group"), sk: { S: "DEPARTURE#2027-01-01" } };
    const booking: Image = { pk: { S: "BOOKING#1" }, sk: { S: "TOUR" }, kind: { S: "group" } };
    const oddKind: Image = { ...tour("a", "group"), kind: { S: "tailored" } };
    expect(
      tourPageChanges([inserted(departure), inserted(booking), inserted(oddKind), removed(departure), {}]),
    ).toEqual({ puts: [], deletes: [] });
  });
});
