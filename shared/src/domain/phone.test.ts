import { describe, expect, it } from "vitest";
import { PhoneSchema, phoneNumberIn } from "./phone.js";

/** The message key the API and the form report for the phone, if any. */
function phoneError(country: string, number: string): string | undefined {
  const result = PhoneSchema.safeParse({ country, number });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("a phone number valid for the selected country", () => {
  it("refuses a German number for Switzerland", () => {
    for (const number of ["+49 30 1234567", "0049 30 1234567", "+49 151 23456789"])
      expect(phoneError("CH", number), number).toBe("invalidPhone");
  });

  it("refuses another country's national number whose length fits (030 is no Swiss prefix)", () => {
    for (const number of ["030 1234567", "0301234567", "+41 30 123 45 67"])
      expect(phoneError("CH", number), number).toBe("invalidPhone");
    // Germany's shortest numbers are longer than five digits.
    expect(phoneError("DE", "12345")).toBe("invalidPhone");
  });

  it("refuses a number of the country's calling code that belongs to another country", () => {
    // +1: a New York number is no Canadian one.
    expect(phoneError("CA", "212 555 1234")).toBe("invalidPhone");
    expect(phoneError("US", "212 555 1234")).toBeUndefined();
  });

  it("refuses what is no number, and a country without numbering", () => {
    for (const number of ["", "12", "abc", "call 079 123 45 67"])
      expect(phoneError("CH", number), number).toBe("invalidPhone");
    expect(phoneNumberIn("XX", "079 123 45 67")).toBeUndefined();
  });

  it("accepts a Swiss mobile and landline number, and a German one for Germany, kept in E.164", () => {
    expect(PhoneSchema.parse({ country: "CH", number: "079 123 45 67" })).toEqual({
      country: "CH",
      number: "+41791234567",
    });
    expect(PhoneSchema.parse({ country: "CH", number: "044 668 18 00" }).number).toBe("+41446681800");
    expect(PhoneSchema.parse({ country: "CH", number: "+41 44 668 18 00" }).number).toBe("+41446681800");
    expect(PhoneSchema.parse({ country: "DE", number: "030 1234567" }).number).toBe("+49301234567");
    expect(PhoneSchema.parse({ country: "DE", number: "+49 151 23456789" }).number).toBe("+4915123456789");
  });

  it("keeps accepting the numbers the demo data and the browser tests use", () => {
    const used = [
      // infra/local/src/seed/demo/trips.ts (see also infra/local/src/seed/demo/phones.test.ts)
      ["CH", "+41 79 555 12 34"],
      // web/e2e: support/trips-api.ts, booking.spec.ts, accounts.spec.ts, keyboard.spec.ts;
      // scripts/bench/fixtures.ts; the functions' and twin's handler tests
      ["CH", "079 123 45 67"],
      ["CH", "044 668 18 00"],
      ["CH", "+41 44 668 18 00"],
      ["KE", "0712 345678"],
      ["KE", "0712345678"],
      ["FR", "01 23 45 67 89"],
      ["FR", "06 12 34 56 78"],
    ] as const;
    for (const [country, number] of used) expect(phoneError(country, number), number).toBeUndefined();
  });
});
