import {
  type Agency,
  type AgencyLogoFailure,
  type AgencyRecord,
  AgencyRecordSchema,
  type AuditEntry,
} from "@tembea/shared";
import { auditEntryPut } from "./audit.js";
import {
  cancellationReasons,
  conditionFailedAt,
  isDynamoDbError,
  whenConditionHolds,
} from "./conditional-write.js";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { queryAll } from "./query-all.js";
import { agencyIdOfDestination, claimRoute, releaseRoute } from "./request-routes.js";
import { getItem, onIndex, type TransactItemInTable, transactWrite, updateItem } from "./table.js";

/** An agency as stored, with the version every save bumps (0 for one never saved by the operator). */
export interface StoredAgency {
  agency: AgencyRecord;
  version: number;
}

/** Someone saved the agency since the version the writer read (or, creating, its id is taken). */
export class AgencyChangedError extends Error {
  constructor() {
    super("agency changed");
    this.name = "AgencyChangedError";
  }
}

/** Another agency answers tailored requests for this destination already. */
export class DestinationTakenError extends Error {
  constructor(readonly destination: string) {
    super(`destination ${destination} is taken`);
    this.name = "DestinationTakenError";
  }
}

/**
 * Agencies are read in every shape they were ever written in: a city as one string (before it was
 * localized: that name in every language), one `destination` (before an agency could answer for
 * several: a list of it).
 */
function storedAgency(item: Record<string, unknown>): StoredAgency {
  const { city, destination, destinations, version, ...rest } = withoutKeys(item);
  const agency = AgencyRecordSchema.parse({
    ...rest,
    city: typeof city === "string" ? { en: city, de: city, fr: city } : city,
    destinations: destinations ?? (typeof destination === "string" ? [destination] : []),
  });
  return { agency, version: typeof version === "number" ? version : 0 };
}

/** What the logo's own endpoint and function write; an agency's form never does. */
const logoAttributes = ["logo", "logoUpload"];

const agencyItem = (agency: Agency, version: number) => ({
  ...keys.agency(agency.id),
  ...keys.agencyListEntry(agency.id),
  entity: "agency",
  ...agency,
  version,
});

export async function findAgency(id: string): Promise<AgencyRecord | undefined> {
  const { Item } = await getItem({ Key: keys.agency(id) });
  return Item ? storedAgency(Item).agency : undefined;
}

export async function findStoredAgency(id: string): Promise<StoredAgency | undefined> {
  const { Item } = await getItem({ Key: keys.agency(id), ConsistentRead: true });
  return Item ? storedAgency(Item) : undefined;
}

/** Every agency (a marketplace has tens, not thousands: the read is bounded all the same). */
export async function listAgencies(): Promise<Agency[]> {
  const items = await queryAll({ ...onIndex(keys.agencyListPartition()) });
  return items.map((item) => storedAgency(item).agency);
}

/** The agency that answers a destination's tailored-trip requests: its route, then the agency. */
export async function findAgencyOfDestination(destination: string): Promise<Agency | undefined> {
  const agencyId = await agencyIdOfDestination(destination);
  return agencyId ? findAgency(agencyId) : undefined;
}

/**
 * Runs an agency's transaction (the agency first, then one route item per destination, then the
 * rest) and tells why it was refused: the agency's condition (AgencyChangedError) or a route's
 * (DestinationTakenError).
 */
async function writeAgency(
  agencyWrite: TransactItemInTable,
  routes: { destination: string; item: TransactItemInTable }[],
  rest: TransactItemInTable[],
): Promise<void> {
  try {
    await transactWrite({ TransactItems: [agencyWrite, ...routes.map((r) => r.item), ...rest] });
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === "ConditionalCheckFailed") throw new AgencyChangedError();
    const taken = routes.findIndex((_, i) => reasons[i + 1]?.Code === "ConditionalCheckFailed");
    if (taken >= 0) throw new DestinationTakenError(routes[taken]?.destination as string);
    throw error;
  }
}

/** A new agency, its destinations' routes and its audit entry, in one transaction. */
export async function createAgency(agency: Agency, audit: AuditEntry): Promise<void> {
  await writeAgency(
    { Put: { Item: agencyItem(agency, 1), ConditionExpression: "attribute_not_exists(pk)" } },
    agency.destinations.map((d) => ({ destination: d, item: claimRoute(d, agency.id) })),
    [auditEntryPut(audit)],
  );
}

/**
 * Saves an agency read at `seenVersion`: the agency on condition nobody saved it since, the routes of
 * destinations added (on condition no other agency has them) and removed, and the audit entry, in
 * one transaction. Answers the new version.
 */
export async function saveAgency(
  agency: Agency,
  before: Agency,
  seenVersion: number,
  audit: AuditEntry,
): Promise<number> {
  const added = agency.destinations.filter((d) => !before.destinations.includes(d));
  const removed = before.destinations.filter((d) => !agency.destinations.includes(d));
  const version = seenVersion + 1;
  // An Update of the form's attributes, not a Put of the item: the logo and its upload's state are
  // set by the processing function at any moment, and a Put of what this save read would undo a
  // rendering that finished in between (the upload would then read "processing" forever).
  const { pk: _pk, sk: _sk, ...attributes } = agencyItem(agency, version) as Record<string, unknown>;
  const set = Object.entries(attributes).filter(
    ([name, value]) => value !== undefined && !logoAttributes.includes(name),
  );
  const cleared = Object.keys(before).filter(
    (name) => !logoAttributes.includes(name) && (agency as Record<string, unknown>)[name] === undefined,
  );
  const names = Object.fromEntries(
    [...set.map(([name]) => name), ...cleared].map((name, i) => [`#a${i}`, name]),
  );
  const placeholder = Object.fromEntries(Object.entries(names).map(([ph, name]) => [name, ph]));
  await writeAgency(
    {
      Update: {
        Key: keys.agency(agency.id),
        UpdateExpression: [
          `SET ${set.map(([name], i) => `${placeholder[name]} = :v${i}`).join(", ")}`,
          ...(cleared.length ? [`REMOVE ${cleared.map((name) => placeholder[name]).join(", ")}`] : []),
        ].join(" "),
        // An agency the operator never saved (the demo's) has no version yet: it is version 0.
        ConditionExpression:
          seenVersion === 0 ? "attribute_exists(pk) AND attribute_not_exists(#version)" : "#version = :seen",
        ExpressionAttributeNames: { ...names, "#version": "version" },
        ExpressionAttributeValues: {
          ...Object.fromEntries(set.map(([, value], i) => [`:v${i}`, value])),
          ...(seenVersion === 0 ? {} : { ":seen": seenVersion }),
        },
      },
    },
    added.map((d) => ({ destination: d, item: claimRoute(d, agency.id) })),
    [...removed.map((d) => releaseRoute(d, agency.id)), auditEntryPut(audit)],
  );
  return version;
}

/**
 * Seeding: writes an agency and its routes unless the operator has saved it since (then it is theirs)
 * or another agency took one of its destinations; idempotent. Answers whether it was written.
 */
export async function putAgency(agency: Agency): Promise<boolean> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Put: {
            Item: { ...agencyItem(agency, 0), version: undefined },
            ConditionExpression: "attribute_not_exists(pk) OR attribute_not_exists(version)",
          },
        },
        ...agency.destinations.map((d) => claimRoute(d, agency.id)),
      ],
    });
    return true;
  } catch (error) {
    if (isDynamoDbError(error, "TransactionCanceledException")) return false;
    throw error;
  }
}

/**
 * A logo upload handed out: the agency's `logoUpload` names its key (replacing any earlier one, whose
 * late event then changes nothing) and the audit entry, in one transaction. The version stays: the
 * logo is not a field of the form, so a form open meanwhile still saves. Answers false for an agency
 * that does not exist.
 */
export async function startAgencyLogo(agencyId: string, key: string, audit: AuditEntry): Promise<boolean> {
  const upload: AgencyRecord["logoUpload"] = { key, status: "processing" };
  try {
    await transactWrite({
      TransactItems: [
        {
          Update: {
            Key: keys.agency(agencyId),
            UpdateExpression: "SET logoUpload = :upload",
            ConditionExpression: "attribute_exists(pk)",
            ExpressionAttributeValues: { ":upload": upload },
          },
        },
        auditEntryPut(audit),
      ],
    });
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
}

/**
 * The processing function's outcome for the upload at `key`, if it is still the agency's latest:
 * ready makes its renderings the agency's logo, failed keeps the last logo and says why. Answers
 * false when a newer upload (or a removed agency) made this one stale.
 */
export async function settleAgencyLogo(
  agencyId: string,
  key: string,
  outcome: { status: "ready"; base: string } | { status: "failed"; reason: AgencyLogoFailure },
): Promise<boolean> {
  return whenConditionHolds(() =>
    updateItem({
      Key: keys.agency(agencyId),
      UpdateExpression:
        outcome.status === "ready" ? "SET logo = :base REMOVE logoUpload" : "SET logoUpload = :upload",
      ConditionExpression: "logoUpload.#key = :key AND logoUpload.#status = :processing",
      ExpressionAttributeNames: { "#key": "key", "#status": "status" },
      ExpressionAttributeValues: {
        ":key": key,
        ":processing": "processing",
        ...(outcome.status === "ready"
          ? { ":base": outcome.base }
          : { ":upload": { key, status: "failed", reason: outcome.reason } }),
      },
    }),
  );
}

/**
 * No logo: the agency stops naming one (and any pending upload, whose late event then changes
 * nothing), with the audit entry, in one transaction; the version stays. Answers false for an
 * agency that does not exist. Renderings stay in the bucket, unreferenced.
 */
export async function forgetAgencyLogo(agencyId: string, audit: AuditEntry): Promise<boolean> {
  try {
    await transactWrite({
      TransactItems: [
        {
          Update: {
            Key: keys.agency(agencyId),
            UpdateExpression: "REMOVE logo, logoUpload",
            ConditionExpression: "attribute_exists(pk)",
          },
        },
        auditEntryPut(audit),
      ],
    });
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
  return true;
}
