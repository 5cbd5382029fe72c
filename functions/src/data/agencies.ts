import { type Agency, AgencySchema } from "@tembea/shared";
import * as keys from "./keys.js";
import { withoutKeys } from "./keys.js";
import { getItem, onIndex, putItem, queryItems } from "./table.js";

/**
 * Agencies written before the city was localized hold it as one string (a local table seeded
 * earlier, or one in AWS until the agencies are written again): read as that name in every language.
 */
function storedAgency(item: Record<string, unknown>): Agency {
  const { city } = item;
  const current = typeof city === "string" ? { ...item, city: { en: city, de: city, fr: city } } : item;
  return AgencySchema.parse(withoutKeys(current));
}

export async function findAgency(id: string): Promise<Agency | undefined> {
  const { Item } = await getItem({ Key: keys.agency(id) });
  return Item ? storedAgency(Item) : undefined;
}

/**
 * Idempotent, and it overwrites: nothing else writes an agency, so the demo catalogue's agencies
 * take their current texts (and shape) at every start of the twin.
 */
export async function putAgency(agency: Agency): Promise<void> {
  await putItem({
    Item: {
      ...keys.agency(agency.id),
      ...keys.agencyOfDestination(agency.destination, agency.id),
      entity: "agency",
      ...agency,
    },
  });
}

/** The agency that answers a destination's tailored-trip requests: one Query on gsi1. */
export async function findAgencyOfDestination(destination: string): Promise<Agency | undefined> {
  const { Items } = await queryItems({
    ...onIndex(keys.agenciesOfDestinationPartition(destination)),
    Limit: 1,
  });
  const item = Items?.[0];
  return item ? storedAgency(item) : undefined;
}
