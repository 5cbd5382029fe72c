// `npm run docs:api`: writes docs/api.md and docs/openapi.json from the contract (shared tests fail
// when either is stale).
import { writeFileSync } from "node:fs";
import { endpoints } from "@tembea/shared";
import { renderApiDoc } from "../shared/src/contract/api-doc.js";
import { openApiJson } from "../shared/src/contract/openapi.js";

writeFileSync(new URL("../docs/api.md", import.meta.url), renderApiDoc(endpoints));
writeFileSync(new URL("../docs/openapi.json", import.meta.url), openApiJson(endpoints));
console.log(`docs/api.md, docs/openapi.json: ${endpoints.length} endpoints`);
