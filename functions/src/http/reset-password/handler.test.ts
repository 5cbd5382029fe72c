import { contract } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { confirmedAccount, openSession, pastSecondOf, refresh } from "../../../test/accounts.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, signIn, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { hashResetToken } from "../../core/identity/reset-token.js";
import { saveResetToken } from "../../data/password-reset-tokens.js";
import { handler as getMyProfile } from "../get-my-profile/handler.js";
import { handler as requestReset } from "../request-password-reset/handler.js";
import { handler as resetPassword } from "./handler.js";

useTestTable();

/** A confirmed account (sign-up and its code), so the only mails to it are the reset's. */
async function account(label: string) {
  const email = uniqueEmail(label);
  await confirmedAccount(email, "Old!password1", "Lea Müller");
  return email;
}

const request = (email: string, locale = "de") =>
  invoke(requestReset, contract.requestPasswordReset, { body: JSON.stringify({ email, locale }) });
const confirm = (token: string, password = "New!password2", passwordConfirmation = password) =>
  invoke(resetPassword, contract.resetPassword, {
    body: JSON.stringify({ token, password, passwordConfirmation }),
  });

function tokenFrom(text: string | undefined): string {
  const token = /#token=([\w-]+)/.exec(text ?? "")?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

describe("password reset", () => {
  it("answers the same for an unknown address and mails nothing", async () => {
    const nobody = uniqueEmail("nobody");
    expect(await request(nobody)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("names an empty or invalid address with the spec's message keys", async () => {
    const fields = async (email: string) =>
      ((await request(email)).body as { error: { fields: Record<string, string> } }).error.fields;
    expect(await fields("")).toEqual({ "body.email": "required" });
    expect(await fields("not-an-address")).toEqual({ "body.email": "invalidEmail" });
  });

  it("mails a link in the requested language that sets a new password once", async () => {
    const email = await account("reset");
    expect(await request(email, "de")).toMatchObject({ status: 200, body: { ok: true } });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe("Ihr Tembea-Passwort zurücksetzen");
    expect(mail?.body.text).toContain("http://localhost:3000/de/reset-password#token=");
    const token = tokenFrom(mail?.body.text);

    expect(await confirm(token)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await signIn(email, "New!password2")).toBeDefined();
    expect(await signIn(email, "Old!password1")).toBeUndefined();

    const again = await confirm(token, "Third!password3");
    expect(again).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", fields: { "body.token": "resetLinkInvalid" } } },
    });
    expect(await signIn(email, "New!password2")).toBeDefined();
  });

  it("ends every session opened before the reset: its ID token is refused, its refresh token revoked", async () => {
    const email = await account("reset-sessions");
    const taken = await openSession(email, "Old!password1");
    await pastSecondOf(taken.claims);
    await request(email, "en");
    const [mail] = await mailsTo(email);
    expect(await confirm(tokenFrom(mail?.body.text))).toMatchObject({ status: 200 });

    expect(await invoke(getMyProfile, contract.getMyProfile, { claims: taken.claims })).toMatchObject({
      status: 401,
      body: { error: { code: "SESSION_ENDED" } },
    });
    expect(await refresh(taken.refreshToken)).toBe("NotAuthorizedException");
    const fresh = await openSession(email, "New!password2");
    expect((await invoke(getMyProfile, contract.getMyProfile, { claims: fresh.claims })).status).toBe(200);
  });

  it("refuses an expired or unknown link, and keeps a link usable when the new password is refused", async () => {
    const email = await account("expired");
    // A real token whose hour is over, and one that was never issued: the same answer.
    await saveResetToken({
      hash: hashResetToken("expired-token"),
      email,
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    for (const token of ["expired-token", "made-up-token", ""]) {
      const res = await confirm(token);
      expect(res.status).toBe(400);
      expect((res.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        "body.token": "resetLinkInvalid",
      });
    }
    expect(await signIn(email, "New!password2")).toBeUndefined();

    await request(email, "en");
    const token = tokenFrom((await mailsTo(email))[0]?.body.text);
    const weak = await confirm(token, "weakpassword");
    expect(weak.status).toBe(400);
    expect((weak.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.password": "passwordUppercase",
    });
    const empty = await confirm(token, "", "");
    expect((empty.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.password": "required",
    });
    const short = await confirm(token, "Ab!1", "Ab!1");
    expect((short.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.password": "passwordTooShort",
    });
    const mismatch = await confirm(token, "Strong!pass9", "Strong!pass8");
    expect((mismatch.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.passwordConfirmation": "passwordMismatch",
    });
    expect((await confirm(token, "Strong!pass9")).status).toBe(200);
  });
});
