import { describe, expect, it } from "vitest";
import { destinations } from "./destinations-data.js";
import { frenchTypographyFaults } from "./french-typography.js";

describe("frenchTypographyFaults", () => {
  it("finds a plain space before the high signs and inside the quotes", () => {
    expect(frenchTypographyFaults("Safari : Maasai Mara")).toEqual(["Safari : Maasai Mara"]);
    expect(frenchTypographyFaults("Merci ! Qui voyage ? 30 % « Mes voyages »")).toHaveLength(5);
  });

  it("finds the typewriter apostrophe between letters", () => {
    expect(frenchTypographyFaults("Téléverser l'image")).toEqual(["Téléverser l'image"]);
    expect(frenchTypographyFaults("Téléverser l’image")).toEqual([]);
  });

  it("accepts the no-break spaces, times and links", () => {
    expect(
      frenchTypographyFaults("Safari\u00a0: Maasai Mara, merci\u202f! «\u202fMes voyages\u202f»"),
    ).toEqual([]);
    expect(frenchTypographyFaults("10:08, https://tembea.example/fr?x=1")).toEqual([]);
  });

  it("finds none in what the site says of its destinations", () => {
    expect(
      destinations.flatMap((d) => [d.name.fr, d.description.fr]).flatMap(frenchTypographyFaults),
    ).toEqual([]);
  });
});
