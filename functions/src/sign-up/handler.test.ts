import { contract } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { invoke } from "../../test/invoke.js";
import { signIn, uniqueEmail } from "../../test/local-services.js";
import { useTestTable } from "../../test/test-table.js";
import { handler } from "./handler.js";

// Sign-up attempts are counted in the table (rate limits).
useTestTable();

const valid = (email: string) => ({
  name: "Amani Odhiambo",
  email,
  password: "Kilimanjaro!1",
  passwordConfirmation: "Kilimanjaro!1",
  acceptTerms: true,
  locale: "en",
});
const signUp = (body: unknown) => invoke(handler, contract.signUp, { body: JSON.stringify(body) });

describe("POST /api/auth/sign-up", () => {
  it("creates an account that can sign in at once", async () => {
    const email = uniqueEmail("new");
    const res = await signUp(valid(email));
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await signIn(email, "Kilimanjaro!1")).toBeDefined();
  });

  it("refuses an address that already has an account, whatever its case", async () => {
    const email = uniqueEmail("taken");
    await signUp(valid(email));
    const again = await signUp(valid(email.toUpperCase()));
    expect(again).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", fields: { "body.email": "emailTaken" } } },
    });
  });

  it("names every invalid field with the spec's message key and creates nothing", async () => {
    const email = uniqueEmail("bad");
    const res = await signUp({
      name: "",
      email: "not-an-email",
      password: "lowercase1!",
      passwordConfirmation: "different",
      acceptTerms: false,
      locale: "en",
    });
    expect(res.status).toBe(400);
    expect((res.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.name": "required",
      "body.email": "invalidEmail",
      "body.password": "passwordUppercase",
      "body.passwordConfirmation": "passwordMismatch",
      "body.acceptTerms": "termsRequired",
    });
    const special = await signUp({
      ...valid(email),
      password: "Kilimanjaro1",
      passwordConfirmation: "Kilimanjaro1",
    });
    expect((special.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.password": "passwordSpecial",
    });
    const short = await signUp({ ...valid(email), password: "Ab!1", passwordConfirmation: "Ab!1" });
    expect((short.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.password": "passwordTooShort",
    });
    const empty = await signUp({ ...valid(""), password: "", passwordConfirmation: "" });
    expect((empty.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.email": "required",
      "body.password": "required",
    });
    const long = await signUp({ ...valid(email), name: "A".repeat(101) });
    expect((long.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.name": "tooLong",
    });
    const name = await signUp({ ...valid(email), name: "<script>" });
    expect((name.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.name": "invalidName",
    });
    expect(await signIn(email, "Kilimanjaro!1")).toBeUndefined();
  });
});
