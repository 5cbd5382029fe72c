import { defineConfig } from "vitest/config";

// One runner for the whole repo: each workspace is a project with its own setup.
export default defineConfig({
  test: {
    projects: [
      "shared",
      "functions",
      "infra",
      "web",
      // The repo's own tools (the bench's parts).
      { test: { name: "scripts", include: ["scripts/**/*.test.ts"], environment: "node" } },
    ],
  },
});
