import { GetCommand, PutCommand, paginateQuery } from "@aws-sdk/lib-dynamodb";
import { type Destination, DestinationSchema } from "@tembea/shared";
import { db, tableName } from "./client.js";
import { keys, withoutKeys } from "./keys.js";

/** Every destination, in slug order. One Query on gsi1; the pages are followed to the end. */
export async function listDestinations(): Promise<Destination[]> {
  const found: Destination[] = [];
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: "gsi1pk = :pk",
      ExpressionAttributeValues: { ":pk": keys.destinationList().gsi1pk },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) found.push(DestinationSchema.parse(withoutKeys(item)));
  }
  return found;
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
