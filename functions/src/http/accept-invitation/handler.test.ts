import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type Agent, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../../../test/accounts.js";
import { invoke } from "../../../test/invoke.js";
import { mailsTo, signIn, uniqueEmail } from "../../../test/local-services.js";
import { useTestTable } from "../../../test/test-table.js";
import { hashInvitationToken } from "../../core/identity/invitations.js";
import { findAgentRecord } from "../../data/agents.js";
import { handler as disableAgent } from "../disable-agent/handler.js";
import { handler as enableAgent } from "../enable-agent/handler.js";
import { handler as getAdminAgency } from "../get-admin-agency/handler.js";
import { handler as getMyAgency } from "../get-my-agency/handler.js";
import { handler as inviteAgent } from "../invite-agent/handler.js";
import { handler as listAgencyHistory } from "../list-agency-history/handler.js";
import { handler as resendInvitation } from "../resend-invitation/handler.js";
import { handler as signUp } from "../sign-up/handler.js";
import { handler as accept } from "./handler.js";

const table = useTestTable();

const admin = { sub: "admin-inv", email: "ops@tembea.example", "cognito:groups": "[admins]" };
const agencyId = "kilima-routes";

const invite = (email: string, language = "de") =>
  invoke(inviteAgent, contract.inviteAgent, {
    claims: admin,
    params: { agencyId },
    body: JSON.stringify({ email, name: "Neema Mushi", language }),
  });
const tokenIn = async (email: string, nth = -1) => {
  const mails = await mailsTo(email);
  const text = mails.at(nth)?.body.text ?? "";
  return { mail: mails.at(nth), token: /#token=([\w-]+)/.exec(text)?.[1] ?? "" };
};
const acceptWith = (token: string, password = "Kilima!2026") =>
  invoke(accept, contract.acceptInvitation, { body: JSON.stringify({ token, password }) });

describe("inviting agents", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("makes a passwordless agent of the agency, mails a link in its language that sets the password once", async () => {
    const email = uniqueEmail("invited");
    const invited = await invite(email);
    expect(invited).toMatchObject({
      status: 200,
      body: { email, agencyId, status: "invited", language: "de" },
    });
    expect(await signIn(email, "Kilima!2026")).toBeUndefined();
    const { mail, token } = await tokenIn(email);
    expect(mail?.subject).toBe("Ihr Tembea-Konto für Kilima Routes");
    expect(mail?.body.text).toContain("/de/invitation#token=");

    expect(await acceptWith(token, "short")).toMatchObject({ status: 400 });
    expect(await acceptWith(token)).toMatchObject({ status: 200, body: { email, role: "agent" } });
    const session = await openSession(email, "Kilima!2026");
    expect(session.claims).toMatchObject({ "cognito:groups": "[agents]", "custom:agencyId": agencyId });
    expect(await invoke(getMyAgency, contract.getMyAgency, { claims: session.claims })).toMatchObject({
      status: 200,
      body: { id: agencyId },
    });
    // Used: the link sets nothing again.
    expect(await acceptWith(token, "Other!2026")).toMatchObject({
      status: 400,
      body: { error: { fields: { "body.token": "invitationInvalid" } } },
    });
    const agency = (
      await invoke(getAdminAgency, contract.getAdminAgency, { claims: admin, params: { agencyId } })
    ).body as { agents: Agent[] };
    expect(agency.agents.find((a) => a.email === email)?.status).toBe("active");
    // Joined: nothing to send again, and the answer says so (not that the address is taken).
    expect(
      await invoke(resendInvitation, contract.resendInvitation, {
        claims: admin,
        params: { agentId: (invited.body as Agent).userId },
      }),
    ).toMatchObject({ status: 409, body: { error: { code: "AGENT_ALREADY_JOINED" } } });
    const history = (await invoke(listAgencyHistory, contract.listAgencyHistory, { claims: session.claims }))
      .body as { entries: { action: string; target: { label?: string } }[] };
    expect(history.entries.filter((e) => e.target.label === email).map((e) => e.action)).toEqual([
      "agent.joined",
      "agent.invited",
    ]);
  });

  it("refuses an address that has any account, and writes nothing", async () => {
    const traveller = uniqueEmail("traveller");
    await invoke(signUp, contract.signUp, {
      body: JSON.stringify({
        name: "Tara Veller",
        email: traveller,
        password: "Travel!2026",
        passwordConfirmation: "Travel!2026",
        acceptTerms: true,
        locale: "en",
      }),
    });
    const before = await table.items();
    expect(await invite(traveller)).toMatchObject({
      status: 409,
      body: { error: { code: "EMAIL_TAKEN", fields: { "body.email": "emailTaken" } } },
    });
    expect(await table.items()).toEqual(before);
  });

  it("voids the earlier link when the invitation is sent again", async () => {
    const email = uniqueEmail("resent");
    const { userId } = (await invite(email, "fr")).body as Agent;
    const first = (await tokenIn(email)).token;
    expect(
      (
        await invoke(resendInvitation, contract.resendInvitation, {
          claims: admin,
          params: { agentId: userId },
        })
      ).status,
    ).toBe(200);
    const { mail, token: second } = await tokenIn(email);
    expect(mail?.subject).toBe("Votre compte Tembea pour Kilima Routes");
    expect(second).not.toBe(first);
    expect((await acceptWith(first)).status).toBe(400);
    expect((await acceptWith(second)).status).toBe(200);
  });

  it("leaves one live link when two resends race: the one that read a replaced link is refused", async () => {
    const email = uniqueEmail("raced");
    const { userId } = (await invite(email, "en")).body as Agent;
    const resend = () =>
      invoke(resendInvitation, contract.resendInvitation, { claims: admin, params: { agentId: userId } });
    const statuses = (await Promise.all([resend(), resend(), resend()])).map((r) => r.status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    const tokens = (await mailsTo(email)).map((m) => /#token=([\w-]+)/.exec(m.body.text ?? "")?.[1] ?? "");
    // The link the agent's record names is the live one; every other mailed link must be void, or
    // one would still set the password after the agent was disabled and enabled again.
    const live = (await findAgentRecord(userId))?.invitationHash;
    const stale = tokens.filter((token) => hashInvitationToken(token) !== live);
    expect(stale).toHaveLength(tokens.length - 1);
    for (const token of stale) expect((await acceptWith(token)).status).toBe(400);
  });

  it("signs a disabled agent out at once: the next call answers 401, and sign-in is refused until enabled", async () => {
    const email = uniqueEmail("disabled");
    const { userId } = (await invite(email, "en")).body as Agent;
    await acceptWith((await tokenIn(email)).token);
    const session = await openSession(email, "Kilima!2026");
    expect((await invoke(getMyAgency, contract.getMyAgency, { claims: session.claims })).status).toBe(200);
    const disabled = await invoke(disableAgent, contract.disableAgent, {
      claims: admin,
      params: { agentId: userId },
    });
    expect(disabled).toMatchObject({ status: 200, body: { status: "disabled" } });
    expect(await invoke(getMyAgency, contract.getMyAgency, { claims: session.claims })).toMatchObject({
      status: 401,
      body: { error: { code: "SESSION_ENDED" } },
    });
    expect(await signIn(email, "Kilima!2026")).toBeUndefined();
    const enabled = await invoke(enableAgent, contract.enableAgent, {
      claims: admin,
      params: { agentId: userId },
    });
    expect(enabled).toMatchObject({ status: 200, body: { status: "active" } });
    expect(await signIn(email, "Kilima!2026")).toBeDefined();
  });
});
