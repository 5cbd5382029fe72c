import { describe, expect, it } from "vitest";
import { offerFormSchema, offerFormValues } from "./offer-form-schema";

// A trip that starts on 1 February 2027: the offer may be valid from today until 31 January.
const schema = offerFormSchema(
  { kind: "exact", departure: "2027-02-01", return: "2027-02-10" },
  "2026-11-23",
);
const filled = {
  title: "Honeymoon in the Mara",
  days: [{ title: "Nairobi", description: "Arrival and dinner." }],
  price: "4200.50",
  inclusions: "Lodges\n\n  Park fees  \n",
  exclusions: "",
  validUntil: "2026-12-07",
};

function fieldErrors(values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("offerFormSchema", () => {
  it("turns what the agent typed into the API's offer", () => {
    expect(schema.parse(filled)).toEqual({
      title: "Honeymoon in the Mara",
      days: [{ title: "Nairobi", description: "Arrival and dinner." }],
      pricePerTravellerChf: 420_050,
      inclusions: ["Lodges", "Park fees"],
      exclusions: [],
      validUntil: "2026-12-07",
    });
  });

  it("asks for every field of an empty offer", () => {
    expect(fieldErrors(offerFormValues())).toEqual({
      title: "required",
      "days.0.title": "required",
      "days.0.description": "required",
      price: "required",
      validUntil: "required",
    });
  });

  it("refuses a price that is no amount, a validity in the past and over-long lines", () => {
    expect(
      fieldErrors({ ...filled, price: "abc", validUntil: "2026-11-22", exclusions: "x".repeat(301) }),
    ).toEqual({ price: "invalid", validUntil: "validUntilPast", "exclusions.0": "tooLong" });
    expect(fieldErrors({ ...filled, price: "0" })).toEqual({ price: "invalid" });
    expect(fieldErrors({ ...filled, validUntil: "2026-11-23" })).toEqual({});
  });

  it("reads a decimal point or comma and grouped thousands, to the Rappen and without rounding", () => {
    const rappen = (price: string) => schema.parse({ ...filled, price }).pricePerTravellerChf;
    expect(rappen("4200,50")).toBe(420_050);
    expect(rappen("4200.5")).toBe(420_050);
    expect(rappen(" 4'200.05 ")).toBe(420_005);
    expect(rappen("4 200")).toBe(420_000);
    expect(rappen("0.01")).toBe(1);
    expect(rappen("1.13")).toBe(113);
  });

  it("says what is wrong with a filled price, never that it is empty", () => {
    expect(fieldErrors({ ...filled, price: "0.001" })).toEqual({ price: "decimals" });
    expect(fieldErrors({ ...filled, price: "4200.555" })).toEqual({ price: "decimals" });
    // In English "4,200" could mean four thousand two hundred: refused rather than read as 4.20.
    expect(fieldErrors({ ...filled, price: "4,200" })).toEqual({ price: "decimals" });
    expect(fieldErrors({ ...filled, price: "1e" })).toEqual({ price: "invalid" });
    expect(fieldErrors({ ...filled, price: "1e3" })).toEqual({ price: "invalid" });
    expect(fieldErrors({ ...filled, price: "-5" })).toEqual({ price: "invalid" });
    expect(fieldErrors({ ...filled, price: "0.00" })).toEqual({ price: "invalid" });
    expect(fieldErrors({ ...filled, price: "   " })).toEqual({ price: "required" });
  });

  it("refuses a validity past the day before the trip starts, also for an approximate month", () => {
    expect(fieldErrors({ ...filled, validUntil: "2027-01-31" })).toEqual({});
    expect(fieldErrors({ ...filled, validUntil: "2027-02-01" })).toEqual({
      validUntil: "validUntilAfterStart",
    });
    const inMarch = offerFormSchema({ kind: "approximate", month: "2027-03", weeks: 2 }, "2026-11-23");
    expect(inMarch.safeParse({ ...filled, validUntil: "2027-02-28" }).success).toBe(true);
    expect(inMarch.safeParse({ ...filled, validUntil: "2027-03-01" }).error?.issues[0]?.message).toBe(
      "validUntilAfterStart",
    );
  });

  it("starts a revision from the offer that was sent", () => {
    const sent = schema.parse(filled);
    expect(offerFormValues(sent).price).toBe("4200.50");
    expect(schema.parse(offerFormValues(sent))).toEqual(sent);
  });
});
