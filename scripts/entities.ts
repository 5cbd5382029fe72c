// `npm run entities`: writes functions/src/data/keys.ts and the keys table of docs/data-model.md
// from the entity declarations (functions/src/data/entities.ts); a functions test fails when stale.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { renderKeys, withDataModelKeys } from "../functions/src/data/entities-render.js";

const keysFile = new URL("../functions/src/data/keys.ts", import.meta.url);
writeFileSync(keysFile, renderKeys());
// Biome's layout, so the file is what `npx biome check` expects and the test compares the same text.
execFileSync("npx", ["biome", "format", "--write", keysFile.pathname], { stdio: "inherit" });
const doc = new URL("../docs/data-model.md", import.meta.url);
writeFileSync(doc, withDataModelKeys(readFileSync(doc, "utf8")));
console.log("functions/src/data/keys.ts, docs/data-model.md: written from entities.ts");
