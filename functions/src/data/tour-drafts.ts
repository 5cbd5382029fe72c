import {
  type AuditEntry,
  DestinationSlugSchema,
  type GroupTour,
  type SpecialTour,
  type TourDraft,
  TourDraftSchema,
  TourKindSchema,
} from "@tembea/shared";
import * as z from "zod/mini";
import { auditEntryPut } from "./audit.js";
import { conditionFailedAt, withConflictRetries } from "./conditional-write.js";
import { type DepartureEndMove, departureEndMove } from "./departures.js";
import * as keys from "./keys.js";
import { groupToursIndex, withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { type Submission, SubmissionTakenError, submissionClaim } from "./submissions.js";
import { getItem, indexNames, onIndex, type TransactItemInTable, transactWrite } from "./table.js";

/**
 * A tour's draft as stored (docs/decisions/0020-tour-drafts-and-published-snapshots.md): what its
 * agency edits, in a partition of its own (keys.tourDraft), apart from the public tour item that
 * travellers read (keys.tour). `version` counts the saves; `publishedVersion` is the version the public item shows, `live`
 * whether it shows it (false once unpublished). Publishing and unpublishing write both items in one
 * transaction, so these never disagree with the public item.
 */
export const StoredDraftSchema = z.object({
  tourId: z.string(),
  agencyId: z.string(),
  kind: TourKindSchema,
  destination: DestinationSlugSchema,
  draft: TourDraftSchema,
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedVersion: z.optional(z.number()),
  publishedAt: z.optional(z.string()),
  live: z.boolean(),
  /**
   * How many photo items the tour has (tourPhotoPlaceTaken/Given keep it with each add and delete,
   * in the same transaction), so the photo limit is one condition. Absent on drafts older than it:
   * the first add or delete sets it from the photos counted.
   */
  photoCount: z.optional(z.number()),
});
export type StoredDraft = z.infer<typeof StoredDraftSchema>;

function draftItem(stored: StoredDraft) {
  return {
    ...keys.tourDraft(stored.tourId),
    ...keys.tourOfAgencyEntry(stored.agencyId, stored.tourId),
    entity: "tourDraft",
    ...stored,
  };
}

export async function findTourDraft(tourId: string): Promise<StoredDraft | undefined> {
  const { Item } = await getItem({ Key: keys.tourDraft(tourId), ConsistentRead: true });
  return Item ? StoredDraftSchema.parse(withoutKeys(Item)) : undefined;
}

/** Every draft of an agency: one Query on gsi2, every page of it (an agency's own tours). */
export async function draftsOfAgency(agencyId: string): Promise<StoredDraft[]> {
  const items = await queryAll(onIndex(keys.toursOfAgencyPartition(agencyId)), Number.POSITIVE_INFINITY);
  return items.map((item) => StoredDraftSchema.parse(withoutKeys(item)));
}

/**
 * Starts a tour: its draft, on condition that no draft and no public tour has its id (a demo tour's
 * id has a public item and no draft). "taken" when either exists: the caller draws another id.
 */
export async function createTourDraft(
  stored: StoredDraft,
  audit: AuditEntry,
  submission?: Submission,
): Promise<"created" | "taken"> {
  try {
    // A retry of the same submission sent at the same moment conflicts on its claim: tried again,
    // it then finds the claim written (SubmissionTakenError) or gone (that one failed).
    await withConflictRetries(() =>
      transactWrite({
        TransactItems: [
          { Put: { Item: draftItem(stored), ConditionExpression: "attribute_not_exists(pk)" } },
          {
            ConditionCheck: {
              Key: keys.tour(stored.tourId),
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
          auditEntryPut(audit),
          ...(submission ? [submissionClaim(submission)] : []),
        ],
      }),
    );
    return "created";
  } catch (error) {
    if (submission && conditionFailedAt(error, 3)) throw new SubmissionTakenError();
    if (conditionFailedAt(error, 0) || conditionFailedAt(error, 1)) return "taken";
    throw error;
  }
}

/**
 * The write that moves a draft on from the version its editor saw, in a transaction with what goes
 * with it: an update on condition `version = :seen`, or, for a tour that has no draft item yet (a
 * tour published before drafts existed, whose draft is made from its public item at version 0), a
 * Put on condition there is still none. Either fails when someone saved meanwhile.
 */
function draftWrite(
  seen: number,
  next: StoredDraft,
  exists: boolean,
  set: Partial<Omit<StoredDraft, "tourId" | "agencyId" | "kind" | "createdAt">>,
): TransactItemInTable {
  if (!exists) {
    return { Put: { Item: draftItem({ ...next, ...set }), ConditionExpression: "attribute_not_exists(pk)" } };
  }
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":seen": seen };
  const assignments = Object.entries(set).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  return {
    Update: {
      Key: keys.tourDraft(next.tourId),
      UpdateExpression: `SET ${assignments.join(", ")}`,
      ConditionExpression: "attribute_exists(pk) AND #version = :seen",
      ExpressionAttributeNames: { ...names, "#version": "version" },
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * Saves a new draft as version `seen + 1`, with its audit entry, and answers the draft as written
 * (the write's condition means it was `stored` until then: no read needed); "changed" (and nothing
 * written) when the stored version is no longer `seen`, "departuresChanged" when one of
 * `moves` (the end dates of a new length, written by departures.ts departureEndMove) failed its
 * condition. `stored` is the draft the save starts from, and `exists` whether it is stored (else it
 * was made from the public item).
 */
export async function saveTourDraft(
  stored: StoredDraft,
  exists: boolean,
  seen: number,
  change: { draft: TourDraft; destination: StoredDraft["destination"]; updatedAt: string },
  audit: AuditEntry,
  moves: readonly DepartureEndMove[] = [],
): Promise<StoredDraft | "changed" | "departuresChanged"> {
  const departureMoves = moves.map((move) => departureEndMove(stored.tourId, move));
  const set = { ...change, version: seen + 1 };
  try {
    await transactWrite({
      TransactItems: [draftWrite(seen, stored, exists, set), auditEntryPut(audit), ...departureMoves],
    });
    return { ...stored, ...set };
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "changed";
    if (departureMoves.some((_, i) => conditionFailedAt(error, 2 + i))) return "departuresChanged";
    throw error;
  }
}

/**
 * The public item's attributes for a tour as published (its rating left as the reviews made it):
 * on the list of its kind again, sorted under its destination.
 */
function publicTourUpdate(tour: GroupTour | SpecialTour, publishedAt: string, version: number) {
  const { rating, ...rest } = tour;
  const attributes: Record<string, unknown> = {
    ...rest,
    ...keys.tourListEntry(tour.kind, tour.destination, tour.id),
    ...keys.publicTourOfAgencyEntry(tour.agencyId, tour.id),
    entity: `${tour.kind}Tour`,
    published: true,
    publishedAt,
    publishedVersion: version,
  };
  const names: Record<string, string> = { "#rating": "rating", "#ratingTotal": "ratingTotal" };
  const values: Record<string, unknown> = { ":noRating": rating, ":zero": 0 };
  const assignments = Object.entries(attributes).map(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = value;
    return `#a${i} = :a${i}`;
  });
  return {
    Update: {
      Key: keys.tour(tour.id),
      UpdateExpression: `SET ${assignments.join(", ")}, #rating = if_not_exists(#rating, :noRating), #ratingTotal = if_not_exists(#ratingTotal, :zero)`,
      // A tour of the other kind never takes this id (ids are drawn per tour, kinds fixed).
      ConditionExpression: "attribute_not_exists(pk) OR #kindName = :kind",
      ExpressionAttributeNames: { ...names, "#kindName": "kind" },
      ExpressionAttributeValues: { ...values, ":kind": tour.kind },
    },
  };
}

/**
 * Publishes the draft of version `seen` as `tour` (already checked against the public schema): the
 * public item is written (created, or updated leaving its rating alone), listed again, and the draft
 * notes the version it shows, with the audit entry, in one transaction. Answers the draft as written;
 * "changed" when the draft moved on from `seen`.
 */
export async function publishTourDraft(
  stored: StoredDraft,
  exists: boolean,
  seen: number,
  tour: GroupTour | SpecialTour,
  publishedAt: string,
  audit: AuditEntry,
  moves: readonly DepartureEndMove[] = [],
): Promise<StoredDraft | "changed" | "departuresChanged"> {
  const departureMoves = moves.map((move) => departureEndMove(stored.tourId, move));
  const set = { publishedVersion: seen, publishedAt, live: true };
  try {
    await transactWrite({
      TransactItems: [
        draftWrite(seen, stored, exists, set),
        publicTourUpdate(tour, publishedAt, seen),
        auditEntryPut(audit),
        ...departureMoves,
      ],
    });
    return { ...stored, ...set };
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "changed";
    if (departureMoves.some((_, i) => conditionFailedAt(error, 3 + i))) return "departuresChanged";
    throw error;
  }
}

/**
 * Hides a live tour: the public item stays (bookings, receipts, mails and reviews read it by id) but
 * says `published: false` and leaves its list (the gsi1 entry goes), and the draft notes it, with
 * the audit entry, in one transaction. "changed" when the draft moved on meanwhile (read again and
 * retry: unpublishing does not depend on the draft's content).
 */
export async function unpublishTour(
  stored: StoredDraft,
  exists: boolean,
  audit: AuditEntry,
): Promise<"unpublished" | "changed"> {
  try {
    await transactWrite({
      TransactItems: [
        draftWrite(stored.version, stored, exists, { live: false }),
        {
          Update: {
            Key: keys.tour(stored.tourId),
            UpdateExpression: "SET published = :false REMOVE #indexPk, #indexSk",
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeNames: indexNames(groupToursIndex),
            ExpressionAttributeValues: { ":false": false },
          },
        },
        auditEntryPut(audit),
      ],
    });
    return "unpublished";
  } catch (error) {
    if (conditionFailedAt(error, 0)) return "changed";
    throw error;
  }
}

/**
 * The draft's side of adding a photo: one place of `limit` taken, on condition one is free, for the
 * same transaction as the photo item. `counted` is the number of photo items read with the draft:
 * it seeds a draft that has no count yet (any add or delete since the read would have set one, so
 * it is still right when the attribute is still absent). A tour without a draft item (published
 * before drafts) gets its draft made from the public item, as a first save would, on condition
 * there is still none: a refusal then means another write made it, and a new read finds it.
 * Undefined when the read already shows no free place.
 */
export function tourPhotoPlaceTaken(
  stored: StoredDraft,
  exists: boolean,
  counted: number,
  limit: number,
): TransactItemInTable | undefined {
  const taken = stored.photoCount ?? counted;
  if (taken >= limit) return undefined;
  if (!exists) {
    return {
      Put: {
        Item: draftItem({ ...stored, photoCount: counted + 1 }),
        ConditionExpression: "attribute_not_exists(pk)",
      },
    };
  }
  return {
    Update: {
      Key: keys.tourDraft(stored.tourId),
      UpdateExpression: "SET #photos = if_not_exists(#photos, :counted) + :one",
      ConditionExpression: "attribute_exists(pk) AND (attribute_not_exists(#photos) OR #photos < :limit)",
      ExpressionAttributeNames: { "#photos": "photoCount" },
      ExpressionAttributeValues: { ":counted": counted, ":one": 1, ":limit": limit },
    },
  };
}

/**
 * The draft's side of deleting a photo: its place given back. `counted` (the photo items read,
 * the deleted one among them) seeds a draft without a count. A tour without a draft item counts
 * nothing yet: its first add counts the items there are.
 */
export function tourPhotoPlaceGiven(
  stored: StoredDraft,
  exists: boolean,
  counted: number,
): TransactItemInTable | undefined {
  if (!exists) return undefined;
  return {
    Update: {
      Key: keys.tourDraft(stored.tourId),
      UpdateExpression: "SET #photos = if_not_exists(#photos, :counted) - :one",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#photos": "photoCount" },
      ExpressionAttributeValues: { ":counted": counted, ":one": 1 },
    },
  };
}
