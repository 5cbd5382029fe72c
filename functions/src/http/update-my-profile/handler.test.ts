import { contract, type Profile } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler as getProfile } from "../get-my-profile/handler.js";
import { handler as signUp } from "../sign-up/handler.js";
import { handler as updateProfile } from "./handler.js";

useTestTable();

// Claims as API Gateway hands them over after verifying each user's ID token.
const ann = { sub: "user-ann", email: "ann@example.com", name: "Ann Wanjiku" };
const ben = { sub: "user-ben", email: "ben@example.com", name: "Ben Okafor" };
const details = {
  firstName: "Ann",
  lastName: "Wanjiku",
  phone: { country: "KE", number: "0712 345678" },
  nationality: "KE",
  birthDate: "1991-02-03",
};
/** As saved: the phone in its international form, however it was typed. */
const savedDetails = { ...details, phone: { country: "KE", number: "+254712345678" } };

describe("my profile", () => {
  it("answers the caller's identity before any details are saved", async () => {
    const res = await invoke(getProfile, contract.getMyProfile, { claims: ben });
    expect(res).toMatchObject({
      status: 200,
      body: { id: "user-ben", name: "Ben Okafor", email: "ben@example.com" },
    });
    expect(res.body).not.toHaveProperty("details");
  });

  it("saves details under the caller only: another user neither sees nor changes them", async () => {
    const saved = await invoke(updateProfile, contract.updateMyProfile, {
      claims: ann,
      body: JSON.stringify(details),
    });
    expect(saved).toMatchObject({ status: 200, body: { id: "user-ann", details: savedDetails } });

    const benChange = { ...details, firstName: "Mallory" };
    await invoke(updateProfile, contract.updateMyProfile, { claims: ben, body: JSON.stringify(benChange) });
    const annAfter = (await invoke(getProfile, contract.getMyProfile, { claims: ann })).body as Profile;
    expect(annAfter.details?.firstName).toBe("Ann");
    const benAfter = (await invoke(getProfile, contract.getMyProfile, { claims: ben })).body as Profile;
    expect(benAfter.details?.firstName).toBe("Mallory");
  });

  it("refuses anonymous callers and a phone number not valid in the chosen country", async () => {
    expect((await invoke(getProfile, contract.getMyProfile)).status).toBe(401);
    expect(
      (await invoke(updateProfile, contract.updateMyProfile, { body: JSON.stringify(details) })).status,
    ).toBe(401);
    const bad = await invoke(updateProfile, contract.updateMyProfile, {
      claims: ann,
      body: JSON.stringify({ ...details, phone: { country: "CH", number: "12" }, nationality: "" }),
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.phone.number": "invalidPhone",
      "body.nationality": "required",
    });
    // A valid German number is no Swiss one, written internationally or nationally.
    for (const number of ["+49 30 1234567", "030 1234567"]) {
      const german = await invoke(updateProfile, contract.updateMyProfile, {
        claims: ann,
        body: JSON.stringify({ ...details, phone: { country: "CH", number } }),
      });
      expect(german.status, number).toBe(400);
      expect((german.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        "body.phone.number": "invalidPhone",
      });
    }
    const others = await invoke(updateProfile, contract.updateMyProfile, {
      claims: ann,
      body: JSON.stringify({ ...details, firstName: "", lastName: "R2-D2", birthDate: "2999-01-01" }),
    });
    expect((others.body as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      "body.firstName": "required",
      "body.lastName": "invalidName",
      "body.birthDate": "invalidDate",
    });
    const still = (await invoke(getProfile, contract.getMyProfile, { claims: ann })).body as Profile;
    expect(still.details).toEqual(savedDetails);
  });
  it("saves names written with the typographic apostrophe as typed", async () => {
    const dee = { sub: "user-dee", email: "dee@example.com", name: "D’Arcy O’Neill" };
    const names = { firstName: "D’Arcy", lastName: "O’Neill" };
    const saved = await invoke(updateProfile, contract.updateMyProfile, {
      claims: dee,
      body: JSON.stringify({ ...details, ...names }),
    });
    expect(saved).toMatchObject({ status: 200, body: { details: names } });
    const read = (await invoke(getProfile, contract.getMyProfile, { claims: dee })).body as Profile;
    expect(read.details).toMatchObject(names);
  });

  it("takes the name from the user pool when the token carries none", async () => {
    const email = uniqueEmail("noname");
    await invoke(signUp, contract.signUp, {
      body: JSON.stringify({
        name: "Kwame Mensah",
        email,
        password: "Accra!2026x",
        passwordConfirmation: "Accra!2026x",
        acceptTerms: true,
        locale: "en",
      }),
    });
    const res = await invoke(getProfile, contract.getMyProfile, { claims: { sub: "user-kwame", email } });
    expect(res.body).toMatchObject({ name: "Kwame Mensah", email });
  });
});
