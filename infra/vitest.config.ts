import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "infra",
    include: ["cdk/**/*.test.ts", "local/**/*.test.ts"],
    // Synthesizing bundles every function with esbuild; the local twin starts real service twins.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
