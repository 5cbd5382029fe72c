import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import {
  namesFromFullName,
  PasswordResetSchema,
  profileNames,
  SavedPersonalDetailsSchema,
  SignUpSchema,
} from "./account.js";
import { PersonalDetailsSchema } from "./personal-details.js";

/** Field path -> message key, as the API reports them. */
function fieldErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message; // first wins, as in the API
  return fields;
}

const validSignUp = {
  name: "Zoë O'Neill-Ndlovu",
  email: "Zoe@Example.com",
  password: "Kilimanjaro!1",
  passwordConfirmation: "Kilimanjaro!1",
  acceptTerms: true,
  locale: "de",
};

describe("namesFromFullName", () => {
  it("takes the last word as the last name", () => {
    expect(namesFromFullName("Amina Traveller")).toEqual({ firstName: "Amina", lastName: "Traveller" });
    expect(namesFromFullName("  Jean  Paul Sartre ")).toEqual({ firstName: "Jean Paul", lastName: "Sartre" });
    expect(namesFromFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    expect(namesFromFullName("")).toEqual({ firstName: "", lastName: "" });
  });

  it("gives way to the names saved in the profile", () => {
    expect(profileNames({ name: "Amina Traveller" })).toEqual({ firstName: "Amina", lastName: "Traveller" });
    const details = {
      firstName: "Amina W.",
      lastName: "Odhiambo",
      phone: { country: "KE" as const, number: "0712 345678" },
      nationality: "KE",
      birthDate: "1990-01-01",
    };
    expect(profileNames({ name: "Amina Traveller", details })).toMatchObject({
      firstName: "Amina W.",
      lastName: "Odhiambo",
    });
  });
});

describe("sign-up rules", () => {
  it("accept a valid sign-up and normalise the e-mail", () => {
    expect(SignUpSchema.parse(validSignUp).email).toBe("zoe@example.com");
  });

  it("name each problem with the spec's message key", () => {
    expect(fieldErrors(SignUpSchema, { ...validSignUp, name: " ", email: "" })).toMatchObject({
      name: "required",
      email: "required",
    });
    expect(fieldErrors(SignUpSchema, { ...validSignUp, name: "R2-D2", email: "nope@" })).toMatchObject({
      name: "invalidName",
      email: "invalidEmail",
    });
    expect(fieldErrors(SignUpSchema, { ...validSignUp, acceptTerms: false })).toEqual({
      acceptTerms: "termsRequired",
    });
  });

  it("take the typographic and modifier-letter apostrophes as apostrophes, and keep the name as typed", () => {
    for (const name of ["D’Arcy O’Neill", "Ngũgĩ waʼThiong’o", "d'Ivoire"]) {
      expect(fieldErrors(SignUpSchema, { ...validSignUp, name })).toEqual({});
      expect(SignUpSchema.parse({ ...validSignUp, name }).name).toBe(name);
    }
    const details = {
      firstName: "D’Arcy",
      lastName: "Oʼ Brien",
      phone: { country: "CH", number: "044 668 18 00" },
      nationality: "CH",
      birthDate: "1990-01-01",
    };
    expect(SavedPersonalDetailsSchema.parse(details)).toMatchObject({
      firstName: "D’Arcy",
      lastName: "Oʼ Brien",
    });
    // Still no quotes or symbols of other kinds, and a name starts with a letter.
    for (const name of ["’Arcy", "D‘Arcy", 'D"Arcy', "D`Arcy"])
      expect(fieldErrors(SignUpSchema, { ...validSignUp, name })).toEqual({ name: "invalidName" });
  });

  it("require an uppercase letter, a special character and eight characters", () => {
    const pw = (password: string) =>
      fieldErrors(SignUpSchema, { ...validSignUp, password, passwordConfirmation: password }).password;
    expect(pw("")).toBe("required");
    expect(pw("Ab!1")).toBe("passwordTooShort");
    expect(pw("kilimanjaro!1")).toBe("passwordUppercase");
    expect(pw("Kilimanjaro11")).toBe("passwordSpecial");
    expect(pw("Kilimanjaro 1")).toBe("passwordSpecial");
    expect(pw("Ängstlich#99")).toBeUndefined();
  });

  it("report a confirmation that differs, even while other fields are wrong", () => {
    expect(fieldErrors(SignUpSchema, { ...validSignUp, passwordConfirmation: "Other!123" })).toEqual({
      passwordConfirmation: "passwordMismatch",
    });
    expect(
      fieldErrors(SignUpSchema, { ...validSignUp, name: "", passwordConfirmation: "Other!123" }),
    ).toMatchObject({ name: "required", passwordConfirmation: "passwordMismatch" });
  });

  it("apply the same password rules to a reset", () => {
    expect(
      fieldErrors(PasswordResetSchema, { token: "t", password: "weak", passwordConfirmation: "weak" }),
    ).toEqual({ password: "passwordTooShort" });
    expect(
      fieldErrors(PasswordResetSchema, {
        token: "",
        password: "Good!pass1",
        passwordConfirmation: "Good!pass1",
      }),
    ).toEqual({
      token: "resetLinkInvalid",
    });
  });
});

describe("personal details", () => {
  const valid = {
    firstName: "Wanjiru",
    lastName: "Kamau",
    phone: { country: "KE", number: "0712 345678" },
    nationality: "KE",
    birthDate: "1990-04-12",
  };

  it("accept a phone number valid in the chosen country", () => {
    expect(PersonalDetailsSchema.safeParse(valid).success).toBe(true);
    expect(
      PersonalDetailsSchema.safeParse({ ...valid, phone: { country: "CH", number: "+41 44 668 18 00" } })
        .success,
    ).toBe(true);
  });

  it("keep a phone number in E.164, however it was typed", () => {
    const typed = ["0791234567", "079 123 45 67", "+41791234567", " 0041 79 123 45 67 "];
    for (const number of typed)
      expect(PersonalDetailsSchema.parse({ ...valid, phone: { country: "CH", number } }).phone).toEqual({
        country: "CH",
        number: "+41791234567",
      });
    expect(PersonalDetailsSchema.parse(valid).phone.number).toBe("+254712345678");
  });

  it("refuse a number of another country, an unknown country and a future birth date", () => {
    expect(
      fieldErrors(PersonalDetailsSchema, { ...valid, phone: { country: "US", number: "0712 345678" } }),
    ).toEqual({
      "phone.number": "invalidPhone",
    });
    expect(fieldErrors(PersonalDetailsSchema, { ...valid, nationality: "" })).toEqual({
      nationality: "required",
    });
    expect(fieldErrors(PersonalDetailsSchema, { ...valid, nationality: "XX" })).toEqual({
      nationality: "invalid",
    });
    expect(fieldErrors(PersonalDetailsSchema, { ...valid, birthDate: "" })).toEqual({
      birthDate: "required",
    });
    expect(fieldErrors(PersonalDetailsSchema, { ...valid, birthDate: "2999-01-01" })).toEqual({
      birthDate: "invalidDate",
    });
    expect(fieldErrors(PersonalDetailsSchema, { ...valid, birthDate: "12.04.1990" })).toEqual({
      birthDate: "invalidDate",
    });
  });

  it("read saved details by their shape only, so a change of the phone rules keeps them readable", () => {
    const noLongerValid = { ...valid, phone: { country: "US", number: "0712 345678" } };
    expect(SavedPersonalDetailsSchema.safeParse(noLongerValid).success).toBe(true);
    expect(SavedPersonalDetailsSchema.safeParse({ ...valid, nationality: "Kenya" }).success).toBe(false);
  });
});
