import { type Destination, DestinationSchema } from "@tembea/shared";
import { db, tableName } from "./client.js";
import { GetCommand, PutCommand } from "./dynamodb-sdk.js";
import { keys, withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";

/** Every destination, in slug order. One Query on gsi1. */
export async function listDestinations(): Promise<Destination[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: "gsi1",
    KeyConditionExpression: "gsi1pk = :pk",
    ExpressionAttributeValues: { ":pk": keys.destinationList().gsi1pk },
  });
  return items.map((item) => DestinationSchema.parse(withoutKeys(item)));
}

export async function findDestination(slug: string): Promise<Destination | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.destination(slug) }));
  return Item ? DestinationSchema.parse(withoutKeys(Item)) : undefined;
}

/** Idempotent: writing the same destination twice leaves one item. */
export async function putDestination(destination: Destination): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.destination(destination.slug),
        ...keys.destinationListEntry(destination.slug),
        entity: "destination",
        ...destination,
      },
    }),
  );
}
