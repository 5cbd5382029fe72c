import { contract } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { confirmedAccount, openSession, pastSecondOf, refresh } from "../../../test/accounts.js";
import { invoke } from "../../../test/invoke.js";
import { signIn, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler as getMyProfile } from "../get-my-profile/handler.js";
import { handler } from "./handler.js";

useTestTable();

const change = (claims: Record<string, string>, currentPassword: string, password = "New!password2") =>
  invoke(handler, contract.changePassword, {
    claims,
    body: JSON.stringify({ currentPassword, password, passwordConfirmation: password }),
  });

describe("changing the password", () => {
  it("refuses a wrong current password and changes nothing", async () => {
    const email = uniqueEmail("change-wrong");
    await confirmedAccount(email, "Old!password1");
    const session = await openSession(email, "Old!password1");
    expect(await change(session.claims, "Not!theone1")).toMatchObject({
      status: 400,
      body: { error: { code: "VALIDATION_FAILED", fields: { "body.currentPassword": "wrongCredentials" } } },
    });
    expect(await signIn(email, "Old!password1")).toBeDefined();
    expect((await invoke(getMyProfile, contract.getMyProfile, { claims: session.claims })).status).toBe(200);
    expect(await refresh(session.refreshToken)).toBe("refreshed");
  });

  it("sets the new password and ends every session opened before, whose tokens the API then refuses", async () => {
    const email = uniqueEmail("change-right");
    await confirmedAccount(email, "Old!password1");
    const elsewhere = await openSession(email, "Old!password1");
    await pastSecondOf(elsewhere.claims);

    expect(await change(elsewhere.claims, "Old!password1")).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await signIn(email, "Old!password1")).toBeUndefined();

    // The other browser: its ID token is refused with the code that makes it say why, and its
    // refresh token gets no new one.
    expect(await invoke(getMyProfile, contract.getMyProfile, { claims: elsewhere.claims })).toMatchObject({
      status: 401,
      body: { error: { code: "SESSION_ENDED" } },
    });
    expect(await refresh(elsewhere.refreshToken)).toBe("NotAuthorizedException");

    // The browser that changed it signs in again with the new password, and that session works.
    const renewed = await openSession(email, "New!password2");
    expect((await invoke(getMyProfile, contract.getMyProfile, { claims: renewed.claims })).status).toBe(200);
    expect(await refresh(renewed.refreshToken)).toBe("refreshed");
  });
});
