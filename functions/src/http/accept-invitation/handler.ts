import * as contract from "@tembea/shared/contract/agencies";
import { auditEntry } from "../../core/audit/record.js";
import { hashInvitationToken } from "../../core/identity/invitations.js";
import { setUserPassword } from "../../core/identity/users.js";
import { markAgentJoined } from "../../data/agents.js";
import { consumeInvitation, releaseInvitation } from "../../data/invitations.js";
import { validationFailed } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";
import { rateLimit } from "../../platform/middleware/rate-limit.js";

/**
 * The invitation's link sets the account's first password: the token is used by one conditional
 * write (of two racing, one wins), then Cognito takes the password (given back on failure, so the
 * link still works), then an agent becomes active with its audit entry.
 */
export const handler = httpHandler(
  contract.acceptInvitation,
  async ({ body }) => {
    const hash = hashInvitationToken(body.token);
    const now = new Date();
    const invitation = await consumeInvitation(hash, Math.floor(now.getTime() / 1000));
    if (!invitation) throw validationFailed({ "body.token": "invitationInvalid" });
    try {
      await setUserPassword(invitation.email, body.password);
    } catch (error) {
      await releaseInvitation(hash);
      throw error;
    }
    if (invitation.role === "agent")
      await markAgentJoined(
        invitation.userId,
        now.toISOString(),
        auditEntry({
          actor: { userId: invitation.userId, email: invitation.email, role: "agent" },
          action: "agent.joined",
          target: { type: "agent", id: invitation.userId, label: invitation.email },
          agencyId: invitation.agencyId,
          at: now,
        }),
      );
    return { email: invitation.email, role: invitation.role };
  },
  { after: [rateLimit(contract.acceptInvitation)] },
);
