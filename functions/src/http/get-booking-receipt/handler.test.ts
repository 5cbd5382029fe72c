import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { addDays, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { findBooking } from "../../data/bookings.js";
import { today } from "../../platform/clock.js";
import { handler as cancelCheckout } from "../cancel-checkout/handler.js";
import { handler as bookSpecialTour } from "../create-special-tour-booking/handler.js";
import { handler } from "./handler.js";

useTestTable();

const tour = demoSpecialTours[0] as (typeof demoSpecialTours)[number];

async function heldBooking(): Promise<string> {
  const res = await invoke(bookSpecialTour, contract.createSpecialTourBooking, {
    body: JSON.stringify({
      tourId: tour.id,
      departureDate: addDays(today(), 50),
      travellers: {
        lead: {
          firstName: "Nora",
          lastName: "Weber",
          email: "nora@example.com",
          phone: { country: "CH", number: "079 123 45 67" },
          nationality: "CH",
          birthDate: "1981-01-01",
        },
        others: Array.from({ length: tour.groupSize.min - 1 }, (_, i) => ({
          firstName: `P${String.fromCharCode(97 + i)}`,
          lastName: "Weber",
          birthDate: "1982-02-02",
        })),
      },
      acceptTerms: true,
      locale: "de",
      displayCurrency: "CHF",
    }),
  });
  expect(res.status).toBe(200);
  return (res.body as { bookingId: string }).bookingId;
}

const receipt = (id: string) => invoke(handler, contract.getBookingReceipt, { params: { id } });

describe("a booking's receipt", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("says until when a held booking is kept, and nothing of it once the hold is given back", async () => {
    const id = await heldBooking();
    const held = await receipt(id);
    expect(held.body).toMatchObject({
      status: "held",
      holdExpiresAt: (await findBooking(id))?.holdExpiresAt,
    });
    expect(held.body).not.toHaveProperty("travellers");
    expect((await invoke(cancelCheckout, contract.cancelCheckout, { params: { id } })).status).toBe(200);
    const released = await receipt(id);
    expect(released.body).toMatchObject({ status: "released" });
    expect(released.body).not.toHaveProperty("holdExpiresAt");
  });
});
