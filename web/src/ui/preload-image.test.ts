import { describe, expect, it } from "vitest";
import { cardImageSizes } from "./image-sources";
import { preloadImage } from "./preload-image";

/** Just enough of a document to see what preloadImage adds to its head. */
function fakePage() {
  const appended: Record<string, unknown>[] = [];
  const page = {
    createElement: () => ({}),
    head: { append: (node: Record<string, unknown>) => appended.push(node) },
  };
  return { page: page as unknown as Parameters<typeof preloadImage>[2], appended };
}

describe("preloadImage", () => {
  it("adds one high-priority image preload with the image's srcset and sizes, once per image", () => {
    const { page, appended } = fakePage();
    preloadImage("kenya", cardImageSizes, page);
    preloadImage("kenya", cardImageSizes, page);
    expect(appended).toEqual([
      {
        rel: "preload",
        as: "image",
        href: "/images/kenya-640.webp",
        imageSrcset: expect.stringContaining("/images/kenya-320.webp 320w"),
        imageSizes: cardImageSizes,
        fetchPriority: "high",
      },
    ]);
  });
});
