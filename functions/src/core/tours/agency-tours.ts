import { randomInt } from "node:crypto";
import { type AgencyDeparture, type AgencyTour, missingForPublish, type TourState } from "@tembea/shared";
import { findTourDraft, type StoredDraft } from "../../data/tour-drafts.js";
import { photosOfTour } from "../../data/tour-photos.js";
import { type AgencyDepartureItem, findTourForAgency, type TourPartition } from "../../data/tours.js";
import { AppError, notFound } from "../../platform/app-error.js";
import type { Caller } from "../../platform/caller.js";
import { agencyOf } from "../trip-requests/agency-of-caller.js";
import { draftOfTour } from "./draft-of-tour.js";
import { keptImage } from "./public-tour.js";

/** A tour as its agency works on it: its draft (stored, or made from the public item) and its partition. */
export interface LoadedTour {
  agencyId: string;
  stored: StoredDraft;
  /** Whether `stored` is an item of the table (else made from a tour published before drafts). */
  exists: boolean;
  partition: TourPartition;
  /** The tour's photos ready to be shown: what its cover and gallery may name (missingForPublish). */
  readyPhotoIds: string[];
  /** How many photo items the tour has, whatever their state: what the photo limit counts. */
  photoCount: number;
  /** Its live page shows a picture that publishing keeps (a demo tour's): no cover photo needed. */
  keepsImage: boolean;
}

/** When a tour that never had a draft was last changed here: never (the demo's tours). */
const neverEdited = new Date(0).toISOString();

/**
 * The tour `tourId` of the caller's agency, read consistently; 404 for a tour of another agency
 * exactly as for one that does not exist. A tour published before drafts existed (the demo's) gets
 * a draft made from its public item, at version 0, published at version 0.
 */
export async function tourOfAgency(caller: Caller, tourId: string): Promise<LoadedTour> {
  const agencyId = agencyOf(caller);
  const [stored, partition, photos] = await Promise.all([
    findTourDraft(tourId),
    findTourForAgency(tourId),
    photosOfTour(tourId),
  ]);
  const readyPhotoIds = photos.filter((photo) => photo.status === "ready").map((photo) => photo.photoId);
  const photoCount = photos.length;
  const keepsImage = keptImage(partition.tour) !== undefined;
  if (stored) {
    if (stored.agencyId !== agencyId) throw notFound();
    return { agencyId, stored, exists: true, partition, readyPhotoIds, photoCount, keepsImage };
  }
  const { tour } = partition;
  if (!tour || tour.agencyId !== agencyId) throw notFound();
  return {
    agencyId,
    exists: false,
    partition,
    readyPhotoIds,
    photoCount,
    keepsImage,
    stored: {
      tourId,
      agencyId,
      kind: tour.kind,
      destination: tour.destination,
      draft: draftOfTour(tour),
      version: 0,
      createdAt: neverEdited,
      updatedAt: neverEdited,
      publishedVersion: 0,
      live: partition.published,
    },
  };
}

/** Draft, live, live with changes saved since, or unpublished (shared/src/contract/agency-tours.ts). */
export function stateOf(stored: Pick<StoredDraft, "version" | "publishedVersion" | "live">): TourState {
  if (stored.publishedVersion === undefined) return "draft";
  if (!stored.live) return "unpublished";
  return stored.publishedVersion === stored.version ? "live" : "live-with-changes";
}

export function agencyDeparture(departure: AgencyDepartureItem): AgencyDeparture {
  return {
    startDate: departure.startDate,
    endDate: departure.endDate,
    capacity: departure.capacity,
    placesLeft: departure.placesLeft,
    taken: departure.capacity - departure.placesLeft,
    confirmedTravellers: departure.confirmedTravellers ?? 0,
    salesOpen: departure.salesClosed !== true,
    deletable:
      departure.placesLeft === departure.capacity && departure.everHeld !== true && !departure.cancelledAt,
    ...(departure.cancelledAt
      ? { cancelledAt: departure.cancelledAt, cancellationReason: departure.cancellationReason ?? "" }
      : {}),
  };
}

/** Whether a group tour has a departure after `today` that travellers can book. */
export const hasDepartureOnSale = (departures: AgencyDepartureItem[], today: string) =>
  departures.some((d) => d.startDate > today && d.salesClosed !== true);

/** The answer of the console's tour endpoints. */
export function agencyTourView(
  { stored, partition, readyPhotoIds, keepsImage }: LoadedTour,
  today: string,
): AgencyTour {
  const departures = stored.kind === "group" ? partition.departures : [];
  return {
    id: stored.tourId,
    kind: stored.kind,
    destination: stored.destination,
    draft: stored.draft,
    version: stored.version,
    state: stateOf(stored),
    updatedAt: stored.updatedAt,
    ...(stored.publishedAt ? { publishedAt: stored.publishedAt } : {}),
    departures: departures.map(agencyDeparture),
    // The very list publishing checks, so the editor never shows ready what publishing refuses.
    missing: missingForPublish(stored.draft, {
      hasDepartureOnSale: hasDepartureOnSale(departures, today),
      readyPhotoIds,
      keepsImage,
    }),
    ...(keepsImage ? { keepsImage } : {}),
  };
}

/** 409 TOUR_CHANGED with the draft as it is now stored, so the editor loses nothing it holds. */
export function tourChanged(stored: StoredDraft): AppError {
  return new AppError("TOUR_CHANGED", undefined, {
    current: { draft: stored.draft, version: stored.version },
  });
}

const idAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

/** A new tour's id: its destination's slug and four random characters ("kenya-7k2q"), fixed forever. */
export function newTourId(destination: string): string {
  const suffix = Array.from({ length: 4 }, () => idAlphabet[randomInt(idAlphabet.length)]).join("");
  return `${destination}-${suffix}`;
}
