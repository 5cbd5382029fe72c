import { PhoneSchema } from "@tembea/shared/phone";
import { describe, expect, it } from "vitest";
import { demoTrips } from "./trips.js";

describe("the demo data's phone numbers", () => {
  it("are valid for their country, so a demo booking's details can be booked again as they are", () => {
    const { bookings } = demoTrips(
      { userId: "demo", email: "demo@tembea.local", name: "Amina Traveller" },
      new Date(),
    );
    expect(bookings.length).toBeGreaterThan(0);
    for (const booking of bookings) {
      const { phone } = booking.travellers.lead;
      expect(PhoneSchema.safeParse(phone).success, `${booking.id}: ${phone.number}`).toBe(true);
    }
  });
});
