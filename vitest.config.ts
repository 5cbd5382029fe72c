import { defineConfig } from "vitest/config";

// One runner for the whole repo: each workspace is a project with its own setup.
export default defineConfig({
  test: {
    // One file per core: `npm run test:unit` gives `--maxWorkers=100%` on the command line. Vitest 5
    // reads maxWorkers per project, and the workspaces' projects (their own vitest.config.ts) do not
    // inherit it from here: set here, it reached only the inline "scripts" project, and the others
    // ran one file at a time on CI's two cores (unit 405–457 s; with the flag 245 s). Many of our
    // files spend their time waiting on DynamoDB Local, cognito-local or a child process, not on the
    // CPU, so a file per core keeps both cores busy.
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
