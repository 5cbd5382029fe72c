import { describe, expect, it } from "vitest";
import { thankYouPath } from "../../lib/paths";
import { leftCheckout } from "./open-checkout";

describe("a checkout the traveller left", () => {
  it("lets the flow hold places again once its places are back or it held none", () => {
    expect(leftCheckout("released")).toBe("closed");
    expect(leftCheckout("cancelled")).toBe("closed");
  });

  it("is not booked twice when the provider took the payment first", () => {
    expect(leftCheckout("confirmed")).toBe("paid");
    // Paid at the provider, its confirmation still on the way.
    expect(leftCheckout("held")).toBe("paid");
  });

  it("shows the receipt of the right flow", () => {
    expect(thankYouPath("group", "b1")).toBe("/group-tour/thank-you?booking=b1");
    expect(thankYouPath("special", "b1")).toBe("/special-tour/thank-you?booking=b1");
  });
});
