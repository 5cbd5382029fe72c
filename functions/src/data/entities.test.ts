import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type EntityDeclaration, entities } from "./entities.js";
import { renderKeys, withDataModelKeys } from "./entities-render.js";
import { keys } from "./keys.js";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Laid out as Biome lays it out, as `npm run entities` writes it. */
const formatted = (source: string) =>
  execFileSync("npx", ["biome", "format", "--stdin-file-path=functions/src/data/keys.ts"], {
    cwd: repoRoot,
    input: source,
    encoding: "utf8",
  });

describe("the entity declarations (entities.ts)", () => {
  it("name in their templates only parts they declare, and declare only parts they name", () => {
    for (const [name, e] of Object.entries(entities) as [string, EntityDeclaration][]) {
      const templates = [e.pk, e.sk, ...Object.values(e.indexes ?? {}).flatMap((i) => [i.pk, i.sk])];
      const named = new Set(templates.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1])));
      expect([...named].sort(), name).toEqual(Object.keys(e.params).sort());
    }
  });

  it("make keys.ts (run `npm run entities` after changing them)", () => {
    const onDisk = readFileSync(new URL("./keys.ts", import.meta.url), "utf8");
    expect(onDisk).toBe(formatted(renderKeys()));
  });

  it("make the keys table of docs/data-model.md (run `npm run entities` after changing them)", () => {
    const onDisk = readFileSync(new URL("docs/data-model.md", `file://${repoRoot}`), "utf8");
    expect(onDisk).toBe(withDataModelKeys(onDisk));
  });

  it("key items as they were keyed before the declarations: stored items stay readable", () => {
    expect(keys.departure("t1", "2026-07-01")).toEqual({ pk: "TOUR#t1", sk: "DEPARTURE#2026-07-01" });
    expect(keys.departureListEntry("t1", "2026-07-01")).toEqual({
      gsi1pk: "GROUP_TOUR_DEPARTURES",
      gsi1sk: "2026-07-01#t1",
    });
    expect(keys.bookingOfTraveller("Ana@Example.org", "2026-01-02T03:04:05Z", "b1")).toEqual({
      gsi1pk: "TRAVELLER#ana@example.org#BOOKINGS",
      gsi1sk: "2026-01-02T03:04:05Z#b1",
    });
    expect(keys.heldBookingEntry("2026-01-02T03:34:05Z", "b1")).toEqual({
      gsi2pk: "HELD_BOOKINGS",
      gsi2sk: "2026-01-02T03:34:05Z#b1",
    });
    expect(keys.awaitingReviewInviteEntry("2026-08-01")).toEqual({
      gsi2pk: "AWAITING_REVIEW_INVITE",
      gsi2sk: "2026-08-01",
    });
    expect(keys.tripRequestOfAgency("a1", "2026-01-02", "r1")).toEqual({
      gsi2pk: "AGENCY#a1#TRIP_REQUESTS",
      gsi2sk: "2026-01-02#r1",
    });
    expect(keys.tripRequestWithOpenOffer("2026-02-01")).toEqual({
      gsi3pk: "TRIP_REQUESTS_WITH_OPEN_OFFER",
      gsi3sk: "2026-02-01",
    });
    expect(keys.tourListEntry("special", "kenya", "t2")).toEqual({
      gsi1pk: "SPECIAL_TOURS",
      gsi1sk: "DEST#kenya#TOUR#t2",
    });
    expect(keys.rateWindow("sign-up:address:3600", "h", 1700000000)).toEqual({
      pk: "RATE#sign-up:address:3600#h",
      sk: "WINDOW#1700000000",
    });
    expect(keys.signUpCode("Ana@Example.org")).toEqual({ pk: "SIGN_UP#ana@example.org", sk: "CODE" });
    expect(keys.review("t1", "2026-01-02", "v1")).toEqual({ pk: "TOUR#t1", sk: "REVIEW#2026-01-02#v1" });
    expect([keys.departurePrefix, keys.reviewPrefix]).toEqual(["DEPARTURE#", "REVIEW#"]);
    expect(keys.heldBookingsPartition()).toMatchObject({
      index: { indexName: "gsi2" },
      value: "HELD_BOOKINGS",
    });
  });
});
