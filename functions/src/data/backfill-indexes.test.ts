import { randomUUID } from "node:crypto";
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { BatchWriteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { ensureTable } from "@tembea/infra/local/services/create-table";
import type { TripRequest } from "@tembea/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedTripRequest } from "../../test/trip-requests.js";
import { backfillIndexes } from "./backfill-indexes.js";
import { db } from "./client.js";
import { keys } from "./keys.js";
import { tableNameVariable, tableSchema } from "./table-schema.js";
import { listOffersValidBefore, listTripRequestsToRemind } from "./trip-requests.js";

const name = `old-schema-${randomUUID()}`;
const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT });
const now = new Date("2026-11-23T07:00:00Z");

const request = (id: string, fields: Partial<TripRequest> & Pick<TripRequest, "status">): TripRequest =>
  storedTripRequest({ id, ...fields });
const offer = {
  title: "Offer",
  days: [{ title: "Day 1", description: "Arrival." }],
  pricePerTravellerChf: 300_000,
  inclusions: [],
  exclusions: [],
  validUntil: "2026-11-30",
  sentAt: "2026-11-21T07:00:00.000Z",
};

/** As the data layer wrote requests before the follow-up index: no gsi3 attributes. */
const storedAsBefore = (r: TripRequest & { remindedAt?: string }) => ({
  ...keys.tripRequest(r.id),
  ...keys.tripRequestOfUser(r.userId, r.createdAt, r.id),
  ...keys.tripRequestOfAgency(r.agencyId, r.createdAt, r.id),
  entity: "tripRequest",
  ...r,
});

async function putAsBefore(r: TripRequest & { remindedAt?: string }) {
  await db().send(new PutCommand({ TableName: name, Item: storedAsBefore(r) }));
}

/** Many requests at once: 25 a BatchWriteItem, as DynamoDB allows. */
async function putAllAsBefore(requests: TripRequest[]) {
  for (let i = 0; i < requests.length; i += 25)
    await db().send(
      new BatchWriteCommand({
        RequestItems: {
          [name]: requests.slice(i, i + 25).map((r) => ({ PutRequest: { Item: storedAsBefore(r) } })),
        },
      }),
    );
}

describe("a table from the schema before the follow-up index", () => {
  beforeAll(async () => {
    const older = tableSchema.globalSecondaryIndexes.filter((g) => g.indexName !== "gsi3");
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: ["pk", "sk", ...older.flatMap((g) => [g.partitionKey, g.sortKey])].map(
          (AttributeName) => ({ AttributeName, AttributeType: "S" }),
        ),
        KeySchema: [
          { AttributeName: "pk", KeyType: "HASH" },
          { AttributeName: "sk", KeyType: "RANGE" },
        ],
        GlobalSecondaryIndexes: older.map((g) => ({
          IndexName: g.indexName,
          KeySchema: [
            { AttributeName: g.partitionKey, KeyType: "HASH" },
            { AttributeName: g.sortKey, KeyType: "RANGE" },
          ],
          Projection: { ProjectionType: "ALL" },
        })),
      }),
    );
    process.env[tableNameVariable] = name;
    await seedDemoData(now);
    await putAsBefore(request("waiting", { status: "in-progress" }));
    await putAsBefore({
      ...request("reminded", { status: "in-progress" }),
      remindedAt: "2026-11-22T19:00:00.000Z",
    });
    await putAsBefore(request("open-offer", { status: "offer-available", offer }));
    await putAsBefore(request("booked", { status: "booked", offer }));
    await putAsBefore(request("expired", { status: "expired", offer }));
  });
  afterAll(async () => {
    await client.send(new DeleteTableCommand({ TableName: name }));
    client.destroy();
  });

  it("gets the index it lacks, and the backfill puts exactly the open requests into it, once", async () => {
    expect(await ensureTable(client, name)).toEqual(["gsi3"]);
    expect(await ensureTable(client, name)).toEqual([]);
    // The demo agency requests were seeded through the data layer, so they are indexed already.
    const seededToRemind = (await listTripRequestsToRemind("2099-01-01")).map((r) => r.id);
    const seededToExpire = (await listOffersValidBefore("2099-01-01")).map((r) => r.id);
    expect(seededToRemind).not.toContain("waiting");

    expect(await backfillIndexes(["gsi3"])).toEqual({ followUp: 2, agencyTours: 0, bookingsOfTours: 0 });
    expect(await backfillIndexes(["gsi3"])).toEqual({ followUp: 0, agencyTours: 0, bookingsOfTours: 0 });
    const toRemind = (await listTripRequestsToRemind("2099-01-01")).map((r) => r.id);
    const toExpire = (await listOffersValidBefore("2099-01-01")).map((r) => r.id);
    expect(toRemind.sort()).toEqual([...seededToRemind, "waiting"].sort());
    expect(toExpire.sort()).toEqual([...seededToExpire, "open-offer"].sort());
  });

  it("reaches every request of an agency, past the 500 newest and over several pages", async () => {
    // The oldest request of the agency is still waiting for a reply; 520 newer ones are booked.
    const minute = (m: number) => new Date(Date.parse("2026-10-01T00:00:00Z") + m * 60_000).toISOString();
    await putAllAsBefore([
      request("oldest-waiting", { status: "in-progress", createdAt: minute(0) }),
      ...Array.from({ length: 520 }, (_, i) =>
        request(`booked-${i}`, { status: "booked", offer, createdAt: minute(i + 1) }),
      ),
      request("newest-open-offer", { status: "offer-available", offer, createdAt: minute(600) }),
    ]);
    expect(await backfillIndexes(["gsi3"])).toEqual({ followUp: 2, agencyTours: 0, bookingsOfTours: 0 });
    expect((await listTripRequestsToRemind("2099-01-01")).map((r) => r.id)).toContain("oldest-waiting");
    expect((await listOffersValidBefore("2099-01-01")).map((r) => r.id)).toContain("newest-open-offer");

    // The same with pages of seven items: the agency's index is read oldest first, so a request newer
    // than all the others is on its last page, which is reached only if every page is followed.
    await putAllAsBefore([request("newest-waiting", { status: "in-progress", createdAt: minute(700) })]);
    expect(await backfillIndexes(undefined, 7)).toEqual({ followUp: 1, agencyTours: 0, bookingsOfTours: 0 });
    expect(await backfillIndexes(undefined, 7)).toEqual({ followUp: 0, agencyTours: 0, bookingsOfTours: 0 });
    expect((await listTripRequestsToRemind("2099-01-01")).map((r) => r.id)).toContain("newest-waiting");
  });
});
