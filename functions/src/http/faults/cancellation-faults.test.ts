import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DynamoDBDocumentClient, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { localGateway, localRefunds, onLocalRefund } from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { ensureTable } from "@tembea/infra/local/services/create-table";
import { type LocalDynamoDb, startLocalDynamoDb } from "@tembea/infra/local/services/local-dynamodb";
import { contract, dayIn, destinationTimeZones } from "@tembea/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { paidGroupBooking } from "../../../test/cancellations.js";
import { freePort } from "../../../test/free-port.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { findBooking } from "../../data/bookings.js";
import { tableNameVariable } from "../../data/table-schema.js";
import { createDeparture } from "../../data/tours.js";
import { retryRefunds } from "../../jobs/retry-refunds/handler.js";
import { handler as cancelMyBooking } from "../cancel-my-booking/handler.js";

// Faults (docs/architecture.md, "Faults"): DynamoDB really stops during a traveller's cancellation, as in
// dynamodb-down.test.ts (its own DynamoDB Local, data on disk, stopped and started again). The booking
// ends cancelled once with one refund, or not cancelled at all; never half written, never paid twice.

const tour = demoGroupTours.find((t) => t.id === "kenya-great-migration-safari");
const tourId = tour?.id as string;
const tableName = `cancel-faults-${randomUUID()}`;
let port: number;
let dataDir: string;
let dynamo: LocalDynamoDb | undefined;

async function startDynamo() {
  dynamo = await startLocalDynamoDb({ port, dataDir, shortLived: true });
}
async function stopDynamo() {
  await dynamo?.stop();
  dynamo = undefined;
}

async function tableContents(): Promise<Record<string, unknown>[]> {
  if (!dynamo) throw new Error("DynamoDB Local is not running");
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await DynamoDBDocumentClient.from(dynamo.client).send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start as never, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  const key = (item: Record<string, unknown>) => JSON.stringify([item.pk, item.sk]);
  return items.sort((a, b) => key(a).localeCompare(key(b)));
}

/** 45 days ahead in Nairobi: the 30–59 days tier, 50 %. */
const departureDate = (() => {
  const date = new Date(`${dayIn(destinationTimeZones.kenya, new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 45);
  return date.toISOString().slice(0, 10);
})();

async function travellerWithBooking() {
  const email = uniqueEmail("cancel-fault");
  const claims = { sub: `fault-${email}`, email, name: "Jonas Keller", email_verified: "true" };
  const bookingId = await paidGroupBooking(tourId, departureDate, email, claims);
  const refundChf = Math.floor(((await findBooking(bookingId))?.totalChf as number) / 2);
  return { email, claims, bookingId, refundChf };
}
const cancel = (bookingId: string, claims: Record<string, string>, refundChf: number) =>
  invoke(cancelMyBooking, contract.cancelMyBooking, {
    params: { id: bookingId },
    claims,
    body: JSON.stringify({ refundChf }),
  });

describe("DynamoDB stopped during a cancellation", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), "tembea-cancel-faults-"));
    await startDynamo();
    process.env.DYNAMODB_ENDPOINT = dynamo?.endpoint;
    process.env[tableNameVariable] = tableName;
    await ensureTable(dynamo?.client as LocalDynamoDb["client"], tableName);
    await seedDemoData();
    await createDeparture({
      tourId,
      startDate: departureDate,
      endDate: "2099-12-31",
      capacity: 20,
      placesLeft: 20,
    });
  }, 120_000);
  afterAll(async () => {
    await stopDynamo();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("stopped before: 500 INTERNAL, nothing written, nothing refunded; after the restart the cancellation succeeds", async () => {
    const { claims, bookingId, refundChf } = await travellerWithBooking();
    const before = await tableContents();
    await stopDynamo();
    expect(await cancel(bookingId, claims, refundChf)).toMatchObject({
      status: 500,
      body: { error: { code: "INTERNAL" } },
    });
    await startDynamo();
    expect(await tableContents()).toEqual(before);
    expect(localRefunds.has(bookingId)).toBe(false);
    expect((await cancel(bookingId, claims, refundChf)).status).toBe(200);
    expect(localRefunds.get(bookingId)?.amountChf).toBe(refundChf);
  });

  it("stopped after the provider took the refund, before it was noted: cancelled, refund due; the job notes the same refund, never a second", async () => {
    const { email, claims, bookingId, refundChf } = await travellerWithBooking();
    const refunds: string[] = [];
    const stopListening = onLocalRefund((refund) => refunds.push(refund.bookingId));
    const refund = localGateway.refund;
    const spy = vi.spyOn(localGateway, "refund").mockImplementationOnce(async (request) => {
      const accepted = await refund(request);
      await stopDynamo();
      return accepted;
    });
    try {
      // The cancellation's transaction was written; the request then fails on the stopped table.
      expect((await cancel(bookingId, claims, refundChf)).status).toBe(500);
    } finally {
      spy.mockRestore();
      if (!dynamo) await startDynamo();
    }
    expect(await findBooking(bookingId)).toMatchObject({ status: "cancelled", refund: { status: "due" } });
    // The traveller tries again: it is cancelled already, and nothing more happens.
    expect((await cancel(bookingId, claims, refundChf)).body).toMatchObject({
      error: { code: "NOT_CANCELLABLE" },
    });
    // The job asks again: the provider answers with the refund it took, which is noted; nothing is paid twice.
    await retryRefunds(new Date(Date.now() + 10 * 60_000));
    stopListening();
    expect((await findBooking(bookingId))?.refund).toMatchObject({
      status: "sent",
      providerRefundId: localRefunds.get(bookingId)?.refundId,
    });
    expect(refunds).toEqual([bookingId]);
    // The request that failed mailed nothing, and the second changed nothing: no mail at all, never two.
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith("Your booking is cancelled"))).toEqual(
      [],
    );
  });
});
