import {
  type Departure,
  DepartureSchema,
  type GroupTour,
  type GroupTourListItem,
  GroupTourListItemSchema,
  GroupTourSchema,
  type Review,
  ReviewSchema,
  type SpecialTour,
  type SpecialTourListItem,
  SpecialTourListItemSchema,
  SpecialTourSchema,
} from "@tembea/shared";
import { db, tableName } from "./client.js";
import { whenConditionHolds } from "./conditional-write.js";
import { GetCommand, UpdateCommand } from "./dynamodb-sdk.js";
import { keys, withoutKeys } from "./keys.js";
import { putIfAbsent } from "./put-if-absent.js";
import { queryAll } from "./query-all.js";

/** The most tours one list read takes; the catalogue is far smaller, and the bound is documented. */
export const tourListBound = 1000;

/** `attributes`, when given, are the only ones read (a ProjectionExpression); else whole items. */
async function listTours(
  kind: "group" | "special",
  destination?: string,
  attributes?: readonly string[],
): Promise<Record<string, unknown>[]> {
  const byDestination = destination !== undefined;
  return queryAll(
    {
      TableName: tableName(),
      IndexName: "gsi1",
      KeyConditionExpression: byDestination ? "gsi1pk = :pk AND begins_with(gsi1sk, :dest)" : "gsi1pk = :pk",
      ExpressionAttributeValues: {
        ":pk": keys.tourListPartition(kind),
        ...(byDestination ? { ":dest": keys.tourListDestinationPrefix(destination) } : {}),
      },
      // Placeholders for every name: some (language) are DynamoDB reserved words.
      ...(attributes
        ? {
            ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(", "),
            ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])),
          }
        : {}),
    },
    tourListBound,
  );
}

/**
 * The average rating is derived from the stored total and count, because a new review can add to
 * both in one atomic update while an average could not be recomputed inside DynamoDB.
 */
function withRating(entity: Record<string, unknown>): Record<string, unknown> {
  const total = entity.ratingTotal;
  const rating = entity.rating as { average: number; count: number } | undefined;
  const { ratingTotal: _, ...rest } = entity;
  if (typeof total !== "number" || !rating || rating.count === 0) return rest;
  return { ...rest, rating: { count: rating.count, average: Math.round((total / rating.count) * 10) / 10 } };
}

/** All group tours, or those of one destination: one Query on gsi1, bounded. */
export async function listGroupTours(destination?: string): Promise<GroupTour[]> {
  return (await listTours("group", destination)).map((item) =>
    GroupTourSchema.parse(withRating(withoutKeys(item))),
  );
}

/** The tour item's copy of its departures' start dates (a string set), written by `createDeparture`. */
const departureDatesAttribute = "departureDates";

/** The attributes a list item is made of, read with a ProjectionExpression (and the rating's total). */
const listAttributes = (shape: Record<string, unknown>, ...more: string[]) => [
  ...Object.keys(shape),
  "ratingTotal",
  ...more,
];

/**
 * What the group-tour list shows of each tour, all or of one destination: the same Query, reading
 * only a card's attributes, the rating's total and the departures' dates (the tour item's copy, so
 * the list stays one Query and never reads each tour's partition). A tour's itinerary, inclusions,
 * refund tiers and summary are most of its size. `departureMonths` are the months of the departures
 * starting after `today`, as the tour page lists them.
 */
export async function listGroupTourItems(
  destination: string | undefined,
  today: string,
): Promise<GroupTourListItem[]> {
  const { departureMonths: _, ...card } = GroupTourListItemSchema.shape;
  const attributes = listAttributes(card, departureDatesAttribute);
  return (await listTours("group", destination, attributes)).map((item) => {
    const { [departureDatesAttribute]: dates, ...rest } = item;
    const starts = [...((dates as Iterable<string> | undefined) ?? [])].filter((date) => date > today);
    const departureMonths = [...new Set(starts.map((date) => date.slice(0, 7)))].sort();
    return GroupTourListItemSchema.parse({ ...withRating(rest), departureMonths });
  });
}

/** What the special-tour list shows of each tour, all or of one destination: one Query, a card's attributes. */
export async function listSpecialTourItems(destination?: string): Promise<SpecialTourListItem[]> {
  const attributes = listAttributes(SpecialTourListItemSchema.shape);
  return (await listTours("special", destination, attributes)).map((item) =>
    SpecialTourListItemSchema.parse(withRating(item)),
  );
}

export async function listSpecialTours(destination?: string): Promise<SpecialTour[]> {
  return (await listTours("special", destination)).map((item) =>
    SpecialTourSchema.parse(withRating(withoutKeys(item))),
  );
}

export interface TourWithDetails {
  tour: GroupTour | SpecialTour;
  departures: Departure[];
  reviews: Review[];
}

/**
 * A tour with its departures starting after `today` (by date) and its reviews (newest first): one
 * Query on the tour's partition. `consistent` reads the places left as the last write left them
 * (a booking decides on them; a page may show them a moment late).
 */
export async function findTourWithDetails(
  tourId: string,
  today: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<TourWithDetails | undefined> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: "pk = :pk",
    ExpressionAttributeValues: { ":pk": keys.tourPartition(tourId).pk },
    ConsistentRead: consistent,
  });
  let tour: GroupTour | SpecialTour | undefined;
  const departures: Departure[] = [];
  const reviews: Review[] = [];
  for (const item of items) {
    const sk = String(item.sk);
    const entity = withoutKeys(item);
    if (sk === keys.tour(tourId).sk) {
      Object.assign(entity, withRating(entity));
      delete entity.ratingTotal;
      tour = entity.kind === "group" ? GroupTourSchema.parse(entity) : SpecialTourSchema.parse(entity);
    } else if (sk.startsWith(keys.departurePrefix)) {
      const departure = DepartureSchema.parse(entity);
      if (departure.startDate > today) departures.push(departure);
    } else if (sk.startsWith(keys.reviewPrefix)) {
      reviews.push(ReviewSchema.parse(entity));
    }
  }
  if (!tour) return undefined;
  reviews.reverse(); // sort keys ascend by createdAt
  return { tour, departures, reviews };
}

/**
 * One departure as the last write left it (a strongly consistent GetItem): what a refused hold reads
 * to say how many places are left.
 */
export async function findDeparture(tourId: string, startDate: string): Promise<Departure | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.departure(tourId, startDate), ConsistentRead: true }),
  );
  return Item ? DepartureSchema.parse(withoutKeys(Item)) : undefined;
}

/** One tour by id, without its departures and reviews: a GetItem. */
export async function findTour(tourId: string): Promise<GroupTour | SpecialTour | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.tour(tourId) }));
  if (!Item) return undefined;
  const entity = withRating(withoutKeys(Item));
  return entity.kind === "group" ? GroupTourSchema.parse(entity) : SpecialTourSchema.parse(entity);
}

/** Creates the tour if it does not exist yet (seeding). */
export async function createTour(tour: GroupTour | SpecialTour, ratingTotal: number): Promise<boolean> {
  return putIfAbsent({
    ...keys.tour(tour.id),
    ...keys.tourListEntry(tour.kind, tour.destination, tour.id),
    entity: `${tour.kind}Tour`,
    ...tour,
    ratingTotal,
  });
}

/**
 * Creates the departure if it does not exist yet, so places already taken are never reset, and adds
 * its date to the tour's `departureDates` (a set: adding again changes nothing), which the list
 * filters by month. Added whether the departure was new or not, so a tour written before the copy
 * existed gets it at the next seeding; a tour that does not exist is left alone.
 */
export async function createDeparture(departure: Departure): Promise<boolean> {
  const created = await putIfAbsent({
    ...keys.departure(departure.tourId, departure.startDate),
    entity: "departure",
    ...departure,
  });
  await whenConditionHolds(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.tour(departure.tourId),
        UpdateExpression: "ADD #dates :date",
        ConditionExpression: "attribute_exists(pk)",
        ExpressionAttributeNames: { "#dates": departureDatesAttribute },
        ExpressionAttributeValues: { ":date": new Set([departure.startDate]) },
      }),
    ),
  );
  return created;
}
