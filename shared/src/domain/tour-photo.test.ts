import { describe, expect, it } from "vitest";
import { missingForPublish, type TourDraft, TourDraftSchema } from "./tour-draft.js";
import { tourPhotoProblem } from "./tour-photo.js";

const all = (text: string) => ({ en: text, de: `${text} (de)`, fr: `${text} (fr)` });
const a = "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0001";
const b = "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0002";
const photoGaps = (draft: TourDraft, readyPhotoIds?: string[]) =>
  missingForPublish(draft, readyPhotoIds ? { readyPhotoIds } : {}).filter(
    (gap) => gap.path.startsWith("photos") || gap.path === "coverPhotoId",
  );

describe("tour photos in the draft", () => {
  it("asks a tour with photos for a cover among them, processed", () => {
    const photos = [
      { photoId: a, alt: all("Lions") },
      { photoId: b, alt: all("Camp") },
    ];
    expect(photoGaps({ photos })).toEqual([{ path: "coverPhotoId", reason: "required" }]);
    expect(photoGaps({ photos, coverPhotoId: "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0003" })).toEqual([
      { path: "coverPhotoId", reason: "required" },
    ]);
    expect(photoGaps({ photos, coverPhotoId: b }, [a])).toEqual([
      { path: "coverPhotoId", reason: "coverNotReady" },
    ]);
    expect(photoGaps({ photos, coverPhotoId: b }, [a, b])).toEqual([]);
  });

  it("asks a tour without photos for a cover, unless its live page keeps a picture of its own", () => {
    expect(photoGaps({})).toEqual([{ path: "coverPhotoId", reason: "required" }]);
    expect(photoGaps({ coverPhotoId: a })).toEqual([{ path: "coverPhotoId", reason: "required" }]);
    expect(missingForPublish({}, { keepsImage: true }).some((gap) => gap.path === "coverPhotoId")).toBe(
      false,
    );
    // Photos added to such a tour need their cover all the same.
    expect(
      missingForPublish({ photos: [{ photoId: a, alt: all("Lions") }] }, { keepsImage: true }).filter(
        (gap) => gap.path === "coverPhotoId",
      ),
    ).toEqual([{ path: "coverPhotoId", reason: "required" }]);
  });

  it("asks for every photo's alt text in each language", () => {
    const draft: TourDraft = {
      photos: [
        { photoId: a, alt: { en: "Lions", de: " " } },
        { photoId: b, alt: all("Camp") },
      ],
      coverPhotoId: b,
    };
    expect(photoGaps(draft, [a, b])).toEqual([
      { path: "photos.0.alt", locale: "de", reason: "required" },
      { path: "photos.0.alt", locale: "fr", reason: "required" },
    ]);
  });

  it("bounds the photos: at most 20, ids as the upload slot hands them out", () => {
    const many = Array.from({ length: 21 }, (_, i) => ({
      photoId: `0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a${String(i).padStart(4, "0")}`,
    }));
    expect(TourDraftSchema.safeParse({ photos: many }).success).toBe(false);
    expect(TourDraftSchema.safeParse({ photos: many.slice(0, 20) }).success).toBe(true);
    expect(TourDraftSchema.safeParse({ coverPhotoId: "../../etc" }).success).toBe(false);
    expect(TourDraftSchema.safeParse({ photos: [{ photoId: a, caption: "x" }] }).success).toBe(false);
  });

  it("checks a chosen file in the browser with the API's rules", () => {
    expect(tourPhotoProblem({ type: "image/gif", size: 10 })).toBe("imageType");
    expect(tourPhotoProblem({ type: "image/jpeg", size: 15 * 1024 * 1024 + 1 })).toBe("imageTooLarge");
    expect(tourPhotoProblem({ type: "image/webp", size: 15 * 1024 * 1024 })).toBeUndefined();
  });
});
