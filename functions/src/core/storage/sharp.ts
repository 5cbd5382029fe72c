import type sharpFunction from "sharp";

let loading: Promise<typeof sharpFunction> | undefined;

/**
 * sharp (libvips, native, about 30 ms to load) loaded at the first image the function renders, not
 * at its start: an upload it only deletes (S3 delivers an event more than once; a photo deleted
 * before its upload was processed; a key outside the photo and logo keys) never loads it.
 */
export function loadSharp(): Promise<typeof sharpFunction> {
  loading ??= import("sharp").then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
