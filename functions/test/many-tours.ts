import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../src/data/client.js";
import { keys } from "../src/data/keys.js";
import { mapConcurrently } from "../src/platform/map-concurrently.js";

/** A listed group tour's attributes, as far as a test writing many of them needs. */
interface ListedGroupTour {
  id: string;
  destination: string;
  [attribute: string]: unknown;
}

/**
 * Writes `tours` as listed group tours, 25 a BatchWriteItem (a thousand single writes take half a
 * minute on a busy machine), and answers how to delete them again: for tests of lists and search at
 * a catalogue's scale.
 */
export async function writeManyGroupTours(tours: readonly ListedGroupTour[]): Promise<() => Promise<void>> {
  const batches = Array.from({ length: Math.ceil(tours.length / 25) }, (_, i) =>
    tours.slice(i * 25, i * 25 + 25),
  );
  const write = (request: (tour: ListedGroupTour) => object) =>
    mapConcurrently(batches, 4, (batch) =>
      db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: batch.map(request) } })),
    );
  await write((tour) => ({
    PutRequest: {
      Item: {
        ...keys.tour(tour.id),
        ...keys.tourListEntry("group", tour.destination, tour.id),
        entity: "groupTour",
        ...tour,
        ratingTotal: 0,
      },
    },
  }));
  return async () => {
    await write((tour) => ({ DeleteRequest: { Key: keys.tour(tour.id) } }));
  };
}
