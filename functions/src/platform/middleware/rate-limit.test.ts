import { contract } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { confirmedAccount } from "../../../test/accounts.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler as confirmSignUp } from "../../http/confirm-sign-up/handler.js";
import { handler as requestPasswordReset } from "../../http/request-password-reset/handler.js";
import { rateLimits } from "./rate-limit.js";

useTestTable();

const resetLimits = rateLimits.requestPasswordReset ?? [];
const perAddress = resetLimits.find((r) => r.per === "address")?.limit ?? 0;
const perClient = resetLimits.find((r) => r.per === "client")?.limit ?? 0;

const askReset = (email: string, sourceIp: string) =>
  invoke(requestPasswordReset, contract.requestPasswordReset, {
    body: JSON.stringify({ email, locale: "en" }),
    sourceIp,
  });

describe("rate limits", () => {
  it("the forgot-password form cannot flood an inbox: the address's window fills, other addresses go on", async () => {
    const email = uniqueEmail("flood");
    // A confirmed account, so the only mails to it are the resets'.
    await confirmedAccount(email, "Flood!pass1", "Flo Od");

    // From many clients at once, so only the per-address limit can stop them.
    const answers = await Promise.all(
      Array.from({ length: perAddress + 5 }, (_, i) => askReset(email, `203.0.113.${i + 1}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(answers.find((a) => a.status === 429)?.body).toMatchObject({ error: { code: "RATE_LIMITED" } });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(perAddress);

    expect((await askReset(uniqueEmail("other"), "203.0.113.200")).status).toBe(200);
  });

  it("one client cannot probe address after address; another client is not affected", async () => {
    const client = "192.0.2.77";
    for (let i = 0; i < perClient; i++) {
      expect((await askReset(uniqueEmail("probe"), client)).status).toBe(200);
    }
    expect((await askReset(uniqueEmail("probe"), client)).status).toBe(429);
    expect((await askReset(uniqueEmail("probe"), "192.0.2.78")).status).toBe(200);
  });

  it("the browser tests' twin raises the per-client limit only, by its factor", async () => {
    process.env.TEMBEA_CLIENT_LIMIT_FACTOR = "2";
    try {
      const client = "192.0.2.120";
      for (let i = 0; i < 2 * perClient; i++) {
        expect((await askReset(uniqueEmail("suite"), client)).status).toBe(200);
      }
      expect((await askReset(uniqueEmail("suite"), client)).status).toBe(429);
      // The address's window is as it always is.
      const email = uniqueEmail("suite-address");
      const statuses = [];
      for (let i = 0; i <= perAddress; i++)
        statuses.push((await askReset(email, `198.51.100.${i + 10}`)).status);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      delete process.env.TEMBEA_CLIENT_LIMIT_FACTOR;
    }
  });

  it("one client cannot spray code guesses over many addresses", async () => {
    const limit = rateLimits.confirmSignUp?.find((r) => r.per === "client")?.limit ?? 0;
    const guess = (email: string, sourceIp: string) =>
      invoke(confirmSignUp, contract.confirmSignUp, {
        body: JSON.stringify({ email, code: "123456" }),
        sourceIp,
      });
    const client = "192.0.2.150";
    const answers = await Promise.all(
      Array.from({ length: limit }, () => guess(uniqueEmail("spray"), client)),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    expect(await guess(uniqueEmail("spray"), client)).toMatchObject({
      status: 429,
      body: { error: { code: "RATE_LIMITED" } },
    });
    expect((await guess(uniqueEmail("spray"), "192.0.2.151")).status).toBe(400);
  });

  it("invalid requests are refused by validation and do not use up the window", async () => {
    const client = "192.0.2.99";
    for (let i = 0; i < perClient + 3; i++) {
      const answer = await invoke(requestPasswordReset, contract.requestPasswordReset, {
        body: JSON.stringify({ email: "not-an-address", locale: "en" }),
        sourceIp: client,
      });
      expect(answer.status).toBe(400);
    }
    expect((await askReset(uniqueEmail("typo"), client)).status).toBe(200);
  });
});
