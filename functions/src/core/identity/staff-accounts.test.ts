import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { beforeAll, describe, expect, it } from "vitest";
import { mailsTo, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { auditOfMonth } from "../../data/audit.js";
import { systemActor } from "../audit/record.js";
import { inviteAdminAccount, inviteAgentAccount } from "./invitations.js";
import {
  disableStaffAccount,
  enableStaffAccount,
  findStaffAccount,
  listStaffAccounts,
  resendStaffInvitation,
} from "./staff-accounts.js";

useTestTable();

const noAudit = () => ({
  entryId: "x",
  at: new Date().toISOString(),
  actor: systemActor,
  action: "agent.invited" as const,
  target: { type: "agent" as const, id: "x" },
  changes: [],
});
const invitedAdmin = async () => {
  const email = uniqueEmail("ops");
  await inviteAdminAccount({ email, name: "Zawadi Ops", language: "fr" }, (id) => ({
    ...noAudit(),
    entryId: `admin-${id}`,
    target: { type: "agent", id },
  }));
  return email;
};

describe("admins and agents for npm run admin", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("lists admins and agents with their role, agency and state", async () => {
    const admin = await invitedAdmin();
    const agent = uniqueEmail("agent");
    await inviteAgentAccount(
      { email: agent, name: "Neema Mushi", language: "de", agencyId: "kilima-routes", agencyName: "Kilima" },
      (a) => ({ ...noAudit(), entryId: `agent-${a.userId}`, target: { type: "agent", id: a.userId } }),
    );
    const accounts = await listStaffAccounts();
    expect(accounts.find((a) => a.email === admin)).toMatchObject({
      role: "admin",
      state: "invited",
      language: "fr",
    });
    expect(accounts.find((a) => a.email === agent)).toMatchObject({
      role: "agent",
      agencyId: "kilima-routes",
      state: "invited",
    });
    expect(await findStaffAccount(uniqueEmail("nobody"))).toBeUndefined();
  });

  it("disables, enables and invites an admin again, each change in the history", async () => {
    const admin = await invitedAdmin();
    expect(await disableStaffAccount(admin, systemActor)).toMatchObject({ account: { state: "disabled" } });
    expect((await findStaffAccount(admin))?.state).toBe("disabled");
    expect(await resendStaffInvitation(admin, systemActor)).toBe("joined");
    expect(await enableStaffAccount(admin, systemActor)).toMatchObject({ account: { state: "invited" } });

    const resent = await resendStaffInvitation(admin, systemActor);
    expect(resent).toMatchObject({ link: expect.stringMatching(/\/fr\/invitation#token=/) });
    expect((await mailsTo(admin)).length).toBe(2);

    const month = new Date().toISOString().slice(0, 7);
    const actions = (await auditOfMonth(month)).entries
      .filter((e) => e.target.label === admin)
      .map((e) => e.action);
    expect(actions.sort()).toEqual(["agent.disabled", "agent.enabled", "agent.invitation-resent"]);
    expect(await disableStaffAccount(uniqueEmail("nobody"), systemActor)).toBe("not-found");
  });
});
