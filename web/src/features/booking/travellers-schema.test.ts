import { describe, expect, it } from "vitest";
import { initialTravellers, travellersFormSchema } from "./travellers-schema";

const lead = {
  firstName: "Jana",
  lastName: "Müller",
  email: "Jana@Example.com",
  phone: { country: "CH", number: "044 668 18 00" },
  nationality: "CH",
  birthDate: "1988-04-12",
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  // The first issue of a field is the one the form shows.
  return Object.fromEntries(
    [...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join("."), i.message]),
  );
}

describe("travellersFormSchema", () => {
  const rules = { minimumAge: 12, departureDate: "2027-03-01" };

  it("accepts valid travellers and normalises the e-mail", () => {
    const result = travellersFormSchema(rules).safeParse({
      count: 2,
      travellers: { lead, others: [{ firstName: "Lukas", lastName: "Müller", birthDate: "2015-03-01" }] },
    });
    expect(result.success).toBe(true);
    expect(result.data?.travellers.lead.email).toBe("jana@example.com");
  });

  it("enforces the minimum age on the day of departure", () => {
    const result = travellersFormSchema(rules).safeParse({
      count: 2,
      travellers: { lead, others: [{ firstName: "Lukas", lastName: "Müller", birthDate: "2015-03-02" }] },
    });
    expect(issues(result)).toEqual({ "travellers.others.0.birthDate": "tooYoung" });
  });

  it("reports an invalid phone and an empty field with the shared keys", () => {
    const result = travellersFormSchema(rules).safeParse({
      count: 1,
      travellers: { lead: { ...lead, firstName: " ", phone: { country: "CH", number: "12" } }, others: [] },
    });
    expect(issues(result)).toEqual({
      "travellers.lead.firstName": "required",
      "travellers.lead.phone.number": "invalidPhone",
    });
  });

  it("keeps a special tour's group between its minimum and maximum", () => {
    const schema = travellersFormSchema({ ...rules, groupSize: { min: 2, max: 4 } });
    expect(issues(schema.safeParse({ count: 5, travellers: { lead, others: [] } }))).toMatchObject({
      count: "groupSizeOutOfRange",
    });
  });
});

describe("initialTravellers", () => {
  it("starts empty with the signed-in e-mail and one form per fellow traveller", () => {
    const start = initialTravellers(undefined, undefined, 3, "me@example.com");
    expect(start.lead.email).toBe("me@example.com");
    expect(start.others).toHaveLength(2);
  });

  it("prefers the half-typed draft and fits it to the group size", () => {
    const draft = {
      lead: { ...lead, firstName: "Draft" },
      others: [{ firstName: "A", lastName: "B", birthDate: "" }],
    };
    const start = initialTravellers(draft, undefined, 1);
    expect(start.lead.firstName).toBe("Draft");
    expect(start.others).toHaveLength(0);
  });
});
