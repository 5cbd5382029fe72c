import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { type PersonalDetails, PersonalDetailsSchema } from "@tembea/shared";
import { db, tableName } from "./client.js";
import { keys, withoutKeys } from "./keys.js";

/** A user's personal details, keyed by their Cognito id: nobody can address another's item. */
export async function findPersonalDetails(userId: string): Promise<PersonalDetails | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.profile(userId) }));
  if (!Item) return undefined;
  const { updatedAt: _, ...details } = withoutKeys(Item);
  return PersonalDetailsSchema.parse(details);
}

export async function savePersonalDetails(userId: string, details: PersonalDetails): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.profile(userId), entity: "profile", ...details, updatedAt: new Date().toISOString() },
    }),
  );
}
