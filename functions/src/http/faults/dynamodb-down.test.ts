import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DynamoDBDocumentClient, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoAgencyEmail } from "@tembea/infra/demo/load-demo";
import { localCheckoutSessions } from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { ensureTable } from "@tembea/infra/local/services/create-table";
import { type LocalDynamoDb, startLocalDynamoDb } from "@tembea/infra/local/services/local-dynamodb";
import { contract } from "@tembea/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { groupTourBookingRequest } from "../../../test/booking-requests.js";
import { confirmHeldBooking } from "../../../test/bookings.js";
import { freePort } from "../../../test/free-port.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo } from "../../../test/local-services.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import {
  signedTripPayment,
  tripDepositChf,
  tripRequestWithOffer,
  tripTotalChf,
} from "../../../test/trip-requests.js";
import { findBooking, findBookingWithCheckout } from "../../data/bookings.js";
import { tableNameVariable } from "../../data/table-schema.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { createTripRequest, findTripRequest } from "../../data/trip-requests.js";
import { handler as createGroupTourBooking } from "../create-group-tour-booking/handler.js";
import { handler as receivePaymentEvent } from "../receive-payment-event/handler.js";

// Faults (docs/architecture.md, "Faults"): DynamoDB stops during a booking, and the booking must end paid and
// confirmed once, or not at all, never half written. This file runs its own DynamoDB Local (on a free port,
// with its data on disk) instead of the run's shared one, so it can really stop the process and start it
// again with the data intact. The web's side (the answer shown as "Something went wrong, please try again.",
// and paying again) is web/e2e/booking.spec.ts.

/** Lets a test act while a booking is in flight: after its checkout opens, before its places are held. */
const inFlight = vi.hoisted(() => ({ afterCheckout: undefined as undefined | (() => Promise<void>) }));
vi.mock("../../core/payments/index.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../core/payments/index.js")>();
  return {
    ...original,
    paymentGateway: async () => {
      const gateway = await original.paymentGateway();
      return {
        ...gateway,
        createCheckout: async (request: Parameters<typeof gateway.createCheckout>[0]) => {
          const session = await gateway.createCheckout(request);
          await inFlight.afterCheckout?.();
          return session;
        },
      };
    },
  };
});

/** Lets a test act right after the webhook has written a payment's confirmation, before it mails. */
const afterConfirm = vi.hoisted(() => ({ hook: undefined as undefined | (() => Promise<void>) }));
vi.mock("../../data/bookings.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../data/bookings.js")>();
  return {
    ...original,
    confirmPaidBooking: async (...args: Parameters<typeof original.confirmPaidBooking>) => {
      const outcome = await original.confirmPaidBooking(...args);
      await afterConfirm.hook?.();
      return outcome;
    },
  };
});

/** The same for a tailored trip's payment: right after it is recorded, before its mails. */
vi.mock("../../data/trip-requests.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../data/trip-requests.js")>();
  return {
    ...original,
    recordTripPayment: async (...args: Parameters<typeof original.recordTripPayment>) => {
      const outcome = await original.recordTripPayment(...args);
      await afterConfirm.hook?.();
      return outcome;
    },
  };
});

const tourId = demoGroupTours.find((t) => t.destination === "kenya" && t.minimumAge <= 18)?.id as string;
const tableName = `faults-${randomUUID()}`;
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

/** Every item of the table, sorted: what a failed booking must leave exactly as it was. */
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

const placesLeft = async (departureDate: string) =>
  (await findTourWithDetails(tourId, "0000-00-00"))?.departures.find((d) => d.startDate === departureDate)
    ?.placesLeft;

/** A departure of the test's own, with six places. */
async function departure(startDate: string) {
  await createDeparture({
    tourId,
    startDate,
    endDate: startDate.replace(/-01$/, "-10"),
    capacity: 6,
    placesLeft: 6,
  });
  return startDate;
}

const bookingRequest = (departureDate: string) =>
  groupTourBookingRequest(tourId, departureDate, `amani-${randomUUID().slice(0, 8)}@example.com`);
const book = (body: unknown) =>
  invoke(createGroupTourBooking, contract.createGroupTourBooking, { body: JSON.stringify(body) });

// Each test restarts DynamoDB Local: about five seconds alone, up to half a minute in a busy full run.
describe("DynamoDB stopped during a group-tour booking", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), "tembea-faults-dynamodb-"));
    await startDynamo();
    // Every data access of this file (handlers included) goes to this instance and this table.
    process.env.DYNAMODB_ENDPOINT = dynamo?.endpoint;
    process.env[tableNameVariable] = tableName;
    await ensureTable(dynamo?.client as LocalDynamoDb["client"], tableName);
    await seedDemoData();
  }, 120_000);
  afterAll(async () => {
    await stopDynamo();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 500 INTERNAL and writes nothing while DynamoDB is down; after the restart the same booking succeeds", async () => {
    const date = await departure("2099-09-01");
    const before = await tableContents();
    const request = bookingRequest(date);

    await stopDynamo();
    const failed = await book(request);
    expect(failed).toMatchObject({ status: 500, body: { error: { code: "INTERNAL" } } });

    await startDynamo();
    // The data survived the restart, and the failed attempt left no trace: no booking, no places taken.
    expect(await tableContents()).toEqual(before);

    const retried = await book(request);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const { bookingId } = retried.body as { bookingId: string };
    expect(await findBooking(bookingId)).toMatchObject({ status: "held", numberOfTravellers: 2 });
    expect(await placesLeft(date)).toBe(6 - 2);
  });

  it("stopped after the checkout opens, before the places are held: 500 INTERNAL, nothing written, the checkout closed; the retry succeeds", async () => {
    const date = await departure("2099-10-01");
    const before = await tableContents();
    const request = bookingRequest(date);

    inFlight.afterCheckout = stopDynamo;
    const failed = await book(request).finally(() => {
      inFlight.afterCheckout = undefined;
    });
    expect(failed).toMatchObject({ status: 500, body: { error: { code: "INTERNAL" } } });

    await startDynamo();
    // The hold and its places are written together (one transaction) or not at all: nothing is there.
    expect(await tableContents()).toEqual(before);
    // The checkout opened for it was never shown, and is closed, so no one can pay for it.
    const opened = [...localCheckoutSessions.values()].filter(
      (s) => s.customerEmail === request.travellers.lead.email,
    );
    expect(opened.map((s) => s.state)).toEqual(["expired"]);
    expect(await placesLeft(date)).toBe(6);

    // The traveller pays again: the places are there for them, and this time the hold is written.
    const retried = await book(request);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const { bookingId, checkoutUrl } = retried.body as { bookingId: string; checkoutUrl: string };
    expect(await placesLeft(date)).toBe(6 - 2);
    expect((await findBookingWithCheckout(bookingId))?.checkoutSessionId).toBe(checkoutUrl.split("/").at(-1));
    expect(await confirmHeldBooking(bookingId, `evt_${randomUUID()}`, new Date().toISOString())).toBe(
      "confirmed",
    );
  });
  it("stopped right after a payment is confirmed, before its mail: Stripe's redelivery after the restart sends the mail, once", async () => {
    const date = await departure("2099-11-01");
    const request = bookingRequest(date);
    const held = await book(request);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const { bookingId } = held.body as { bookingId: string };
    const { payload, signature } = await signedBookingEvent("checkout.session.completed", bookingId);
    const deliver = async () =>
      invoke(receivePaymentEvent, contract.receivePaymentEvent, {
        body: payload,
        headers: { "stripe-signature": signature },
      });

    afterConfirm.hook = stopDynamo;
    const failed = await deliver().finally(() => {
      afterConfirm.hook = undefined;
    });
    // A 5xx makes Stripe deliver the event again later.
    expect(failed).toMatchObject({ status: 500, body: { error: { code: "INTERNAL" } } });
    expect(await mailsTo(request.travellers.lead.email)).toEqual([]);

    await startDynamo();
    expect((await findBooking(bookingId))?.status).toBe("confirmed");
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    expect((await mailsTo(request.travellers.lead.email)).map((m) => m.subject)).toHaveLength(1);
  });

  it("stopped right after a trip payment is recorded, before its mails: the redelivery mails once, deposit and balance alike", async () => {
    const request = tripRequestWithOffer();
    await createTripRequest(request);
    const deliver = async (event: { payload: string; signature: string }) =>
      invoke(receivePaymentEvent, contract.receivePaymentEvent, {
        body: event.payload,
        headers: { "stripe-signature": event.signature },
      });
    const travellerMails = async () => (await mailsTo(request.travellerEmail)).length;
    const agencyMails = async () =>
      (await mailsTo(demoAgencyEmail(request.agencyId))).filter(
        // The deposit is an acceptance; the balance, weeks later, has its own subject.
        (m) =>
          [`Offer accepted by ${request.travellerName}`, `Balance paid by ${request.travellerName}`].includes(
            m.subject,
          ),
      ).length;
    /** Delivers the event with DynamoDB stopping once it is recorded, restarts it, and delivers it twice more. */
    const failThenRedeliver = async (event: { payload: string; signature: string }) => {
      afterConfirm.hook = stopDynamo;
      const failed = await deliver(event).finally(() => {
        afterConfirm.hook = undefined;
      });
      expect(failed).toMatchObject({ status: 500, body: { error: { code: "INTERNAL" } } });
      await startDynamo();
      expect((await deliver(event)).status).toBe(200);
      expect((await deliver(event)).status).toBe(200);
    };

    await failThenRedeliver(await signedTripPayment(request.id, "deposit", tripDepositChf));
    expect((await findTripRequest(request.id))?.payment?.payments).toHaveLength(1);
    expect(await travellerMails()).toBe(1);
    expect(await agencyMails()).toBe(1);

    // The balance too, though once it is paid nothing is due any more: its redelivery is no new payment.
    await failThenRedeliver(await signedTripPayment(request.id, "balance", tripTotalChf - tripDepositChf));
    expect((await findTripRequest(request.id))?.payment).toMatchObject({
      paidChf: tripTotalChf,
      payments: [{ part: "deposit" }, { part: "balance" }],
    });
    expect(await travellerMails()).toBe(2);
    expect(await agencyMails()).toBe(2);
  });
});
