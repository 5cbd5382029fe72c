import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { localMailsWaiting } from "@tembea/infra/local/adapters/local-mail-queue";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type LocalSes, startLocalSes } from "@tembea/infra/local/services/local-ses";
import { contract, type GroupTour } from "@tembea/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test/free-port.js";
import { invoke } from "../../../test/invoke.js";
import type { StoredMail } from "../../../test/local-services.js";
import { signedBookingEvent } from "../../../test/payment-events.js";
import { useTestTable } from "../../../test/test-table.js";
import { findBooking } from "../../data/bookings.js";
import { createDeparture, findTour } from "../../data/tours.js";
import { handler as createGroupTourBooking } from "../create-group-tour-booking/handler.js";
import { handler as receivePaymentEvent } from "../receive-payment-event/handler.js";

// Faults (docs/architecture.md, "Faults"): the SES server is down when a payment comes in; the
// payment must be confirmed all the same, and the mail sent once SES is back. This file runs its own SES twin
// on a free port (the run's shared one stays up for the other files), stops it, confirms a booking
// through the webhook, and starts it again on the same port.

useTestTable();

const tourId = demoGroupTours.find((t) => t.destination === "kenya" && t.minimumAge <= 18)?.id as string;
const departureDate = "2099-11-01";
let port: number;
let ses: LocalSes | undefined;

const startSes = async () => {
  ses = await startLocalSes({ port, host: "127.0.0.1", cwd: tmpdir() });
};
const stopSes = async () => {
  await ses?.stop();
  ses = undefined;
};

async function mailsTo(address: string): Promise<StoredMail[]> {
  if (!ses) throw new Error("the SES twin is not running");
  const { emails } = (await (await fetch(`${ses.endpoint}/store`)).json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(address));
}

/** Polls `probe` every 100 ms until it holds, for at most `ms`; the answer is its last value. */
async function eventually<T>(probe: () => Promise<T> | T, holds: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (holds(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function holdBooking(email: string) {
  const res = await invoke(createGroupTourBooking, contract.createGroupTourBooking, {
    body: JSON.stringify({
      tourId,
      departureDate,
      rooms: { sharedRooms: 0, singleRooms: 1 },
      travellers: {
        lead: {
          firstName: "Léa",
          lastName: "Dubois",
          email,
          phone: { country: "FR", number: "06 12 34 56 78" },
          nationality: "FR",
          birthDate: "1990-04-04",
        },
        others: [],
      },
      acceptTerms: true,
      locale: "fr",
      displayCurrency: "EUR",
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { bookingId: string }).bookingId;
}

async function payFor(bookingId: string) {
  const { payload, signature } = await signedBookingEvent("checkout.session.completed", bookingId);
  return invoke(receivePaymentEvent, contract.receivePaymentEvent, {
    body: payload,
    headers: { "stripe-signature": signature },
  });
}

describe("the SES server down when a booking is paid", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    port = await freePort();
    await startSes();
    process.env.SES_ENDPOINT = ses?.endpoint;
    await seedDemoData();
    await createDeparture({
      tourId,
      startDate: departureDate,
      endDate: "2099-11-10",
      capacity: 10,
      placesLeft: 10,
    });
  });
  afterAll(stopSes);

  it("confirms the booking all the same, and delivers the confirmation once SES is back, exactly once", async () => {
    const email = `lea-${randomUUID().slice(0, 8)}@example.com`;
    const bookingId = await holdBooking(email);

    await stopSes();
    expect((await payFor(bookingId)).status).toBe(200);
    expect((await findBooking(bookingId))?.status).toBe("confirmed");
    // The mails were not lost: the traveller's and the agency's wait for SES.
    expect(localMailsWaiting()).toBe(2);

    await startSes();
    const delivered = await eventually(
      () => mailsTo(email),
      (mails) => mails.length > 0,
    );
    expect(delivered.map((m) => m.subject)).toEqual([
      `Votre réservation est confirmée\u00a0: ${((await findTour(tourId)) as GroupTour).title.fr}`,
    ]);
    // Nothing is left to send, so nothing more will arrive: the mail came once.
    expect(await eventually(localMailsWaiting, (n) => n === 0)).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
