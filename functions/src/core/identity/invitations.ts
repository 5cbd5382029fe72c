import { createHash, randomBytes } from "node:crypto";
import type { Agent, AuditEntry, Locale } from "@tembea/shared";
import { createAgent, replaceAgentInvitation } from "../../data/agents.js";
import { createAdminInvitation } from "../../data/invitations.js";
import { sendMail } from "../mail/mail.js";
import { siteUrl } from "../mail/site-links.js";
import { invitationMail } from "../mail/templates/invitation.js";
import { createInvitedUser, deleteUser } from "./users.js";

/** Seven days: long enough for someone away a few days (reset links, asked for by the person, last an hour). */
export const invitationLifetimeSeconds = 7 * 24 * 60 * 60;

/** Invitation links carry a random token; only this hash of it is stored. */
export const hashInvitationToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token, its hash and when it expires. */
export function newInvitation(now = new Date()): { token: string; hash: string; expiresAt: number } {
  const token = randomBytes(32).toString("base64url");
  return {
    token,
    hash: hashInvitationToken(token),
    expiresAt: Math.floor(now.getTime() / 1000) + invitationLifetimeSeconds,
  };
}

/** The page that sets the password; the token travels in the fragment, which no server or log sees. */
export const invitationLink = (locale: Locale, token: string) =>
  siteUrl(locale, `/invitation#token=${token}`);

/**
 * Invites an agent: the Cognito account, then the agent, its invitation and the audit entry in one
 * transaction (if that fails the account is removed again, so nothing is half made), then the mail.
 * Answers the agent and the link (the CLI prints it).
 */
export async function inviteAgentAccount(
  invitee: { email: string; name: string; language: Locale; agencyId: string; agencyName: string },
  audit: (agent: Agent) => AuditEntry,
  now = new Date(),
): Promise<{ agent: Agent; link: string }> {
  const userId = await createInvitedUser({
    email: invitee.email,
    name: invitee.name,
    locale: invitee.language,
    group: "agents",
    agencyId: invitee.agencyId,
  });
  const agent: Agent = {
    userId,
    agencyId: invitee.agencyId,
    email: invitee.email,
    name: invitee.name,
    language: invitee.language,
    status: "invited",
    invitedAt: now.toISOString(),
  };
  const invitation = newInvitation(now);
  try {
    await createAgent(agent, invitation, audit(agent));
  } catch (error) {
    await deleteUser(invitee.email);
    throw error;
  }
  const link = invitationLink(invitee.language, invitation.token);
  await sendMail(invitationMail(invitee.language, agent, link, "agent", invitee.agencyName));
  return { agent, link };
}

/** A new invitation for an invited agent: the one before stops working, in the same transaction. */
export async function reinviteAgent(
  agent: Agent,
  previousHash: string | undefined,
  agencyName: string,
  audit: AuditEntry,
  now = new Date(),
): Promise<string> {
  const invitation = newInvitation(now);
  await replaceAgentInvitation(agent, previousHash, invitation, audit);
  const link = invitationLink(agent.language, invitation.token);
  await sendMail(invitationMail(agent.language, agent, link, "agent", agencyName));
  return link;
}

/**
 * Invites operator staff (the admin CLI: the first admin of a stage has nobody to invite them). The
 * invitation and its audit entry are written together; the mail follows.
 */
export async function inviteAdminAccount(
  invitee: { email: string; name: string; language: Locale },
  audit: (userId: string) => AuditEntry,
  now = new Date(),
): Promise<{ userId: string; link: string }> {
  const userId = await createInvitedUser({
    email: invitee.email,
    name: invitee.name,
    locale: invitee.language,
    group: "admins",
  });
  const invitation = newInvitation(now);
  try {
    await createAdminInvitation(
      invitation.hash,
      { userId, email: invitee.email, role: "admin", expiresAt: invitation.expiresAt },
      audit(userId),
    );
  } catch (error) {
    await deleteUser(invitee.email);
    throw error;
  }
  const link = invitationLink(invitee.language, invitation.token);
  await sendMail(invitationMail(invitee.language, invitee, link, "admin"));
  return { userId, link };
}
