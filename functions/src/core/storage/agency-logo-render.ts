import {
  type AgencyLogoFailure,
  agencyLogoMaxBytes,
  agencyLogoMinSide,
  agencyLogoSizes,
} from "@tembea/shared";
import { imageTypeOf } from "./image-signature.js";
import { loadSharp } from "./sharp.js";

export type RenderedLogo =
  | { ok: true; renderings: { size: number; body: Uint8Array }[] }
  | { ok: false; reason: AgencyLogoFailure };

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * Checks an uploaded logo and renders it: WebP squares at every size of `agencyLogoSizes`, the whole
 * logo contained on a transparent background (a logo cropped loses letters, unlike a photo). The
 * format is told from the first bytes, not the name or the declared type. sharp, as for tour photos
 * (core/storage/tour-photo-render.ts): safe decoding with pixel limits, and WebP with alpha.
 */
export async function renderAgencyLogo(bytes: Uint8Array): Promise<RenderedLogo> {
  if (bytes.byteLength > agencyLogoMaxBytes) return { ok: false, reason: "logoTooLarge" };
  if (!imageTypeOf(bytes.subarray(0, 16))) return { ok: false, reason: "notAnImage" };
  // Outside the try: sharp missing from the function is the function's fault, not the upload's.
  const sharp = await loadSharp();
  try {
    const { width, height } = (await sharp(bytes).metadata()).autoOrient;
    if (Math.max(width, height) < agencyLogoMinSide) return { ok: false, reason: "logoTooSmall" };
    const renderings = await Promise.all(
      agencyLogoSizes.map(async (size) => ({
        size,
        body: new Uint8Array(
          await sharp(bytes)
            .autoOrient()
            .resize({ width: size, height: size, fit: "contain", background: transparent })
            .webp({ quality: 90, alphaQuality: 100 })
            .toBuffer(),
        ),
      })),
    );
    return { ok: true, renderings };
  } catch {
    // Signature right, content broken (truncated, corrupt): libvips refuses to decode it.
    return { ok: false, reason: "unreadable" };
  }
}
