import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "functions",
    include: ["src/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-env.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
