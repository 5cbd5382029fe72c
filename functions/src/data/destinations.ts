import { type Destination, DestinationSchema } from "@tembea/shared";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { getItem, onIndex, putItem } from "./table.js";

/** Every destination, in slug order. One Query on gsi1. */
export async function listDestinations(): Promise<Destination[]> {
  const items = await queryAll({
    ...onIndex(keys.destinationList()),
  });
  return items.map((item) => DestinationSchema.parse(withoutKeys(item)));
}

export async function findDestination(slug: string): Promise<Destination | undefined> {
  const { Item } = await getItem({ Key: keys.destination(slug) });
  return Item ? DestinationSchema.parse(withoutKeys(Item)) : undefined;
}

/** Idempotent: writing the same destination twice leaves one item. */
export async function putDestination(destination: Destination): Promise<void> {
  await putItem({
    Item: {
      ...keys.destination(destination.slug),
      ...keys.destinationListEntry(destination.slug),
      entity: "destination",
      ...destination,
    },
  });
}
