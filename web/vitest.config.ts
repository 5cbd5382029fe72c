import { defineProject } from "vitest/config";
import { siteDefines } from "./site-defines";

// Unit tests of the web app's pure logic (locale paths, cookie choice, API URLs, reload guard).
// No DOM here: components are covered by the Playwright tests in e2e/.
export default defineProject({
  define: siteDefines,
  test: { name: "web", include: ["src/**/*.test.ts"], environment: "node" },
});
