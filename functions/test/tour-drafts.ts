import { type TourDraft, tourPhotosPerTour } from "@tembea/shared";
import { auditEntry, systemActor } from "../src/core/audit/record.js";
import { findTourDraft } from "../src/data/tour-drafts.js";
import { addTourPhoto, photosOfTour, settleTourPhoto } from "../src/data/tour-photos.js";

const all = (text: string) => ({ en: text, de: `${text} (de)`, fr: `${text} (fr)` });

/** The cover of `completeDraft`: a photo `readyCover` puts processed into a tour. */
export const coverPhotoId = "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0ac0fe";

/**
 * A draft that missingForPublish finds complete: two days in Kenya, every text in three languages,
 * a cover photo with its alt texts (publishing also needs it processed: `readyCover`).
 */
export function completeDraft(kind: "group" | "special" = "group"): TourDraft {
  const base: TourDraft = {
    kind,
    destination: "kenya",
    title: all("Mara in two days"),
    summary: all("Two days on the Mara"),
    durationDays: 2,
    language: "en",
    minimumAge: 12,
    groupSize: { min: 2, max: 12 },
    itinerary: [
      { title: all("Arrival"), description: all("Nairobi to the Mara") },
      { title: all("Game drive"), description: all("Back to Nairobi") },
    ],
    inclusions: [all("Meals")],
    exclusions: [all("Flights")],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
    photos: [{ photoId: coverPhotoId, alt: all("Lions at dusk") }],
    coverPhotoId,
  };
  return kind === "group"
    ? { ...base, price: { shared: 150_000, single: 180_000 } }
    : { ...base, pricePerPerson: 90_000 };
}

/**
 * The cover of `completeDraft` as the processing function leaves it in `tourId`: `ready` (its
 * renderings are not written; the pages only name them).
 */
export async function readyCover(tourId: string, agencyId = "mara-horizon-safaris"): Promise<void> {
  // The tour's draft is saved before its cover is added (as the editor does): its photo count
  // takes the place as an upload's would.
  const [stored, photos] = await Promise.all([findTourDraft(tourId), photosOfTour(tourId)]);
  if (!stored) throw new Error(`readyCover: save the draft of ${tourId} first`);
  const added = await addTourPhoto(
    {
      tourId,
      photoId: coverPhotoId,
      agencyId,
      status: "processing",
      sourceKey: `incoming/tour-photos/${agencyId}/${tourId}/${coverPhotoId}.jpg`,
      createdAt: new Date().toISOString(),
    },
    auditEntry({
      actor: systemActor,
      action: "photo.added",
      target: { type: "photo", id: `${tourId}/${coverPhotoId}` },
      agencyId,
      at: new Date(),
    }),
    { stored, exists: true, counted: photos.length },
    tourPhotosPerTour,
  );
  if (added !== "added") throw new Error(`readyCover: ${tourId} has no free photo place`);
  await settleTourPhoto(tourId, coverPhotoId, { status: "ready", width: 1536, height: 1024 });
}

/** The claims of an agent of `agencyId`, as the authorizer hands them on. */
export const agentClaims = (agencyId: string, sub = `agent-${agencyId}`) => ({
  sub,
  email: `${sub}@agents.example`,
  "cognito:groups": "[agents]",
  "custom:agencyId": agencyId,
});

/** Agency X and Y of the demo: Mara Horizon (Kenya) and Kilima Routes (Tanzania). */
export const agentX = agentClaims("mara-horizon-safaris");
export const agentY = agentClaims("kilima-routes");
