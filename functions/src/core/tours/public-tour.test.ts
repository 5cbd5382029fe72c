import { describe, expect, it } from "vitest";
import { completeDraft } from "../../../test/tour-drafts.js";
import { publicTourOf } from "./public-tour.js";

const all = (text: string) => ({ en: text, de: `${text} (de)`, fr: `${text} (fr)` });
const [a, b, c] = ["a", "b", "c"].map((n) => `0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a000${n}`) as [
  string,
  string,
  string,
];
const context = {
  tourId: "kenya-x1y2",
  agencyId: "mara-horizon-safaris",
  kind: "group",
  destination: "kenya",
} as const;

describe("the public tour's photos", () => {
  const draft = {
    ...completeDraft(),
    photos: [
      { photoId: a, alt: all("Camp") },
      { photoId: b, alt: all("Lions") },
      { photoId: c, alt: all("Still processing") },
    ],
    coverPhotoId: b,
  };

  it("shows the cover above the title and the other processed photos in the draft's order", () => {
    const tour = publicTourOf(draft, { ...context, readyPhotoIds: [a, b] });
    expect(tour.image).toEqual({ name: `/uploads/tour-photos/kenya-x1y2/${b}`, alt: all("Lions") });
    expect(tour.gallery).toEqual([{ name: `/uploads/tour-photos/kenya-x1y2/${a}`, alt: all("Camp") }]);
  });

  it("has no gallery when no other photo is processed", () => {
    expect(publicTourOf(draft, { ...context, readyPhotoIds: [b] }).gallery).toBeUndefined();
    expect(publicTourOf(draft, context)).toMatchObject({ image: { name: "kenya" } });
    expect(publicTourOf(draft, context).gallery).toBeUndefined();
  });
});
