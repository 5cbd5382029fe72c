import { describe, expect, it } from "vitest";
import { priorityImagePreload } from "./priority-image";

const card = (priority: "high" | "auto", name: string) =>
  `<img class="_image_x" src="/images/${name}-640.webp" srcSet="/images/${name}-320.webp 320w, /images/${name}-640.webp 640w" sizes="(min-width: 640px) 50vw, 100vw" alt="" width="3" height="2" loading="${priority === "high" ? "eager" : "lazy"}" fetchpriority="${priority}"/>`;

describe("priorityImagePreload", () => {
  it("preloads the first high-priority picture with its srcset and sizes", () => {
    const html = `<main>${card("auto", "ghana")}${card("high", "benin")}${card("high", "kenya")}</main>`;
    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" imagesrcset="/images/benin-320.webp 320w, /images/benin-640.webp 640w" imagesizes="(min-width: 640px) 50vw, 100vw" fetchpriority="high"/>',
    );
  });

  it("adds nothing to a page without one", () => {
    expect(priorityImagePreload(`<main>${card("auto", "ghana")}</main>`)).toBe("");
  });
});
