import { describe, expect, it } from "vitest";
import { formValuesOf, tourFormSchema } from "./form-values";

describe("the form and the draft's photos", () => {
  it("keeps the photos, their order, alt texts and the cover through a save", () => {
    const photos = [
      { photoId: "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0002", alt: { en: "Camp", de: "Lager", fr: "Camp" } },
      { photoId: "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0001", alt: { en: "Lions" } },
    ];
    const draft = { kind: "group", destination: "kenya", photos, coverPhotoId: photos[1]?.photoId } as const;
    const saved = tourFormSchema("group", "kenya").parse(formValuesOf(draft));
    expect(saved.photos).toEqual(photos);
    expect(saved.coverPhotoId).toBe(photos[1]?.photoId);
    expect(tourFormSchema("group", "kenya").parse(formValuesOf({})).photos).toBeUndefined();
  });

  it("leaves out the descriptions not written yet, as the other texts", () => {
    const photoId = "0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0001";
    const values = { ...formValuesOf({}), photos: [{ photoId, alt: { en: " Lions ", de: "", fr: " " } }] };
    expect(tourFormSchema("group", "kenya").parse(values).photos).toEqual([
      { photoId, alt: { en: "Lions" } },
    ]);
    const blank = { ...formValuesOf({}), photos: [{ photoId, alt: { en: "", de: "", fr: "" } }] };
    expect(tourFormSchema("group", "kenya").parse(blank).photos).toEqual([{ photoId }]);
  });
});
