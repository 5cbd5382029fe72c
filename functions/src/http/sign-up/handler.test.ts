import {
  AdminDisableUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import { contract } from "@tembea/shared";
import { afterAll, describe, expect, inject, it } from "vitest";
import { confirmedAccount, openSession } from "../../../test/accounts.js";
import { invoke } from "../../../test/invoke.js";
import { signIn, uniqueEmail } from "../../../test/local-services.js";
import {
  confirmWith,
  mailedSignUpCode,
  signUpAndConfirm,
  signUpBody,
  signUpCodeMails,
} from "../../../test/sign-up.js";
import { useTestTable } from "../../../test/test-table.js";
import { newSignUpCode } from "../../core/identity/sign-up-code.js";
import { accountState } from "../../core/identity/users.js";
import { findPendingSignUp, saveSignUpCode } from "../../data/signup-codes.js";
import { handler as resend } from "../resend-sign-up-code/handler.js";
import { handler } from "./handler.js";

// Sign-up attempts, pending sign-ups and their codes live in the table.
useTestTable();

const cognito = new CognitoIdentityProviderClient({ endpoint: inject("cognito").endpoint });
afterAll(() => cognito.destroy());

const signUp = (body: unknown) => invoke(handler, contract.signUp, { body: JSON.stringify(body) });
const fieldsOf = (res: { body: unknown }) =>
  (res.body as { error?: { fields?: Record<string, string> } }).error?.fields;
const codeError = (key: string) => ({
  status: 400,
  body: { error: { code: "VALIDATION_FAILED", fields: { "body.code": key } } },
});
/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /api/auth/sign-up", () => {
  it("creates an account that cannot sign in until the mailed code confirms its address", async () => {
    const email = uniqueEmail("new");
    expect(await signUp(signUpBody(email, { name: "Jana Müller", locale: "de" }))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await signIn(email, "Kilimanjaro!1")).toBeUndefined();
    expect(await accountState(email)).toMatchObject({ emailVerified: false, enabled: false });

    const [mail] = await signUpCodeMails(email);
    expect(mail?.subject).toBe(`${mail?.code} ist Ihr Tembea-Code`);
    expect(mail?.body.text).toContain("Guten Tag Jana Müller,");

    expect(await confirmWith(email, mail?.code as string)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await accountState(email)).toMatchObject({ emailVerified: true, enabled: true });
    const session = await openSession(email, "Kilimanjaro!1");
    expect(session.claims).toMatchObject({ email, email_verified: "true" });
  });

  it("takes a code once: used, it no longer confirms", async () => {
    const email = uniqueEmail("once");
    await signUp(signUpBody(email));
    const code = await mailedSignUpCode(email);
    expect((await confirmWith(email, code)).status).toBe(200);
    expect(await confirmWith(email, code)).toMatchObject(codeError("signUpCodeInvalid"));
  });

  it("voids the code after five wrong tries: then even the right one fails until a new one is mailed", async () => {
    const email = uniqueEmail("tries");
    await signUp(signUpBody(email));
    const code = await mailedSignUpCode(email);
    for (let i = 1; i <= 4; i++)
      expect(await confirmWith(email, otherThan(code))).toMatchObject(codeError("signUpCodeInvalid"));
    expect(await confirmWith(email, otherThan(code))).toMatchObject(codeError("signUpCodeVoid"));
    expect(await confirmWith(email, code)).toMatchObject(codeError("signUpCodeVoid"));
    expect(await signIn(email, "Kilimanjaro!1")).toBeUndefined();

    const resent = await invoke(resend, contract.resendSignUpCode, {
      body: JSON.stringify({ email, locale: "en" }),
    });
    expect(resent.status).toBe(200);
    const fresh = await mailedSignUpCode(email, 2);
    expect(await confirmWith(email, fresh)).toMatchObject({ status: 200 });
    expect(await signIn(email, "Kilimanjaro!1")).toBeDefined();
  });

  it("counts every try before comparing: racing guesses get five tries between them", async () => {
    const email = uniqueEmail("race");
    await signUp(signUpBody(email));
    const code = await mailedSignUpCode(email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirmWith(email, otherThan(code))));
    const keys = answers.map((a) => fieldsOf(a)?.["body.code"]);
    expect(keys.filter((k) => k === "signUpCodeInvalid")).toHaveLength(4);
    expect(keys.filter((k) => k === "signUpCodeVoid")).toHaveLength(8);
    expect(await confirmWith(email, code)).toMatchObject(codeError("signUpCodeVoid"));
  });

  it("refuses a code past its day, and one for an address that has no sign-up", async () => {
    const email = uniqueEmail("expired");
    await signUp(signUpBody(email));
    const pending = await findPendingSignUp(email);
    const { code, salt, codeHash } = newSignUpCode();
    await saveSignUpCode(email, {
      signUpId: pending?.signUpId as string,
      salt,
      codeHash,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    expect(await confirmWith(email, code)).toMatchObject(codeError("signUpCodeInvalid"));
    expect(await confirmWith(uniqueEmail("nobody"), code)).toMatchObject(codeError("signUpCodeInvalid"));
    expect(await signIn(email, "Kilimanjaro!1")).toBeUndefined();
  });

  it("lets the address's owner sign up again over a sign-up never confirmed: new name, password and code", async () => {
    const email = uniqueEmail("squatted");
    await signUp(signUpBody(email, { name: "Eve Intruder", password: "Intruder!pass1" }));
    const intrudersCode = await mailedSignUpCode(email);

    const again = await signUp(
      signUpBody(email.toUpperCase(), { name: "Vera Keller", password: "Owner!pass2", locale: "fr" }),
    );
    expect(again).toMatchObject({ status: 200, body: { ok: true } });
    const mails = await signUpCodeMails(email);
    expect(mails).toHaveLength(2);
    const ownersMail = mails.at(-1);
    expect(ownersMail?.subject).toBe(`${ownersMail?.code} est votre code Tembea`);
    expect(ownersMail?.body.text).toContain("Bonjour Vera Keller,");

    // The first code is void, even if it were right: a new round began.
    expect(await confirmWith(email, intrudersCode)).toMatchObject(codeError("signUpCodeInvalid"));
    expect(await confirmWith(email, ownersMail?.code as string)).toMatchObject({ status: 200 });
    expect(await signIn(email, "Intruder!pass1")).toBeUndefined();
    expect(await signIn(email, "Owner!pass2")).toBeDefined();
    expect(await accountState(email)).toMatchObject({
      name: "Vera Keller",
      emailVerified: true,
      enabled: true,
    });
  });

  it("answers emailTaken for a confirmed address, whatever its case, and changes nothing", async () => {
    const email = uniqueEmail("taken");
    await signUpAndConfirm(email);
    const again = await signUp(signUpBody(email.toUpperCase(), { password: "Other!pass3" }));
    expect(again).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", fields: { "body.email": "emailTaken" } } },
    });
    expect(await signIn(email, "Kilimanjaro!1")).toBeDefined();
    expect(await signUpCodeMails(email)).toHaveLength(1);
  });

  it("never replaces an account disabled for another reason, confirmed or not", async () => {
    // A confirmed agent the operator disabled later.
    const agent = uniqueEmail("disabled-agent");
    await confirmedAccount(agent, "Agent!pass1");
    await cognito.send(
      new AdminDisableUserCommand({ UserPoolId: inject("cognito").userPoolId, Username: agent }),
    );
    expect(fieldsOf(await signUp(signUpBody(agent)))).toEqual({ "body.email": "emailTaken" });

    // Unverified and disabled, but made by someone else than a sign-up: no pending sign-up names it.
    const other = uniqueEmail("disabled-other");
    await confirmedAccount(other, "Other!pass1");
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: inject("cognito").userPoolId,
        Username: other,
        UserAttributes: [
          { Name: "email", Value: other },
          { Name: "email_verified", Value: "false" },
        ],
      }),
    );
    await cognito.send(
      new AdminDisableUserCommand({ UserPoolId: inject("cognito").userPoolId, Username: other }),
    );
    expect(fieldsOf(await signUp(signUpBody(other)))).toEqual({ "body.email": "emailTaken" });
    expect(await signUpCodeMails(other)).toEqual([]);
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
    expect(fieldsOf(res)).toEqual({
      "body.name": "required",
      "body.email": "invalidEmail",
      "body.password": "passwordUppercase",
      "body.passwordConfirmation": "passwordMismatch",
      "body.acceptTerms": "termsRequired",
    });
    const special = await signUp({
      ...signUpBody(email),
      password: "Kilimanjaro1",
      passwordConfirmation: "Kilimanjaro1",
    });
    expect(fieldsOf(special)).toEqual({ "body.password": "passwordSpecial" });
    const short = await signUp({ ...signUpBody(email), password: "Ab!1", passwordConfirmation: "Ab!1" });
    expect(fieldsOf(short)).toEqual({ "body.password": "passwordTooShort" });
    const empty = await signUp({ ...signUpBody(""), password: "", passwordConfirmation: "" });
    expect(fieldsOf(empty)).toEqual({ "body.email": "required", "body.password": "required" });
    const long = await signUp({ ...signUpBody(email), name: "A".repeat(101) });
    expect(fieldsOf(long)).toEqual({ "body.name": "tooLong" });
    const name = await signUp({ ...signUpBody(email), name: "<script>" });
    expect(fieldsOf(name)).toEqual({ "body.name": "invalidName" });
    expect(await accountState(email)).toBeUndefined();
    expect(await signUpCodeMails(email)).toEqual([]);
  });
});
