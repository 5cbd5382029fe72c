import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderApiDoc } from "./api-doc.js";
import { endpoints } from "./index.js";

describe("docs/api.md", () => {
  it("is the one generated from the contract (run `npm run docs:api` after changing it)", () => {
    const onDisk = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8");
    expect(onDisk).toBe(renderApiDoc(endpoints));
  });
});
