import { describe, expect, it } from "vitest";
import { offeredLocale } from "./offered-locale";

describe("offeredLocale", () => {
  it("offers German or French when the browser prefers it before English", () => {
    expect(offeredLocale(["de-DE", "de", "en-US", "en"], undefined)).toBe("de");
    expect(offeredLocale(["fr-CH", "en"], undefined)).toBe("fr");
    expect(offeredLocale(["FR"], undefined)).toBe("fr");
    // Italian first: the site has none, French is what it can offer.
    expect(offeredLocale(["it-CH", "fr-CH", "de-CH"], undefined)).toBe("fr");
  });

  it("offers nothing to a browser that prefers English or none of our languages", () => {
    expect(offeredLocale(["en-US", "de"], undefined)).toBeUndefined();
    expect(offeredLocale(["en-GB"], undefined)).toBeUndefined();
    expect(offeredLocale(["es-ES", "pt"], undefined)).toBeUndefined();
    expect(offeredLocale([], undefined)).toBeUndefined();
  });

  it("offers nothing to a visitor who chose a language, or dismissed the offer (English stored)", () => {
    expect(offeredLocale(["de-DE"], "en")).toBeUndefined();
    expect(offeredLocale(["de-DE"], "de")).toBeUndefined();
    expect(offeredLocale(["fr-FR"], "de")).toBeUndefined();
  });
});
