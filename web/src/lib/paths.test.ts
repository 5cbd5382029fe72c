import { isSitePath } from "@tembea/shared/site/site-routes";
import { describe, expect, it } from "vitest";
import {
  agentRequestPath,
  bookingReceiptPath,
  bookingStepPath,
  myBookingPath,
  myBookingReceiptPath,
  myTripRequestPath,
  myTripRequestSummaryPath,
  thankYouPath,
  tourPath,
  tripPaymentReceiptPath,
} from "./paths";

const uuid = "0b6f1d1e-58b4-4c6e-9a55-0d6c3c1f2a10";

describe("the paths module", () => {
  it("builds only paths of the site's route table", () => {
    const paths = [
      tourPath("group", "kenya-great-migration-safari"),
      tourPath("special", "kenya-private-mara-safari"),
      bookingStepPath("group", "t1", "accommodation"),
      bookingStepPath("special", "t1", "dates"),
      thankYouPath("group", uuid),
      bookingReceiptPath("special", uuid),
      myBookingPath("group", uuid),
      myBookingPath("special", uuid),
      myBookingReceiptPath("group", uuid),
      myTripRequestPath(uuid),
      myTripRequestSummaryPath(uuid),
      tripPaymentReceiptPath(uuid, "deposit"),
      agentRequestPath(uuid),
    ];
    for (const path of paths) expect(isSitePath(path.split("?")[0] ?? ""), path).toBe(true);
  });

  it("spells each kind's segments as before", () => {
    expect(tourPath("special", "s")).toBe("/special-tour/s");
    expect(thankYouPath("special", "b1")).toBe("/special-tour/thank-you?booking=b1");
    expect(bookingReceiptPath("group", "a b")).toBe("/group-tour/receipt?booking=a%20b");
    expect(myBookingPath("group", "b1")).toBe("/account/trips/tour/b1");
    expect(myBookingReceiptPath("special", "b1")).toBe("/account/trips/special-tour/b1/receipt");
    expect(tripPaymentReceiptPath("r1", "balance")).toBe("/account/trips/request/r1/receipt/balance");
  });
});
