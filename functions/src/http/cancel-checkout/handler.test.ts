import { randomUUID } from "node:crypto";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import {
  closeLocalCheckout,
  type LocalCheckoutSession,
  localCheckoutSessions,
  localCheckoutState,
  onLocalCheckoutExpired,
} from "@tembea/infra/local/adapters/local-gateway";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract } from "@tembea/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { groupTourBookingRequest } from "../../../test/booking-requests.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import { useTestTable } from "../../../test/test-table.js";
import { findBooking, findBookingWithCheckout } from "../../data/bookings.js";
import { db, tableName } from "../../data/client.js";
import { keys } from "../../data/keys.js";
import { createDeparture, findTourWithDetails } from "../../data/tours.js";
import { handler as createGroupTourBooking } from "../create-group-tour-booking/handler.js";
import { handler as createSpecialTourBooking } from "../create-special-tour-booking/handler.js";
import { handler as receivePaymentEvent } from "../receive-payment-event/handler.js";
import { handler } from "./handler.js";

useTestTable();

const tourId = demoGroupTours.find((t) => t.destination === "kenya" && t.minimumAge <= 18)?.id as string;
const departureDate = "2099-07-01";
const specialTour = demoSpecialTours.find((t) => t.minimumAge === 0);

const groupBooking = (email: string) => groupTourBookingRequest(tourId, departureDate, email);

async function holdTwoPlaces(email = uniqueEmail("cancel")) {
  const res = await invoke(createGroupTourBooking, contract.createGroupTourBooking, {
    body: JSON.stringify(groupBooking(email)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { bookingId } = res.body as { bookingId: string };
  const sessionId = (await findBookingWithCheckout(bookingId))?.checkoutSessionId as string;
  return { bookingId, email, session: localCheckoutSessions.get(sessionId) as LocalCheckoutSession };
}

const cancel = (id: string) => invoke(handler, contract.cancelCheckout, { params: { id } });
const placesLeft = async () =>
  (await findTourWithDetails(tourId, "0000-00-00"))?.departures.find((d) => d.startDate === departureDate)
    ?.placesLeft;

/** Posts the provider's event of the booking's own checkout session. */
async function deliver(type: "checkout.session.completed" | "checkout.session.expired", bookingId: string) {
  const { payload, signature } = await signedBookingEvent(type, bookingId);
  const res = await invoke(receivePaymentEvent, contract.receivePaymentEvent, {
    body: payload,
    headers: { "stripe-signature": signature },
  });
  expect(res.status).toBe(200);
}

describe("cancelling a checkout", () => {
  const expiredEvents: string[] = [];
  const stopListening = onLocalCheckoutExpired((session) => expiredEvents.push(session.sessionId));

  beforeAll(async () => {
    await seedDemoData();
    await createDeparture({
      tourId,
      startDate: departureDate,
      endDate: "2099-07-10",
      capacity: 50,
      placesLeft: 50,
    });
  });
  afterEach(() => {
    expiredEvents.length = 0;
  });
  afterAll(() => stopListening());

  it("closes the checkout and gives the places back, once however often it is called", async () => {
    const before = (await placesLeft()) as number;
    const { bookingId, session } = await holdTwoPlaces();
    expect(await placesLeft()).toBe(before - 2);
    expect(session.cancelUrl).toBe(
      `http://localhost:3000/group-tour/${tourId}/summary?cancelled=${bookingId}`,
    );

    expect(await cancel(bookingId)).toMatchObject({ status: 200, body: { status: "released" } });
    expect(await placesLeft()).toBe(before);
    expect((await findBooking(bookingId))?.status).toBe("released");
    // The local checkout page can no longer be paid, and the provider's expiry event goes out once.
    expect(localCheckoutState(session)).toBe("expired");
    expect(expiredEvents).toEqual([session.sessionId]);

    expect(await cancel(bookingId)).toMatchObject({ status: 200, body: { status: "released" } });
    // The expiry event the provider sends after closing the session changes nothing either.
    await deliver("checkout.session.expired", bookingId);
    expect(await placesLeft()).toBe(before);
    expect(expiredEvents).toEqual([session.sessionId]);
  });

  it("never touches a paid booking", async () => {
    const before = (await placesLeft()) as number;
    const { bookingId, session } = await holdTwoPlaces();
    expect(closeLocalCheckout(session, "complete")).toBe(true);
    await deliver("checkout.session.completed", bookingId);

    expect(await cancel(bookingId)).toMatchObject({ status: 200, body: { status: "confirmed" } });
    expect((await findBooking(bookingId))?.status).toBe("confirmed");
    expect(await placesLeft()).toBe(before - 2);
    expect(expiredEvents).toEqual([]);
  });

  it("keeps the places of a checkout paid just before it could be closed, and its confirmation still counts", async () => {
    const before = (await placesLeft()) as number;
    const { bookingId, session, email } = await holdTwoPlaces();
    // Paid at the provider; its event has not arrived yet.
    expect(closeLocalCheckout(session, "complete")).toBe(true);

    expect(await cancel(bookingId)).toMatchObject({ status: 200, body: { status: "held" } });
    expect(await placesLeft()).toBe(before - 2);

    await deliver("checkout.session.completed", bookingId);
    expect((await findBooking(bookingId))?.status).toBe("confirmed");
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("leaves a cancelled checkout unpayable; a completion that came anyway confirms nothing and mails no one", async () => {
    const before = (await placesLeft()) as number;
    const { bookingId, session, email } = await holdTwoPlaces();
    expect((await cancel(bookingId)).body).toEqual({ status: "released" });

    // Stripe completes no expired session; the local checkout page refuses it the same way.
    expect(closeLocalCheckout(session, "complete")).toBe(false);
    expect(localCheckoutState(session)).toBe("expired");
    // Should a completion arrive all the same, the released booking stays released.
    await deliver("checkout.session.completed", bookingId);
    expect((await findBooking(bookingId))?.status).toBe("released");
    expect(await placesLeft()).toBe(before);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("releases a special tour's hold", async () => {
    const res = await invoke(createSpecialTourBooking, contract.createSpecialTourBooking, {
      body: JSON.stringify({
        ...groupBooking(uniqueEmail("cancel-special")),
        rooms: undefined,
        tourId: specialTour?.id,
        departureDate: "2099-08-01",
        travellers: {
          ...groupBooking("x@example.com").travellers,
          others: Array.from({ length: (specialTour?.groupSize.min ?? 2) - 1 }, () => ({
            firstName: "Tom",
            lastName: "Weber",
            birthDate: "1985-05-05",
          })),
        },
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { bookingId } = res.body as { bookingId: string };
    expect((await cancel(bookingId)).body).toEqual({ status: "released" });
    expect((await findBooking(bookingId))?.status).toBe("released");
  });

  it("leaves a hold without a known checkout to run out by itself", async () => {
    const { bookingId } = await holdTwoPlaces();
    // As held before checkouts were noted on bookings.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.booking(bookingId),
        UpdateExpression: "REMOVE checkoutSessionId",
      }),
    );
    expect((await cancel(bookingId)).body).toEqual({ status: "held" });
    expect((await findBooking(bookingId))?.status).toBe("held");
  });

  it("answers 404 for a booking that does not exist", async () => {
    expect(await cancel(randomUUID())).toMatchObject({ status: 404, body: { error: { code: "NOT_FOUND" } } });
  });
});
