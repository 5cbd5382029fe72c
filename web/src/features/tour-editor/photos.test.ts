import type { TourPhoto } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import {
  checkFiles,
  coverAfterAdding,
  coverAfterRemoval,
  moveTarget,
  notInDraft,
  pollInterval,
} from "./photos";

const [a, b, c] = ["a", "b", "c"].map((n) => `0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a000${n}`) as [
  string,
  string,
  string,
];
const photos = [a, b, c].map((photoId) => ({ photoId }));
const listed = (status: TourPhoto["status"], photoId = a): TourPhoto => ({
  photoId,
  status,
  createdAt: "2026-11-27T10:00:00.000Z",
});

describe("the editor's photos", () => {
  it("uploads only JPEG, PNG and WebP files up to 15 MB, and no more than 20 photos", () => {
    const jpeg = { name: "a.jpg", type: "image/jpeg", size: 1000 };
    const gif = { name: "b.gif", type: "image/gif", size: 1000 };
    const huge = { name: "c.png", type: "image/png", size: 15 * 1024 * 1024 + 1 };
    const webp = { name: "d.webp", type: "image/webp", size: 15 * 1024 * 1024 };
    expect(checkFiles([jpeg, gif, huge, webp], 0)).toEqual({
      accepted: [jpeg, webp],
      refused: [
        { file: gif, problem: "imageType" },
        { file: huge, problem: "imageTooLarge" },
      ],
    });
    expect(checkFiles([jpeg, webp], 19)).toEqual({
      accepted: [jpeg],
      refused: [{ file: webp, problem: "tooManyPhotos" }],
    });
  });

  it("keeps a cover: the first photo becomes it, a removed cover passes to the first photo left", () => {
    expect(coverAfterAdding("", a)).toBe(a);
    expect(coverAfterAdding(b, a)).toBe(b);
    expect(coverAfterRemoval(photos, b, a)).toBe(b);
    expect(coverAfterRemoval(photos, a, a)).toBe(b);
    expect(coverAfterRemoval([{ photoId: a }], a, a)).toBe("");
  });

  it("moves a photo one place within the list, never past its ends", () => {
    expect(moveTarget(1, "earlier", 3)).toBe(0);
    expect(moveTarget(1, "later", 3)).toBe(2);
    expect(moveTarget(0, "earlier", 3)).toBeUndefined();
    expect(moveTarget(2, "later", 3)).toBeUndefined();
  });

  it("asks again every 2 s while a photo is processing, and stops once all are settled", () => {
    const created = Date.parse("2026-11-27T10:00:00.000Z");
    expect(pollInterval(undefined)).toBe(false);
    expect(pollInterval([listed("ready"), listed("processing", b)], created + 2000)).toBe(2000);
    expect(pollInterval([listed("ready"), listed("failed", b)], created + 2000)).toBe(false);
    // An upload that never arrived is not waited for.
    expect(pollInterval([listed("processing")], created + 60_000)).toBe(2000);
    expect(pollInterval([listed("processing")], created + 11 * 60_000)).toBe(false);
  });

  it("finds uploads the draft does not hold yet", () => {
    expect(notInDraft([listed("ready"), listed("ready", b)], [{ photoId: a }])).toEqual([listed("ready", b)]);
  });
});
