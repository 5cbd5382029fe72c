import { type TourPhotoType, tourPhotoExtensions, tourPhotoWidths } from "@tembea/shared";
import { tourPhotoPrefixes } from "./uploads-bucket.js";

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const slug = "[a-z0-9]+(?:-[a-z0-9]+)*";
const incomingKey = new RegExp(
  `^${tourPhotoPrefixes.incoming}(${slug})/(${slug})/(${uuid})\\.(jpg|png|webp)$`,
);

/**
 * Where tour photos live in the uploads bucket. An upload lands under `incoming/` beneath its agency
 * and tour, so the processing function knows from the key alone whose photo it is (and the CDK grants
 * it only that prefix); the renderings go under `uploads/`, served at the same path.
 */
export const tourPhotoKeys = {
  incoming: (agencyId: string, tourId: string, photoId: string, type: TourPhotoType) =>
    `${tourPhotoPrefixes.incoming}${agencyId}/${tourId}/${photoId}.${tourPhotoExtensions[type]}`,
  /** The parts of a key this API handed out; undefined for any other key. */
  parseIncoming: (key: string) => {
    const match = incomingKey.exec(key);
    if (!match) return undefined;
    const [, agencyId, tourId, photoId] = match as unknown as [string, string, string, string];
    return { agencyId, tourId, photoId };
  },
  rendering: (tourId: string, photoId: string, width: number) =>
    `${tourPhotoPrefixes.published}${tourId}/${photoId}-${width}.webp`,
  renderings: (tourId: string, photoId: string) =>
    tourPhotoWidths.map((width) => tourPhotoKeys.rendering(tourId, photoId, width)),
};
