import {
  type Departure,
  DepartureSchema,
  type GroupTour,
  type GroupTourListItem,
  GroupTourListItemSchema,
  GroupTourSchema,
  type GroupTourSummary,
  GroupTourSummarySchema,
  type Review,
  ReviewSchema,
  type SpecialTour,
  type SpecialTourListItem,
  SpecialTourListItemSchema,
  SpecialTourSchema,
} from "@tembea/shared";
import * as z from "zod/mini";
import { whenConditionHolds } from "./conditional-write.js";
import * as keys from "./keys.js";
import { groupTourDeparturesIndex, withoutKeys } from "./keys.js";
import { putIfAbsent } from "./put-if-absent.js";
import { queryAll } from "./query-all.js";
import { getItem, indexEntryValues, indexNames, onIndex, updateItem } from "./table.js";

/** `attributes`, when given, are the only ones read (a ProjectionExpression); else whole items. */
async function listTours(
  kind: "group" | "special",
  destination?: string,
  attributes?: readonly string[],
  // Unbounded: a list that stopped at a bound would hide tours without saying so (decision 0022).
  bound = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>[]> {
  const byDestination = destination !== undefined;
  // Placeholders for every name: some (language) are DynamoDB reserved words.
  const read = attributes && [...attributes, "published"];
  const projected = Object.fromEntries((read ?? []).map((name, i) => [`#a${i}`, name]));
  const items = await queryAll(
    {
      ...(byDestination
        ? onIndex(keys.tourListPartition(kind), {
            sortKey: "begins_with(#sk, :dest)",
            values: { ":dest": keys.tourListDestinationPrefix(destination) },
            names: projected,
          })
        : onIndex(keys.tourListPartition(kind), { names: projected })),
      ...(read ? { ProjectionExpression: read.map((_, i) => `#a${i}`).join(", ") } : {}),
    },
    bound,
  );
  // An unpublished tour leaves the list's index (tour-drafts.ts unpublishTour); this keeps it out
  // of a list even if an entry outlived it. Items without `published` are the demo's: published.
  return items.filter(isPublished).map(({ published: _, ...item }) => item);
}

/** Tours written before agencies published their own have no `published`: they are live. */
export const isPublished = (item: Record<string, unknown>) => item.published !== false;

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

/** All group tours, or those of one destination: one Query on gsi1, unbounded (as listTours). */
export async function listGroupTours(destination?: string): Promise<GroupTour[]> {
  return (await listTours("group", destination)).map((item) =>
    GroupTourSchema.parse(withRating(withoutKeys(item))),
  );
}

/** The attributes a list item is made of, read with a ProjectionExpression (and the rating's total). */
const listAttributes = (shape: Record<string, unknown>) => [...Object.keys(shape), "ratingTotal"];

/** The most departures one list read takes: those ahead, a year or so of a few hundred tours. */
export const departureListBound = 5000;

/**
 * The departures that can still be booked, of every group tour: starting after `today`, places
 * left. One Query on gsi1 over the departures themselves (by start date, so it reads only those
 * ahead), not a copy on the tour item: their places are the counter that holds and releases change
 * in their own transactions (data/bookings.ts), so a sold-out date leaves the list with its last
 * place and comes back with a released hold, and no booking write has to know about the list. The
 * index is read eventually consistent: the list is cached for a minute anyway.
 */
async function listBookableDepartures(
  today: string,
  bound = departureListBound,
): Promise<Pick<Departure, "tourId" | "startDate">[]> {
  const items = await queryAll(
    {
      ...onIndex(keys.departureListPartition(), { sortKey: "#sk > :today", values: { ":today": today } }),
      ProjectionExpression: "tourId, startDate, placesLeft, salesClosed",
    },
    bound,
  );
  return items.flatMap((item) => {
    const { tourId, startDate, placesLeft, salesClosed } = item;
    // The key also lets today's departures through ("<today>#<tour>" sorts after "<today>").
    const bookable =
      typeof placesLeft === "number" && placesLeft > 0 && String(startDate) > today && salesClosed !== true;
    return bookable ? [{ tourId: String(tourId), startDate: String(startDate) }] : [];
  });
}

/**
 * What the group-tour lists show of every listed group tour: the tours' Query reading only a
 * card's attributes and the rating's total (a tour's itinerary, inclusions, refund tiers and
 * summary are most of its size), beside the Query of the departures that can still be booked.
 * `departureMonths` are the months of those: a month whose departures are all fully booked or gone
 * is none to filter by, though the tour page still lists it as fully booked. Read whole, without a
 * bound: the lists page it on the server from a snapshot (core/catalogue), and a bound would cut
 * the catalogue silently (docs/decisions/0022).
 */
export async function listGroupTourItems(today: string): Promise<GroupTourListItem[]> {
  const { departureMonths: _, ...card } = GroupTourListItemSchema.shape;
  const [items, departures] = await Promise.all([
    listTours("group", undefined, listAttributes(card), Number.POSITIVE_INFINITY),
    listBookableDepartures(today, Number.POSITIVE_INFINITY),
  ]);
  const monthsOf = new Map<string, Set<string>>();
  for (const { tourId, startDate } of departures) {
    const months = monthsOf.get(tourId) ?? new Set<string>();
    months.add(startDate.slice(0, 7));
    monthsOf.set(tourId, months);
  }
  return items.map((item) => {
    const departureMonths = [...(monthsOf.get(String(item.id)) ?? [])].sort();
    return GroupTourListItemSchema.parse({ ...withRating(item), departureMonths });
  });
}

/** What the special-tour lists show of every listed special tour: one Query, a card's attributes, unbounded (as above). */
export async function listSpecialTourItems(): Promise<SpecialTourListItem[]> {
  const attributes = listAttributes(SpecialTourListItemSchema.shape);
  return (await listTours("special", undefined, attributes, Number.POSITIVE_INFINITY)).map((item) =>
    SpecialTourListItemSchema.parse(withRating(item)),
  );
}

/**
 * Every listed group tour as a search hit shows it, read with a ProjectionExpression: search
 * reaches every tour of the catalogue, however many there are.
 */
export async function listGroupTourSummaries(): Promise<GroupTourSummary[]> {
  return (await listTours("group", undefined, listAttributes(GroupTourSummarySchema.shape))).map((item) =>
    GroupTourSummarySchema.parse(withRating(item)),
  );
}

export async function listSpecialTours(destination?: string): Promise<SpecialTour[]> {
  return (await listTours("special", destination)).map((item) =>
    SpecialTourSchema.parse(withRating(withoutKeys(item))),
  );
}

/**
 * A departure as stored: with the travellers of its confirmed bookings (`confirmedTravellers`,
 * counted in the transaction that confirms or cancels a booking; absent = 0).
 */
export const StoredDepartureSchema = z.extend(DepartureSchema, {
  confirmedTravellers: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type StoredDeparture = z.infer<typeof StoredDepartureSchema>;

export interface TourWithDetails {
  tour: GroupTour | SpecialTour;
  departures: StoredDeparture[];
  reviews: Review[];
}

/** A departure as its agency sees it: whether anyone ever held a place on it (data/bookings.ts). */
export const AgencyDepartureItemSchema = z.extend(StoredDepartureSchema, {
  everHeld: z.optional(z.boolean()),
});
export type AgencyDepartureItem = z.infer<typeof AgencyDepartureItemSchema>;

export interface TourPartition {
  /** The public item; none for a tour never published. */
  tour: GroupTour | SpecialTour | undefined;
  /** False once unpublished; true for a tour never published too (it has no item to hide). */
  published: boolean;
  departures: AgencyDepartureItem[];
  reviews: Review[];
}

async function readTourPartition(tourId: string, consistent: boolean): Promise<TourPartition> {
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk",
    ExpressionAttributeValues: { ":pk": keys.tourPartition(tourId).pk },
    ConsistentRead: consistent,
  });
  let tour: GroupTour | SpecialTour | undefined;
  let published = true;
  const departures: AgencyDepartureItem[] = [];
  const reviews: Review[] = [];
  for (const item of items) {
    const sk = String(item.sk);
    const entity = withoutKeys(item);
    if (sk === keys.tour(tourId).sk) {
      published = isPublished(entity);
      Object.assign(entity, withRating(entity));
      delete entity.ratingTotal;
      tour = entity.kind === "group" ? GroupTourSchema.parse(entity) : SpecialTourSchema.parse(entity);
    } else if (sk.startsWith(keys.departurePrefix)) {
      departures.push(AgencyDepartureItemSchema.parse(entity));
    } else if (sk.startsWith(keys.reviewPrefix)) {
      reviews.push(ReviewSchema.parse(entity));
    }
  }
  reviews.reverse(); // sort keys ascend by createdAt
  return { tour, published, departures, reviews };
}

/**
 * A published tour with its departures starting after `today` (by date) and its reviews (newest
 * first): one Query on the tour's partition. An unpublished tour is none: travellers' pages and
 * new bookings answer 404 for it (bookings made before read it with `findTour`). `consistent` reads
 * the places left as the last write left them (a booking decides on them; a page may show them a
 * moment late).
 */
export async function findTourWithDetails(
  tourId: string,
  today: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<TourWithDetails | undefined> {
  const found = await findTourEvenUnpublished(tourId, today, { consistent });
  return found?.published ? found : undefined;
}

/**
 * The same, an unpublished tour included (`published: false`): for travellers who booked it before,
 * whose trip pages and receipts still name it (get-group-tour checks the booking).
 */
export async function findTourEvenUnpublished(
  tourId: string,
  today: string,
  { consistent = false }: { consistent?: boolean } = {},
): Promise<(TourWithDetails & { published: boolean }) | undefined> {
  const { tour, published, departures, reviews } = await readTourPartition(tourId, consistent);
  if (!tour) return undefined;
  // A cancelled departure is no longer offered: its travellers were told and refunded.
  const ahead = departures
    .filter((d) => d.startDate > today && !d.cancelledAt)
    .map(({ everHeld: _, ...d }) => d);
  return { tour, published, departures: ahead, reviews };
}

/**
 * A tour's partition for its agency, published or not: the public item (if any) and whether it is
 * published, every departure (past ones too, and those added before the tour was first published)
 * with whether it was ever held, and the reviews. Strongly consistent: the agency decides on places
 * taken.
 */
export async function findTourForAgency(tourId: string): Promise<TourPartition> {
  return readTourPartition(tourId, true);
}

/**
 * One departure as the last write left it (a strongly consistent GetItem): what a refused hold reads
 * to say how many places are left.
 */
export async function findDeparture(tourId: string, startDate: string): Promise<StoredDeparture | undefined> {
  const { Item } = await getItem({ Key: keys.departure(tourId, startDate), ConsistentRead: true });
  return Item ? StoredDepartureSchema.parse(withoutKeys(Item)) : undefined;
}

/** One tour by id, without its departures and reviews: a GetItem. */
export async function findTour(tourId: string): Promise<GroupTour | SpecialTour | undefined> {
  const { Item } = await getItem({ Key: keys.tour(tourId) });
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
 * Creates the departure if it does not exist yet, so places already taken are never reset, listed
 * on gsi1 by its start date for the tour list (`listBookableDepartures`). A departure written
 * before that listing existed gets it at the next seeding. (Tour items written before it still
 * carry `departureDates`, a copy of the dates that nothing reads any more.)
 */
export async function createDeparture(departure: Departure): Promise<boolean> {
  const key = keys.departure(departure.tourId, departure.startDate);
  const listed = keys.departureListEntry(departure.tourId, departure.startDate);
  const created = await putIfAbsent({ ...key, ...listed, entity: "departure", ...departure });
  if (!created)
    await whenConditionHolds(() =>
      updateItem({
        Key: key,
        UpdateExpression: "SET #indexPk = :indexPk, #indexSk = :indexSk",
        ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(#indexPk)",
        ExpressionAttributeNames: indexNames(groupTourDeparturesIndex),
        ExpressionAttributeValues: indexEntryValues(groupTourDeparturesIndex, listed),
      }),
    );
  return created;
}
