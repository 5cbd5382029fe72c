// `npm run docs:api`: writes docs/api.md from the contract (a shared test fails when it is stale).
import { writeFileSync } from "node:fs";
import { endpoints } from "@tembea/shared";
import { renderApiDoc } from "../shared/src/contract/api-doc.js";

writeFileSync(new URL("../docs/api.md", import.meta.url), renderApiDoc(endpoints));
console.log(`docs/api.md: ${endpoints.length} endpoints`);
