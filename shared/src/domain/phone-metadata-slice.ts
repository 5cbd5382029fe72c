import type { MetadataJson } from "libphonenumber-js/core";

/*
 * The phone metadata the product validates with (shared/src/domain/phone-metadata.json, written by
 * `npm run phone-metadata`): libphonenumber-js's `max` metadata without what only formatting reads.
 *
 * Why not `min`: it knows each country's number lengths and nothing more, so "030 1234567" (a
 * Berlin number) passed as Swiss. `max` adds each country's patterns per number type (fixed line,
 * mobile, ...), which is what "a number valid in {country}" needs. Why not `max` itself: its
 * formatting rules (about 50 KB of its 157) put the booking functions 20–40 KB over their 250 KB
 * bundle target (docs/performance.md). Parsing and validating never read them; the stored form is
 * E.164, and the web formats a number for display with `min` (phone-display.ts), which has them.
 *
 * Field positions are libphonenumber-js's metadata version 4 (node_modules/libphonenumber-js/
 * source/metadata.js): 4 = formats, 6 = national prefix formatting rule. 0 is how the library's
 * own JSON writes "absent", and its readers fall back from it.
 */
const formats = 4;
const nationalPrefixFormattingRule = 6;

type NumberingPlan = unknown[];

function withoutFormatting(plan: NumberingPlan): NumberingPlan {
  const copy = [...plan];
  if (copy.length > formats) copy[formats] = 0;
  if (copy.length > nationalPrefixFormattingRule) copy[nationalPrefixFormattingRule] = 0;
  return copy;
}

function mapPlans(plans: Record<string, NumberingPlan>): Record<string, NumberingPlan> {
  return Object.fromEntries(Object.entries(plans).map(([key, plan]) => [key, withoutFormatting(plan)]));
}

export function phoneValidationMetadata(max: MetadataJson): MetadataJson {
  const source = max as unknown as {
    version: number;
    countries: Record<string, NumberingPlan>;
    nonGeographic?: Record<string, NumberingPlan>;
  };
  if (source.version !== 4)
    throw new Error(`libphonenumber-js metadata version ${source.version}, expected 4`);
  return {
    ...source,
    countries: mapPlans(source.countries),
    ...(source.nonGeographic ? { nonGeographic: mapPlans(source.nonGeographic) } : {}),
  } as unknown as MetadataJson;
}
