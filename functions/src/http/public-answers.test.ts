import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type EndpointId, endpoints } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../test/invoke.js";
import { useTestTable } from "../../test/test-table.js";
import { findAgency } from "../data/agencies.js";
import { handlerEntry } from "../entries.js";
import type { HttpLambda } from "../platform/http-lambda.js";

/**
 * What anyone may read without signing in holds nothing of the agencies' inner workings: no e-mail
 * address (where request mails go), and none of the stored items' bookkeeping. Every public GET of
 * the contract is listed, so a new one cannot be added without being checked here.
 */
useTestTable();

type PublicGet = {
  [K in EndpointId]: (typeof contract)[K] extends { access: "public"; method: "GET" } ? K : never;
}[EndpointId];
type Request = { params?: Record<string, string>; query?: Record<string, string> };

const group = demoGroupTours[0];
const special = demoSpecialTours[0];
if (!group || !special) throw new Error("the demo catalogue needs a group and a special tour");

const requests: Record<PublicGet, Request[] | { skipped: string }> = {
  listGroupTours: [
    {},
    { query: { destination: group.destination } },
    // The legacy paged answer of a tab opened before the web filtered on the page.
    { query: { sort: "price", order: "asc", page: "1", locale: "de" } },
  ],
  listSpecialTours: [{}, { query: { destination: special.destination } }],
  getGroupTour: [{ params: { id: group.id } }],
  getSpecialTour: [{ params: { id: special.id } }],
  listReviews: [{ query: { limit: "20" } }],
  getExchangeRates: [{}],
  searchCatalogue: [{ query: { q: "a", locale: "en" } }, { query: { q: group.destination, locale: "fr" } }],
  listDestinations: [{}],
  getDestination: [{ params: { slug: group.destination } }],
  getTripRequestRoute: [{ params: { slug: group.destination } }],
  getBookingReceipt: {
    skipped: "a booker's own receipt by its unguessable id; its schema names no agency and no person",
  },
};

/** Keys of stored items (data/keys.ts, tours.ts) and of an agency that no public answer carries. */
const internalKeys = new Set([
  "email",
  "requestEmail",
  "pk",
  "sk",
  "gsi1pk",
  "gsi1sk",
  "gsi2pk",
  "gsi2sk",
  "published",
  "publishedAt",
  "publishedVersion",
  "ratingTotal",
  "everHeld",
  "version",
]);

function keysOf(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keysOf(v, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, v]) => [`${path}.${key}`, ...keysOf(v, `${path}.${key}`)]);
}

describe("public answers", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("every public GET of the contract is listed", () => {
    const publicGets = endpoints.filter((e) => e.access === "public" && e.method === "GET").map((e) => e.id);
    expect(Object.keys(requests).sort()).toEqual([...publicGets].sort());
  });

  it("the demo agencies do have a request address, so its absence below means something", async () => {
    expect((await findAgency(group.agencyId))?.email).toMatch(/@/);
  });

  for (const [id, cases] of Object.entries(requests)) {
    if (!Array.isArray(cases)) continue;
    it(`${id} answers no e-mail address and no internal field`, async () => {
      const endpoint = contract[id as PublicGet];
      const { handler } = (await import(handlerEntry(id))) as { handler: HttpLambda };
      for (const request of cases) {
        const res = await invoke(handler, endpoint, request);
        expect(res.status, JSON.stringify(request)).toBe(200);
        expect(JSON.stringify(res.body)).not.toMatch(/[^\s"@]+@[^\s"@]+\.[a-z]{2,}/i);
        const leaked = keysOf(res.body).filter((path) => internalKeys.has(path.split(".").at(-1) ?? ""));
        expect(leaked, JSON.stringify(request)).toEqual([]);
      }
    });
  }
});
