import { describe, expect, it } from "vitest";
import { destinationSlugs, sortDestinationsByName } from "./destination.js";
import { destinationPhrase } from "./destination-names.js";
import { DestinationSchema } from "./destination-schema.js";
import { destinations, otherCountryNames } from "./destinations-data.js";

describe("destinations", () => {
  it("are the twelve of the spec, each valid and complete in every language", () => {
    expect(destinations.map((d) => d.slug).sort()).toEqual([...destinationSlugs].sort());
    expect(destinations).toHaveLength(12);
    for (const d of destinations) {
      expect(DestinationSchema.parse(d)).toEqual(d);
      for (const locale of ["en", "de", "fr"] as const) {
        expect(d.name[locale].length).toBeGreaterThan(0);
        expect(d.preposition[locale].length).toBeGreaterThan(0);
        expect(d.description[locale].length).toBeGreaterThan(10);
      }
    }
  });

  it("do not include Madagascar, which only has a name", () => {
    expect(destinations.some((d) => d.name.en === "Madagascar")).toBe(false);
    expect(otherCountryNames.madagascar.de).toBe("Madagaskar");
  });

  it("sort by name in the current language", () => {
    const de = sortDestinationsByName(destinations, "de").map((d) => d.name.de);
    expect(de.slice(0, 4)).toEqual(["Benin", "Demokratische Republik Kongo", "Elfenbeinküste", "Ghana"]);
    const fr = sortDestinationsByName(destinations, "fr").map((d) => d.name.fr);
    expect(fr[0]).toBe("Afrique du Sud");
    expect(fr.indexOf("Bénin")).toBeLessThan(fr.indexOf("Cap-Vert"));
    const en = sortDestinationsByName(destinations, "en").map((d) => d.name.en);
    expect(en.indexOf("Côte d'Ivoire")).toBeLessThan(en.indexOf("Democratic Republic of the Congo"));
  });

  it("reads naturally with its preposition", () => {
    const kenya = destinations.find((d) => d.slug === "kenya");
    if (!kenya) throw new Error("kenya missing");
    expect(destinationPhrase(kenya, "en")).toBe("in Kenya");
    expect(destinationPhrase(kenya, "de")).toBe("in Kenia");
    expect(destinationPhrase(kenya, "fr")).toBe("au Kenya");
  });

  it("declines a name after its preposition where the language does", () => {
    const phrases = (slug: string) => {
      const destination = destinations.find((d) => d.slug === slug);
      if (!destination) throw new Error(`${slug} missing`);
      return (["en", "de", "fr"] as const).map((locale) => destinationPhrase(destination, locale));
    };
    expect(phrases("democratic-republic-of-the-congo")).toEqual([
      "in the Democratic Republic of the Congo",
      "in der Demokratischen Republik Kongo",
      "en République démocratique du Congo",
    ]);
    expect(phrases("senegal")).toEqual(["in Senegal", "im Senegal", "au Sénégal"]);
  });
});
