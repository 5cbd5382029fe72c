import { describe, expect, it } from "vitest";
import { userFromClaims, userWithProfile } from "./session-user";

const traveller = { sub: "u-1", email: "amina@example.com", name: "Amina" };
const agent = {
  sub: "u-2",
  email: "agent@tembea.local",
  name: "Baraka Agent",
  "cognito:groups": ["agents"],
  "custom:agencyId": "mara-horizon-safaris",
};

describe("userFromClaims", () => {
  it("knows an agent and their agency from the ID token's groups", () => {
    expect(userFromClaims(agent)).toEqual({
      id: "u-2",
      name: "Baraka Agent",
      email: "agent@tembea.local",
      isAgent: true,
      agencyId: "mara-horizon-safaris",
    });
  });

  it("gives a traveller no role fields, whatever attributes the token carries", () => {
    expect(userFromClaims(traveller)).toEqual({ id: "u-1", name: "Amina", email: "amina@example.com" });
    expect(userFromClaims({ ...traveller, "custom:agencyId": "mara-horizon-safaris" })).not.toHaveProperty(
      "isAgent",
    );
    expect(userFromClaims({ ...traveller, "cognito:groups": ["editors"] })).not.toHaveProperty("isAgent");
  });

  it("knows operator staff, who are never agents even when a token says both", () => {
    const admin = { ...traveller, "cognito:groups": ["admins"] };
    expect(userFromClaims(admin)).toMatchObject({ isAdmin: true });
    expect(userFromClaims({ ...agent, "cognito:groups": ["admins", "agents"] })).not.toHaveProperty(
      "isAgent",
    );
    expect(
      userWithProfile(userFromClaims(admin), { id: "u-1", name: "A", email: "a@x.example" }),
    ).toMatchObject({
      isAdmin: true,
    });
  });

  it("keeps the role when the profile fills in the rest", () => {
    const profile = { id: "u-2", name: "Baraka K.", email: "agent@tembea.local" };
    const user = userWithProfile(userFromClaims(agent), profile);
    expect(user).toMatchObject({ name: "Baraka K.", isAgent: true, agencyId: "mara-horizon-safaris" });
  });
});
