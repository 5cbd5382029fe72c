import {
  type AgencyDeparture,
  type AgencyTour,
  type DepartureSeries,
  expandSeries,
  missingForPublish,
  type PublishGap,
  TourDraftSchema,
  todayUtc,
} from "@tembea/shared";
import * as z from "zod/mini";
import { tourFormSchema } from "./form-values";

export type { AgencyDeparture, AgencyTour };
export type Missing = PublishGap;

/**
 * The editor's schema: the typed values to a draft (form-values), then the contract's own
 * TourDraftSchema, so the form refuses exactly what the API would, with the same message keys.
 */
export function draftSchema(tour: Pick<AgencyTour, "kind" | "destination">) {
  return z.pipe(tourFormSchema(tour.kind, tour.destination), TourDraftSchema);
}

/** A departure after today that travellers can book: what a group tour needs to be published. */
export function hasDepartureOnSale(departures: AgencyDeparture[], today = todayUtc()): boolean {
  return departures.some((departure) => departure.startDate > today && departure.salesOpen);
}

/**
 * The publish checklist: missingForPublish of the draft as it stands in the form (the same function
 * the publish handler runs), with the tour's departures and, once listed, its processed photos. While the form holds something the schema
 * refuses, the server's list for the saved draft stands in; a refusal's own list (422) is added.
 */
export function missingOf(
  tour: AgencyTour,
  draft: AgencyTour["draft"] | undefined,
  refused?: Missing[],
  readyPhotoIds?: readonly string[],
): Missing[] {
  const context = {
    keepsImage: tour.keepsImage === true,
    ...(readyPhotoIds ? { readyPhotoIds } : {}),
    ...(tour.kind === "group" ? { hasDepartureOnSale: hasDepartureOnSale(tour.departures) } : {}),
  };
  const own = draft ? missingForPublish(draft, context) : tour.missing;
  const key = (gap: Missing) => `${gap.path}|${gap.locale ?? ""}|${gap.reason}`;
  const seen = new Set(own.map(key));
  return [...own, ...(refused ?? []).filter((gap) => !seen.has(key(gap)))];
}

export type SeriesInput = DepartureSeries;

/**
 * The dates a series would add, as the server expands it (expandSeries), less those the tour has
 * already (the server skips them too).
 */
export function seriesDates(
  tour: Pick<AgencyTour, "draft" | "departures">,
  series: DepartureSeries,
  today = todayUtc(),
):
  | { ok: true; dates: string[]; skipped: string[] }
  | { ok: false; reason: "untilBeforeFrom" | "noDates" | "tooManyDates" | "durationRequired" } {
  const duration = tour.draft.durationDays;
  if (duration === undefined) return { ok: false, reason: "durationRequired" };
  const expansion = expandSeries(series, duration, today);
  if (!expansion.ok) return expansion;
  const existing = new Set(tour.departures.map((departure) => departure.startDate));
  const all = expansion.departures.map((departure) => departure.startDate);
  return {
    ok: true,
    dates: all.filter((date) => !existing.has(date)),
    skipped: all.filter((date) => existing.has(date)),
  };
}
