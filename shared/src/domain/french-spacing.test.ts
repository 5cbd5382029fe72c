import { describe, expect, it } from "vitest";
import { destinations } from "./destinations-data.js";
import { frenchSpacingFaults } from "./french-spacing.js";

describe("frenchSpacingFaults", () => {
  it("finds a plain space before the high signs and inside the quotes", () => {
    expect(frenchSpacingFaults("Safari : Maasai Mara")).toEqual(["Safari : Maasai Mara"]);
    expect(frenchSpacingFaults("Merci ! Qui voyage ? 30 % « Mes voyages »")).toHaveLength(5);
  });

  it("accepts the no-break spaces, times and links", () => {
    expect(frenchSpacingFaults("Safari\u00a0: Maasai Mara, merci\u202f! «\u202fMes voyages\u202f»")).toEqual(
      [],
    );
    expect(frenchSpacingFaults("10:08, https://tembea.example/fr?x=1")).toEqual([]);
  });

  it("finds none in what the site says of its destinations", () => {
    expect(destinations.flatMap((d) => [d.name.fr, d.description.fr]).flatMap(frenchSpacingFaults)).toEqual(
      [],
    );
  });
});
