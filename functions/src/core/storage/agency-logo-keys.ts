import { type AgencyLogoType, agencyLogoSizes } from "@tembea/shared";
import { agencyLogoPrefixes } from "./uploads-bucket.js";

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const slug = "[a-z0-9]+(?:-[a-z0-9]+)*";
const incomingKey = new RegExp(`^${agencyLogoPrefixes.incoming}(${slug})/(${uuid})\\.(jpg|png|webp)$`);
const extensions: Record<AgencyLogoType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Where agency logos live in the uploads bucket: an upload lands under `incoming/` beneath its agency,
 * so the processing function knows from the key alone whose logo it is; the renderings go under
 * `uploads/`, served at the same path. Each upload has its own id, so a new logo never overwrites
 * files a cached page still shows.
 */
export const agencyLogoKeys = {
  incoming: (agencyId: string, uploadId: string, type: AgencyLogoType) =>
    `${agencyLogoPrefixes.incoming}${agencyId}/${uploadId}.${extensions[type]}`,
  /** The parts of a key this API handed out; undefined for any other key. */
  parseIncoming: (key: string) => {
    const match = incomingKey.exec(key);
    if (!match) return undefined;
    const [, agencyId, uploadId] = match as unknown as [string, string, string];
    return { agencyId, uploadId };
  },
  rendering: (agencyId: string, uploadId: string, size: number) =>
    `${agencyLogoPrefixes.published}${agencyId}/${uploadId}-${size}.webp`,
  renderings: (agencyId: string, uploadId: string) =>
    agencyLogoSizes.map((size) => agencyLogoKeys.rendering(agencyId, uploadId, size)),
};
