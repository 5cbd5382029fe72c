import { randomUUID } from "node:crypto";
import { isDynamoDbError, whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { deleteItem, getItem, putItem, updateItem } from "./table.js";

/**
 * A sign-up waiting for its code: the Cognito user it made (only that user may be replaced or
 * confirmed through it) and the current round (each sign-up of the address starts one; a code
 * confirms only in the round it was mailed in). It has no expiry: it lives as long as the account
 * stays unconfirmed, so its real owner can sign up again any time.
 */
export interface PendingSignUp {
  userId: string;
  signUpId: string;
}

/** A mailed code as stored: its salted hash alone, the tries it took, when it lapses (TTL). */
export interface StoredSignUpCode {
  signUpId: string;
  salt: string;
  codeHash: string;
  tries: number;
  expiresAt: number;
}

/** A confirmation that began this long ago and never ended (a crashed function) no longer blocks. */
const confirmationLeaseSeconds = 60;

/** A new sign-up: its user is the pending one from now on, in a new round. */
export async function startPendingSignUp(email: string, userId: string): Promise<string> {
  const signUpId = randomUUID();
  await putItem({
    Item: { ...keys.pendingSignUp(email), entity: "pendingSignUp", userId, signUpId },
  });
  return signUpId;
}

export async function findPendingSignUp(email: string): Promise<PendingSignUp | undefined> {
  const { Item } = await getItem({ Key: keys.pendingSignUp(email), ConsistentRead: true });
  return Item ? { userId: String(Item.userId), signUpId: String(Item.signUpId) } : undefined;
}

/**
 * The address signed up again: a new round, so no code of an earlier one confirms any more. Only
 * for the same user and round as read, and not while a confirmation is under way (the two exclude
 * each other on this item, so a new password is never set on an account that was just confirmed).
 * Answers the new round, or undefined.
 */
export async function restartPendingSignUp(
  email: string,
  seen: PendingSignUp,
  nowSeconds: number,
): Promise<string | undefined> {
  const signUpId = randomUUID();
  const restarted = await whenConditionHolds(() =>
    updateItem({
      Key: keys.pendingSignUp(email),
      UpdateExpression: "SET signUpId = :new",
      ConditionExpression:
        "userId = :user AND signUpId = :seen AND (attribute_not_exists(confirmingSince) OR confirmingSince < :stale)",
      ExpressionAttributeValues: {
        ":new": signUpId,
        ":user": seen.userId,
        ":seen": seen.signUpId,
        ":stale": nowSeconds - confirmationLeaseSeconds,
      },
    }),
  );
  return restarted ? signUpId : undefined;
}

/** Starts confirming, when the pending sign-up is still the one of the code's round. */
export async function beginConfirmation(
  email: string,
  pending: PendingSignUp,
  nowSeconds: number,
): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.pendingSignUp(email),
      UpdateExpression: "SET confirmingSince = :now",
      ConditionExpression:
        "userId = :user AND signUpId = :round AND (attribute_not_exists(confirmingSince) OR confirmingSince < :stale)",
      ExpressionAttributeValues: {
        ":now": nowSeconds,
        ":user": pending.userId,
        ":round": pending.signUpId,
        ":stale": nowSeconds - confirmationLeaseSeconds,
      },
    }),
  );
}

/** Undoes beginConfirmation when the account could not be confirmed. */
export async function abandonConfirmation(email: string): Promise<void> {
  await updateItem({
    Key: keys.pendingSignUp(email),
    UpdateExpression: "REMOVE confirmingSince",
    ConditionExpression: "attribute_exists(pk)",
  });
}

/** The account is confirmed: nothing is pending for the address any more. */
export async function endPendingSignUp(email: string): Promise<void> {
  await deleteItem({ Key: keys.pendingSignUp(email) });
}

/** The address's code from now on (a Put: the one before is gone, with its tries). */
export async function saveSignUpCode(email: string, code: Omit<StoredSignUpCode, "tries">): Promise<void> {
  await putItem({
    Item: { ...keys.signUpCode(email), entity: "signUpCode", ...code, tries: 0 },
  });
}

export type SignUpCodeUse =
  | { outcome: "right"; code: StoredSignUpCode }
  | { outcome: "wrong" }
  /** Its tries are used up: only a new code can confirm. */
  | { outcome: "void" }
  /** No code, or it lapsed, or another request used it. */
  | { outcome: "invalid" };

/**
 * One try of a code. The try is counted before the code is compared, in one conditional update
 * (`tries < maxTries`): requests racing with guesses cannot compare more than `maxTries` between
 * them. A right code is then used up by a conditional delete, so it confirms once.
 */
export async function trySignUpCode(
  email: string,
  matches: (stored: StoredSignUpCode) => boolean,
  maxTries: number,
  nowSeconds: number,
): Promise<SignUpCodeUse> {
  const key = keys.signUpCode(email);
  let stored: StoredSignUpCode;
  try {
    const { Attributes } = await updateItem({
      Key: key,
      UpdateExpression: "ADD tries :one",
      ConditionExpression: "attribute_exists(pk) AND expiresAt > :now AND tries < :max",
      ExpressionAttributeValues: { ":one": 1, ":now": nowSeconds, ":max": maxTries },
      ReturnValues: "ALL_NEW",
    });
    stored = Attributes as unknown as StoredSignUpCode;
  } catch (error) {
    if (!isDynamoDbError(error, "ConditionalCheckFailedException")) throw error;
    const { Item } = await getItem({ Key: key, ConsistentRead: true });
    const lapsed = !Item || Number(Item.expiresAt) <= nowSeconds;
    return { outcome: lapsed ? "invalid" : "void" };
  }
  if (!matches(stored)) return { outcome: stored.tries >= maxTries ? "void" : "wrong" };
  const used = await whenConditionHolds(() =>
    deleteItem({
      Key: key,
      ConditionExpression: "codeHash = :hash",
      ExpressionAttributeValues: { ":hash": stored.codeHash },
    }),
  );
  return used ? { outcome: "right", code: stored } : { outcome: "invalid" };
}

/** Puts a used code back when its confirmation failed, unless a new code took its place meanwhile. */
export async function restoreSignUpCode(email: string, code: StoredSignUpCode): Promise<void> {
  await whenConditionHolds(() =>
    putItem({
      Item: {
        ...keys.signUpCode(email),
        entity: "signUpCode",
        signUpId: code.signUpId,
        salt: code.salt,
        codeHash: code.codeHash,
        tries: code.tries,
        expiresAt: code.expiresAt,
      },
      ConditionExpression: "attribute_not_exists(pk)",
    }),
  );
}
