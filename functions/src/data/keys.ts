/**
 * Key builders: the only place that knows how items are keyed. docs/data-model.md mirrors this.
 */
export const keys = {
  destination: (slug: string) => ({ pk: `DESTINATION#${slug}`, sk: "DESTINATION" }),
  /** gsi1: all destinations under one partition, so the list is a Query, not a Scan. */
  destinationList: () => ({ gsi1pk: "DESTINATIONS" }),
  destinationListEntry: (slug: string) => ({ gsi1pk: "DESTINATIONS", gsi1sk: `DESTINATION#${slug}` }),
} as const;

/** Attributes that are keys, stripped before an item is handed out as an entity. */
export const keyAttributes = [
  "pk",
  "sk",
  "gsi1pk",
  "gsi1sk",
  "gsi2pk",
  "gsi2sk",
  "expiresAt",
  "entity",
] as const;

export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...item };
  for (const key of keyAttributes) delete rest[key];
  return rest;
}
