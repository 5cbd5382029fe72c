import type { AuditEntry } from "@tembea/shared";
import { auditEntryPut } from "./audit.js";
import { isDynamoDbError } from "./conditional-write.js";
import * as keys from "./keys.js";
import { type TransactItemInTable, transactWrite, updateItem } from "./table.js";

/** An invitation as stored: only its token's hash is the key; the TTL removes it after it expires. */
export interface StoredInvitation {
  userId: string;
  email: string;
  role: "agent" | "admin";
  agencyId?: string | undefined;
  /** Epoch seconds, also the item's TTL. */
  expiresAt: number;
}

/** The Put of a new invitation, for the transaction that records it. */
export function invitationPut(hash: string, invitation: StoredInvitation): TransactItemInTable {
  return {
    Put: {
      Item: { ...keys.invitation(hash), entity: "invitation", ...invitation },
      ConditionExpression: "attribute_not_exists(pk)",
    },
  };
}

/** Voids an invitation (a newer one replaces it, or its agent is disabled). */
export function invitationDelete(hash: string): TransactItemInTable {
  return { Delete: { Key: keys.invitation(hash) } };
}

/**
 * Marks the invitation used if it exists, is unused and has not expired, in one conditional write: of
 * two requests racing with the same link, one wins. Answers it, or undefined.
 */
export async function consumeInvitation(
  hash: string,
  nowSeconds: number,
): Promise<StoredInvitation | undefined> {
  try {
    const { Attributes } = await updateItem({
      Key: keys.invitation(hash),
      UpdateExpression: "SET usedAt = :now",
      ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now",
      ExpressionAttributeValues: { ":now": nowSeconds },
      ReturnValues: "ALL_NEW",
    });
    if (!Attributes) return undefined;
    const { userId, email, role, agencyId, expiresAt } = Attributes as StoredInvitation;
    return { userId, email, role, agencyId, expiresAt };
  } catch (error) {
    if (isDynamoDbError(error, "ConditionalCheckFailedException")) return undefined;
    throw error;
  }
}

/** Undoes consumeInvitation when the password could not be set, so the link still works. */
export async function releaseInvitation(hash: string): Promise<void> {
  await updateItem({ Key: keys.invitation(hash), UpdateExpression: "REMOVE usedAt" });
}

/** Operator staff's invitation (they have no agent item) and its audit entry, in one transaction. */
export async function createAdminInvitation(
  hash: string,
  invitation: StoredInvitation,
  audit: AuditEntry,
): Promise<void> {
  await transactWrite({ TransactItems: [invitationPut(hash, invitation), auditEntryPut(audit)] });
}
