// `npm run phone-metadata`: writes the phone metadata the product validates with, from the installed
// libphonenumber-js (run it after updating that package; a shared test fails while it is stale).
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MetadataJson } from "libphonenumber-js/core";
import { phoneValidationMetadata } from "../shared/src/domain/phone-metadata-slice.js";

const require = createRequire(new URL("../shared/package.json", import.meta.url));
const max = require("libphonenumber-js/metadata.max.json") as MetadataJson;
const out = new URL("../shared/src/domain/phone-metadata.json", import.meta.url);
writeFileSync(out, `${JSON.stringify(phoneValidationMetadata(max))}\n`);
console.log(
  `shared/src/domain/phone-metadata.json from libphonenumber-js ${require("libphonenumber-js/package.json").version}`,
);
