import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "functions",
    // test/twin/: the twin's services and demo data (infra/local), tested through this harness.
    include: ["src/**/*.test.ts", "test/twin/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    setupFiles: ["test/setup-env.ts"],
    testTimeout: 20_000,
    // The AWS SDK's notice that it will want Node 22 next year; Node 20 is supported for now.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    hookTimeout: 60_000,
  },
});
