import { describe, expect, it } from "vitest";
import { phoneNumberIn } from "./phone.js";
import { phoneForDisplay } from "./phone-display.js";

describe("a phone number as pages show it", () => {
  it("groups a stored E.164 number as its country writes it", () => {
    expect(phoneForDisplay("CH", "+41791234567")).toBe("+41 79 123 45 67");
    expect(phoneForDisplay("KE", "+254712345678")).toBe("+254 712 345678");
  });

  it("shows the grouped form older bookings stored, and a number just typed, the same way", () => {
    expect(phoneForDisplay("CH", "+41 79 555 12 34")).toBe("+41 79 555 12 34");
    expect(phoneForDisplay("CH", "079 123 45 67")).toBe("+41 79 123 45 67");
  });

  it("round-trips what the phone rules store", () => {
    const stored = phoneNumberIn("FR", "06 12 34 56 78");
    expect(stored).toBe("+33612345678");
    expect(phoneForDisplay("FR", stored ?? "")).toBe("+33 6 12 34 56 78");
  });

  it("shows what it cannot read as it is", () => {
    expect(phoneForDisplay("CH", "abc")).toBe("abc");
    expect(phoneForDisplay("XX", "12")).toBe("12");
  });
});
