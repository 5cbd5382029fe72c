import type { Agent, AuditEntry, Locale } from "@tembea/shared";
import { findAgency } from "../../data/agencies.js";
import { type AgentRecord, findAgentRecord, setAgentStatus } from "../../data/agents.js";
import { putAuditEntry } from "../../data/audit.js";
import { createAdminInvitation } from "../../data/invitations.js";
import { isSdkError } from "../../platform/runtime-sdk.js";
import { auditEntry } from "../audit/record.js";
import { sendMail } from "../mail/mail.js";
import { invitationMail } from "../mail/templates/invitation.js";
import { invitationLink, newInvitation, reinviteAgent } from "./invitations.js";
import { endAllSessions } from "./sessions.js";
import { cognito, cognitoModule, userPoolId } from "./user-pool.js";
import { disableUser, enableUser } from "./users.js";

type Actor = AuditEntry["actor"];

/**
 * The accounts of operator staff and agencies (Cognito groups `admins` and `agents`), and what the
 * operator does to them: the admin endpoints for agents (disable-agent, enable-agent,
 * resend-invitation) and `npm run admin` for both call these, so a change by either is the same
 * change, with the same audit entry.
 */
export interface StaffAccount {
  userId: string;
  email: string;
  name: string;
  role: "admin" | "agent";
  agencyId?: string;
  language: Locale;
  /** Invited: no password set yet (Cognito's FORCE_CHANGE_PASSWORD); disabled: may not sign in. */
  state: "invited" | "active" | "disabled";
}

interface CognitoUser {
  Attributes?: { Name?: string; Value?: string }[];
  UserAttributes?: { Name?: string; Value?: string }[];
  Enabled?: boolean;
  UserStatus?: string;
  Username?: string;
}

/** A Cognito user of group `role` as a staff account; none without an id or an address. */
export function staffAccountOf(user: CognitoUser, role: StaffAccount["role"]): StaffAccount | undefined {
  const attributes = user.Attributes ?? user.UserAttributes ?? [];
  const attribute = (name: string) => attributes.find((a) => a.Name === name)?.Value;
  const userId = attribute("sub");
  const email = attribute("email");
  if (!userId || !email) return undefined;
  const agencyId = attribute("custom:agencyId");
  const locale = attribute("locale");
  return {
    userId,
    email,
    name: attribute("name") ?? "",
    role,
    ...(agencyId ? { agencyId } : {}),
    language: locale === "de" || locale === "fr" ? locale : "en",
    state:
      user.Enabled === false
        ? "disabled"
        : user.UserStatus === "FORCE_CHANGE_PASSWORD"
          ? "invited"
          : "active",
  };
}

const groupOfRole = { admin: "admins", agent: "agents" } as const;

/** Every admin and agent of the stage: ListUsersInGroup for both groups, every page. */
export async function listStaffAccounts(): Promise<StaffAccount[]> {
  const { ListUsersInGroupCommand } = cognitoModule();
  const accounts: StaffAccount[] = [];
  for (const role of ["admin", "agent"] as const) {
    let NextToken: string | undefined;
    do {
      const page = await cognito().send(
        new ListUsersInGroupCommand({ UserPoolId: userPoolId(), GroupName: groupOfRole[role], NextToken }),
      );
      for (const user of page.Users ?? []) {
        const account = staffAccountOf(user, role);
        if (account) accounts.push(account);
      }
      NextToken = page.NextToken;
    } while (NextToken);
  }
  return accounts;
}

/** The admin or agent of that address; none for an address without an account or a traveller's. */
export async function findStaffAccount(email: string): Promise<StaffAccount | undefined> {
  const { AdminGetUserCommand, AdminListGroupsForUserCommand } = cognitoModule();
  let user: CognitoUser;
  try {
    user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
  } catch (error) {
    if (isSdkError(error, "UserNotFoundException")) return undefined;
    throw error;
  }
  const { Groups } = await cognito().send(
    // By the user's own name, not the address it was found by: the twin (cognito-local) keeps group
    // members by username only.
    new AdminListGroupsForUserCommand({ UserPoolId: userPoolId(), Username: user.Username ?? email }),
  );
  const groups = new Set((Groups ?? []).map((g) => g.GroupName));
  const role = groups.has("admins") ? "admin" : groups.has("agents") ? "agent" : undefined;
  return role ? staffAccountOf(user, role) : undefined;
}

/**
 * Cognito first (no new sign-in, no new tokens), then the sessions stamp so the ID tokens already out
 * are refused at once (docs/decisions/0002-sessions-end-by-stamp.md), then the agent's state, its
 * pending invitation voided and the audit entry, in one transaction. Repeating it is harmless.
 */
export async function disableAgent(record: AgentRecord, actor: Actor): Promise<Agent> {
  const { agent } = record;
  await disableUser(agent.email);
  // One second ahead: a token issued in this very second (seconds are all `iat` has) is refused too.
  await endAllSessions({ userId: agent.userId, email: agent.email }, new Date(Date.now() + 1000));
  await setAgentStatus(
    record,
    "disabled",
    auditEntry({
      actor,
      action: "agent.disabled",
      target: { type: "agent", id: agent.userId, label: agent.email },
      agencyId: agent.agencyId,
      before: { status: agent.status },
      after: { status: "disabled" },
    }),
  );
  return { ...agent, status: "disabled" };
}

/** Signs in again with the password they had; one who never set one is invited again (resend). */
export async function enableAgent(record: AgentRecord, actor: Actor): Promise<Agent> {
  const { agent } = record;
  await enableUser(agent.email);
  const status = record.joinedAt ? ("active" as const) : ("invited" as const);
  await setAgentStatus(
    record,
    status,
    auditEntry({
      actor,
      action: "agent.enabled",
      target: { type: "agent", id: agent.userId, label: agent.email },
      agencyId: agent.agencyId,
      before: { status: agent.status },
      after: { status },
    }),
  );
  return { ...agent, status };
}

/** A new invitation for an invited agent (the link before stops working); "joined" when there is none to resend. */
export async function resendAgentInvitation(
  record: AgentRecord,
  actor: Actor,
): Promise<{ link: string } | "joined"> {
  const { agent } = record;
  // Only an agent who has not set a password yet has an invitation to resend.
  if (agent.status !== "invited") return "joined";
  const agency = await findAgency(agent.agencyId);
  const link = await reinviteAgent(
    agent,
    record.invitationHash,
    agency?.name ?? agent.agencyId,
    auditEntry({
      actor,
      action: "agent.invitation-resent",
      target: { type: "agent", id: agent.userId, label: agent.email },
      agencyId: agent.agencyId,
    }),
  );
  return { link };
}

/** What `npm run admin` does to an account; "not-found" for an address without an admin or agent. */
export type StaffChange = "not-found" | "joined" | { account: StaffAccount; link?: string };

async function agentRecordOf(account: StaffAccount): Promise<AgentRecord | undefined> {
  return account.role === "agent" ? findAgentRecord(account.userId) : undefined;
}

/** Disables an admin or an agent: as disable-agent does, for admins with their audit entry alone. */
export async function disableStaffAccount(email: string, actor: Actor): Promise<StaffChange> {
  const account = await findStaffAccount(email);
  if (!account) return "not-found";
  const record = await agentRecordOf(account);
  if (record) await disableAgent(record, actor);
  else {
    await disableUser(account.email);
    await endAllSessions({ userId: account.userId, email: account.email }, new Date(Date.now() + 1000));
    await putAuditEntry(
      auditEntry({
        actor,
        action: "agent.disabled",
        target: { type: "agent", id: account.userId, label: account.email },
        before: { status: account.state },
        after: { status: "disabled" },
      }),
    );
  }
  return { account: { ...account, state: "disabled" } };
}

/** Enables an admin or an agent again. */
export async function enableStaffAccount(email: string, actor: Actor): Promise<StaffChange> {
  const account = await findStaffAccount(email);
  if (!account) return "not-found";
  const record = await agentRecordOf(account);
  if (record) await enableAgent(record, actor);
  else await enableUser(account.email);
  const again = (await findStaffAccount(email)) ?? account;
  if (!record)
    await putAuditEntry(
      auditEntry({
        actor,
        action: "agent.enabled",
        target: { type: "agent", id: account.userId, label: account.email },
        before: { status: account.state },
        after: { status: again.state },
      }),
    );
  return { account: again };
}

/**
 * Mails an account that has no password yet a new invitation. An agent's earlier link stops working
 * (its item names the current one); an admin has no item, so their earlier link works until used or
 * seven days old: it reaches the same address and sets the same account's password.
 */
export async function resendStaffInvitation(
  email: string,
  actor: Actor,
  now = new Date(),
): Promise<StaffChange> {
  const account = await findStaffAccount(email);
  if (!account) return "not-found";
  const record = await agentRecordOf(account);
  if (record) {
    const resent = await resendAgentInvitation(record, actor);
    return resent === "joined" ? "joined" : { account, link: resent.link };
  }
  if (account.state !== "invited") return "joined";
  const invitation = newInvitation(now);
  await createAdminInvitation(
    invitation.hash,
    { userId: account.userId, email: account.email, role: "admin", expiresAt: invitation.expiresAt },
    auditEntry({
      actor,
      action: "agent.invitation-resent",
      target: { type: "agent", id: account.userId, label: account.email },
    }),
  );
  const link = invitationLink(account.language, invitation.token);
  await sendMail(invitationMail(account.language, account, link, "admin"));
  return { account, link };
}
