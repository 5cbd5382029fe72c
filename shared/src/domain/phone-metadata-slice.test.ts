import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MetadataJson } from "libphonenumber-js/core";
import { describe, expect, it } from "vitest";
import { phoneValidationMetadata } from "./phone-metadata-slice.js";

const require = createRequire(import.meta.url);

describe("the phone metadata the product validates with", () => {
  it("is the installed libphonenumber-js's max metadata without formatting (else run `npm run phone-metadata`)", () => {
    const max = require("libphonenumber-js/metadata.max.json") as MetadataJson;
    const committed = JSON.parse(readFileSync(new URL("./phone-metadata.json", import.meta.url), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(phoneValidationMetadata(max))));
  });
});
