import type { TourPhoto } from "@tembea/shared";
import { type TourDraft, tourPhotoProblem, tourPhotosPerTour } from "@tembea/shared";

/** A photo of the draft as the form holds it: its id and its alt text per language. */
export type DraftPhoto = NonNullable<TourDraft["photos"]>[number];

/** Why a chosen file is not uploaded: the shared rules' keys, or the tour already has its 20 photos. */
export type FileProblem = "imageType" | "imageTooLarge" | "tooManyPhotos";

/**
 * The chosen files split into those to upload and those refused here (the API checks again), in the
 * order chosen: type and size by the shared rules, then as many as the tour still has room for.
 */
export function checkFiles<F extends { type: string; size: number }>(
  files: readonly F[],
  photosNow: number,
): { accepted: F[]; refused: { file: F; problem: FileProblem }[] } {
  const accepted: F[] = [];
  const refused: { file: F; problem: FileProblem }[] = [];
  for (const file of files) {
    const problem = tourPhotoProblem(file);
    if (problem) refused.push({ file, problem });
    else if (photosNow + accepted.length >= tourPhotosPerTour)
      refused.push({ file, problem: "tooManyPhotos" });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/**
 * The cover after `removed` leaves the photos: unchanged, unless it was the cover; then the first
 * photo left, so a tour that had a cover keeps one (the agent may choose another).
 */
export function coverAfterRemoval(photos: readonly DraftPhoto[], cover: string, removed: string): string {
  if (cover !== removed) return cover;
  return photos.find((photo) => photo.photoId !== removed)?.photoId ?? "";
}

/** The cover once `added` joins: the first photo of a tour becomes its cover, a chosen one stays. */
export const coverAfterAdding = (cover: string, added: string): string => cover || added;

/** Where a photo can move: one place earlier or later, within the list. */
export function moveTarget(index: number, direction: "earlier" | "later", count: number): number | undefined {
  const to = direction === "earlier" ? index - 1 : index + 1;
  return to >= 0 && to < count ? to : undefined;
}

/** The photos listed by the API, by id: their processing state. */
export function statesById(listed: readonly TourPhoto[] | undefined): Map<string, TourPhoto> {
  return new Map((listed ?? []).map((photo) => [photo.photoId, photo]));
}

/** Uploaded photos that the draft does not hold (uploaded, then the page left before a save). */
export function notInDraft(
  listed: readonly TourPhoto[] | undefined,
  photos: readonly DraftPhoto[],
): TourPhoto[] {
  const held = new Set(photos.map((photo) => photo.photoId));
  return (listed ?? []).filter((photo) => !held.has(photo.photoId));
}

/**
 * A photo still `processing` long after its slot expired (5 minutes): its upload never arrived (the
 * page was left, the network failed). Processing itself takes seconds.
 */
export const stalledAfterMs = 10 * 60 * 1000;
export const isStalled = (photo: TourPhoto, now = Date.now()) =>
  photo.status === "processing" && now - Date.parse(photo.createdAt) > stalledAfterMs;

/**
 * How often to ask the API again: every 2 s while a photo is processing, else not at all (a
 * stalled upload would keep the editor asking forever).
 */
export function pollInterval(listed: readonly TourPhoto[] | undefined, now = Date.now()): number | false {
  return listed?.some((photo) => photo.status === "processing" && !isStalled(photo, now)) ? 2000 : false;
}
