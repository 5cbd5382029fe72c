import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "functions",
    // test/twin/: the twin's services and demo data (infra/local), tested through this harness.
    include: ["src/**/*.test.ts", "test/twin/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
