import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One runner for the whole repo: each workspace is a project with its own setup.
export default defineConfig({
  test: {
    // Vitest runs one file fewer than there are cores (one file at a time on CI's two). Many of our
    // files spend their time waiting on DynamoDB Local, cognito-local or a child process, not on the
    // CPU, so a file per core keeps both cores busy.
    maxWorkers: Math.max(2, availableParallelism()),
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
