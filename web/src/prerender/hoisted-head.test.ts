import { describe, expect, it } from "vitest";
import { splitHoisted } from "./hoisted-head";

const preload =
  '<link rel="preload" as="image" imageSrcSet="/images/benin-320.webp 320w, /images/benin-640.webp 640w" imageSizes="(min-width: 640px) 50vw, 100vw" fetchPriority="high"/>';

describe("splitHoisted", () => {
  it("takes the links and metas React wrote before the markup, for <head>", () => {
    const body =
      '<!--$--><a class="skip-link" href="#main-content">Skip</a><main><link rel="x"/></main><!--/$-->';
    expect(splitHoisted(`${preload}<meta name="robots" content="noindex"/>${body}`)).toEqual({
      head: `${preload}<meta name="robots" content="noindex"/>`,
      body,
    });
  });

  it("leaves markup that starts with the page as it is", () => {
    expect(splitHoisted("<!--$--><main></main><!--/$-->")).toEqual({
      head: "",
      body: "<!--$--><main></main><!--/$-->",
    });
  });
});
