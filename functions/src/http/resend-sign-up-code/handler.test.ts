import { contract } from "@tembea/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { uniqueEmail } from "../../../test/local-services.js";
import {
  confirmWith,
  mailedSignUpCode,
  signUpAndConfirm,
  signUpBody,
  signUpCodeMails,
} from "../../../test/sign-up.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler as signUp } from "../sign-up/handler.js";
import { handler } from "./handler.js";

useTestTable();
afterEach(() => vi.useRealTimers());

const resend = (email: string, locale = "en", sourceIp?: string) =>
  invoke(handler, contract.resendSignUpCode, {
    body: JSON.stringify({ email, locale }),
    ...(sourceIp ? { sourceIp } : {}),
  });
const pendingSignUp = async (email: string) =>
  expect((await invoke(signUp, contract.signUp, { body: JSON.stringify(signUpBody(email)) })).status).toBe(
    200,
  );

describe("POST /api/auth/sign-up/code", () => {
  it("mails a new code in the language asked for; the code before it no longer confirms", async () => {
    const email = uniqueEmail("resend");
    await pendingSignUp(email);
    const first = await mailedSignUpCode(email);
    expect(await resend(email, "fr")).toMatchObject({ status: 200, body: { ok: true } });
    const mails = await signUpCodeMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`${mails[1]?.code} est votre code Tembea`);
    expect(mails[1]?.body.text).toContain("Bonjour Amani Odhiambo,");
    // Two codes can be equal by chance (one in a million); the old one is void either way.
    if (first !== mails[1]?.code) {
      expect(await confirmWith(email, first)).toMatchObject({
        status: 400,
        body: { error: { fields: { "body.code": "signUpCodeInvalid" } } },
      });
    }
    expect(await confirmWith(email, mails[1]?.code as string)).toMatchObject({ status: 200 });
  });

  it("answers the same for an unknown or a confirmed address, and mails nothing", async () => {
    const nobody = uniqueEmail("nobody");
    expect(await resend(nobody)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await signUpCodeMails(nobody)).toEqual([]);

    const confirmed = uniqueEmail("confirmed");
    await signUpAndConfirm(confirmed);
    expect(await resend(confirmed)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await signUpCodeMails(confirmed)).toHaveLength(1);
  });

  it("mails one code a minute per address and five an hour, answering 429 RATE_LIMITED beyond", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = new Date("2099-01-01T10:00:00Z").getTime();
    vi.setSystemTime(start);
    const email = uniqueEmail("limit");
    await pendingSignUp(email);
    expect((await resend(email, "en", "203.0.113.1")).status).toBe(200);
    // From another client too: the address is what is limited.
    expect(await resend(email, "en", "203.0.113.2")).toMatchObject({
      status: 429,
      body: { error: { code: "RATE_LIMITED" } },
    });
    for (let minute = 1; minute < 5; minute++) {
      vi.setSystemTime(start + minute * 61_000);
      expect((await resend(email, "en", "203.0.113.1")).status).toBe(200);
    }
    vi.setSystemTime(start + 5 * 61_000);
    expect((await resend(email, "en", "203.0.113.1")).status).toBe(429);
    expect(await signUpCodeMails(email)).toHaveLength(1 + 5);
    // An unknown address is limited alike, so the limit tells nothing either.
    const nobody = uniqueEmail("nobody-limit");
    expect((await resend(nobody)).status).toBe(200);
    expect((await resend(nobody)).status).toBe(429);
  });

  it("refuses an invalid address with its message key, without counting it", async () => {
    const res = await resend("not-an-address");
    expect(res).toMatchObject({ status: 400, body: { error: { fields: { "body.email": "invalidEmail" } } } });
  });
});
