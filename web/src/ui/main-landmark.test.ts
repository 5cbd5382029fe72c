import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mainId } from "./main-landmark";

describe("the main landmark's id", () => {
  it("is the element index.html waits for before a prerendered page's first paint", () => {
    const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
    expect(html).toContain(`<link rel="expect" href="#${mainId}" blocking="render" />`);
  });
});
