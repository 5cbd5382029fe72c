import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * Everything the twin listens on and writes to. The site port comes from PORT (default 3000);
 * the service twins take the next five ports so two stacks (npm start and the browser tests) can
 * run side by side. `cognito` is the front everyone calls; cognito-local listens behind it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65_530)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const dataDir = env.TEMBEA_DATA_DIR ?? `${repoRoot}.data`;
  return {
    host: "127.0.0.1",
    port,
    ports: { dynamodb: port + 1, cognito: port + 2, ses: port + 3, s3: port + 4, cognitoLocal: port + 5 },
    dataDir,
    webDist: `${repoRoot}web/dist`,
    /** The tour-page renderer the web build writes beside the site (scripts/prerender.ts). */
    webRenderer: `${repoRoot}web/dist-renderer`,
    tableName: "tembea-local",
    userPoolName: "tembea-local",
    uploadsBucket: "tembea-local-uploads",
  };
}

export type TwinConfig = ReturnType<typeof loadConfig>;
