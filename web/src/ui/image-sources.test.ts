import { describe, expect, it } from "vitest";
import { breakpoints, imageHeight, imageUrl, imageWidths, sizes, srcSet } from "./image-sources.js";

describe("image sources", () => {
  it("renders at the spec's breakpoints, ascending", () => {
    expect(imageWidths).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(breakpoints["2xl"]).toBe(1536);
  });

  it("builds the webp url of one width", () => {
    expect(imageUrl("kenya", 640)).toBe("/images/kenya-640.webp");
  });

  it("keeps the 3:2 aspect ratio", () => {
    expect(imageWidths.map(imageHeight)).toEqual([213, 427, 512, 683, 853, 1024]);
  });

  it("lists every width with a w descriptor", () => {
    expect(srcSet("morocco")).toBe(
      "/images/morocco-320.webp 320w, /images/morocco-640.webp 640w, /images/morocco-768.webp 768w, " +
        "/images/morocco-1024.webp 1024w, /images/morocco-1280.webp 1280w, /images/morocco-1536.webp 1536w",
    );
  });

  it("orders sizes from the largest breakpoint down and ends with the fallback", () => {
    expect(sizes("100vw")).toBe("100vw");
    expect(sizes("100vw", { md: "50vw", xl: "400px" })).toBe(
      "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw",
    );
    expect(sizes("90vw", { "2xl": "1200px", sm: "45vw", lg: "30vw" })).toBe(
      "(min-width: 1536px) 1200px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 90vw",
    );
  });
});

describe("an agency's uploaded photo", () => {
  it("is served from its own path at the same widths, so srcset works as for the demo images", () => {
    const base = "/uploads/tour-photos/mara-in-two-days-x1y2/0b6f7e0c-4a1e-4c1e-9a55-0c0a4b0a0001";
    expect(imageUrl(base, 640)).toBe(`${base}-640.webp`);
    expect(srcSet(base).split(", ")).toEqual(imageWidths.map((w) => `${base}-${w}.webp ${w}w`));
    expect(imageUrl("kenya", 640)).toBe("/images/kenya-640.webp");
  });
});
