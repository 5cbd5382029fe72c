import { describe, expect, it } from "vitest";
import { draftDifferences } from "./conflict";

describe("draftDifferences", () => {
  it("names each language of a text that differs, and the other fields as a whole", () => {
    expect(
      draftDifferences(
        { title: { en: "Gorillas", de: "Gorillas" }, durationDays: 5, price: { shared: 100, single: 200 } },
        {
          title: { en: "Gorillas", de: "Berggorillas", fr: "Gorilles" },
          durationDays: 5,
          price: { single: 200, shared: 150 },
        },
      ),
    ).toEqual([{ field: "title", locale: "de" }, { field: "title", locale: "fr" }, { field: "price" }]);
  });

  it("finds nothing when only the order of keys differs", () => {
    expect(draftDifferences({ groupSize: { min: 2, max: 8 } }, { groupSize: { max: 8, min: 2 } })).toEqual(
      [],
    );
  });

  it("counts a field one side left out as a difference", () => {
    expect(draftDifferences({ minimumAge: 12 }, {})).toEqual([{ field: "minimumAge" }]);
  });
});
