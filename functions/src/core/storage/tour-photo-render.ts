import {
  type TourPhotoFailure,
  tourPhotoAspect,
  tourPhotoMaxBytes,
  tourPhotoMinHeight,
  tourPhotoMinWidth,
  tourPhotoWidths,
} from "@tembea/shared";
import { imageTypeOf } from "./image-signature.js";
import { loadSharp } from "./sharp.js";

export type Rendered =
  | { ok: true; width: number; height: number; renderings: { width: number; body: Uint8Array }[] }
  | { ok: false; reason: TourPhotoFailure };

const largest = Math.max(...tourPhotoWidths);

/**
 * Checks an uploaded tour photo and renders it: WebP at every width of `tourPhotoWidths`, cropped
 * to 3:2 around what draws the eye (sharp's "attention" strategy), so the pages reserve the box
 * before the image arrives and nothing shifts. The format is told from the first bytes, not the
 * name or the declared type; the size limit is checked on decoded, upright (EXIF-rotated) pixels.
 * sharp (libvips) rather than hand-written decoding: it reads JPEG, PNG and WebP safely, with limits
 * on decompression bombs (limitInputPixels), and writes WebP.
 */
export async function renderTourPhoto(bytes: Uint8Array): Promise<Rendered> {
  if (bytes.byteLength > tourPhotoMaxBytes) return { ok: false, reason: "photoTooLarge" };
  if (!imageTypeOf(bytes.subarray(0, 16))) return { ok: false, reason: "notAnImage" };
  // Outside the try: sharp missing from the function is the function's fault, not the upload's.
  const sharp = await loadSharp();
  try {
    const metadata = await sharp(bytes).metadata();
    const { width, height } = metadata.autoOrient;
    if (width < tourPhotoMinWidth || height < tourPhotoMinHeight)
      return { ok: false, reason: "photoTooSmall" };
    // Cropped once at the largest width; every smaller one is a resize of that (no second decode).
    const cropped = await sharp(bytes)
      .autoOrient()
      .resize({
        width: largest,
        height: Math.round(largest / tourPhotoAspect),
        fit: "cover",
        position: "attention",
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: cropped.info.width,
      height: cropped.info.height,
      channels: cropped.info.channels,
    };
    const renderings = await Promise.all(
      tourPhotoWidths.map(async (w) => ({
        width: w,
        body: new Uint8Array(
          await sharp(cropped.data, { raw })
            .resize({ width: w, height: Math.round(w / tourPhotoAspect) })
            .webp({ quality: 80 })
            .toBuffer(),
        ),
      })),
    );
    return { ok: true, width, height, renderings };
  } catch {
    // Signature right, content broken (truncated, corrupt): libvips refuses to decode it.
    return { ok: false, reason: "unreadable" };
  }
}
