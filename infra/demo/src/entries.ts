import { fileURLToPath } from "node:url";

/**
 * The demo loader's Lambda entry, bundled by the CDK stack only with `-c demo=true`. Demo code, not
 * twin code: bundles-hold-no-twin.test.ts checks that it carries nothing of infra/local.
 */
export const demoEntries = {
  loadDemo: fileURLToPath(new URL("./load-demo-handler.ts", import.meta.url)),
} as const;
