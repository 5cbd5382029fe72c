import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "infra",
    include: ["cdk/**/*.test.ts", "demo/**/*.test.ts", "local/**/*.test.ts"],
    // Synthesizing bundles every function with esbuild; the local twin starts real service twins.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Handlers run in-process in the twin tests; their warnings for refused requests are expected.
    // CDK_VALIDATION=false skips CDK's CloudFormation schema check at synth: it only warns, and
    // took most of a synth's time; cdk-nag (a plugin of ours) still runs.
    env: {
      POWERTOOLS_LOG_LEVEL: "SILENT",
      CDK_VALIDATION: "false",
      // Bundles kept by their sources' hash (cdk/bundle-cache.ts): the test files that synthesize
      // and `npm run test:synth` bundle each function once between them, not once each.
      TEMBEA_BUNDLE_CACHE: fileURLToPath(new URL("../node_modules/.cache/tembea-bundles", import.meta.url)),
    },
  },
});
