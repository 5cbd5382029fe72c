import { type SavedPersonalDetails, SavedPersonalDetailsSchema } from "@tembea/shared";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { getItem, updateItem } from "./table.js";

/** A user's profile item: the personal details once saved, the profile image once chosen. */
export interface ProfileRecord {
  details?: SavedPersonalDetails;
  /** The storage key of the profile image (served at /<key>). */
  imageKey?: string;
}

/** The caller's profile, keyed by their Cognito id: nobody can address another's item. */
export async function findProfile(userId: string): Promise<ProfileRecord> {
  const { Item } = await getItem({ Key: keys.profile(userId) });
  if (!Item) return {};
  const { updatedAt: _, profileImageKey, ...details } = withoutKeys(Item);
  return {
    // An item with only an image has no details yet.
    ...("firstName" in details ? { details: SavedPersonalDetailsSchema.parse(details) } : {}),
    ...(typeof profileImageKey === "string" ? { imageKey: profileImageKey } : {}),
  };
}

/** Sets the details' attributes only, so a profile image saved before stays. */
export async function savePersonalDetails(userId: string, details: SavedPersonalDetails): Promise<void> {
  const values = { ...details, updatedAt: new Date().toISOString() };
  const names = Object.keys(values);
  await updateItem({
    Key: keys.profile(userId),
    UpdateExpression: `SET entity = :entity, ${names.map((n) => `#${n} = :${n}`).join(", ")}`,
    ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
    ExpressionAttributeValues: {
      ":entity": "profile",
      ...Object.fromEntries(Object.entries(values).map(([n, v]) => [`:${n}`, v])),
    },
  });
}

/** Points the profile at a new image; answers the key it replaces, so that file can go. */
export async function saveProfileImageKey(userId: string, imageKey: string): Promise<string | undefined> {
  const { Attributes } = await updateItem({
    Key: keys.profile(userId),
    UpdateExpression: "SET entity = :entity, profileImageKey = :key, updatedAt = :now",
    ExpressionAttributeValues: { ":entity": "profile", ":key": imageKey, ":now": new Date().toISOString() },
    ReturnValues: "UPDATED_OLD",
  });
  const previous = Attributes?.profileImageKey;
  return typeof previous === "string" && previous !== imageKey ? previous : undefined;
}
