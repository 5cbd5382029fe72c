// Web's `npm run build` runs this after vite: the deployed site serves the OpenAPI document as a
// file of web/dist (CloudFront's /api/openapi.json behaviour, infra/cdk/hosting.ts), written from
// the contract as docs/openapi.json is.
import { mkdirSync, writeFileSync } from "node:fs";
import { endpoints } from "@tembea/shared";
import { openApiJson } from "../shared/src/contract/openapi.js";

const dir = new URL("../web/dist/api/", import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL("openapi.json", dir), openApiJson(endpoints));
console.log("web/dist/api/openapi.json written");
