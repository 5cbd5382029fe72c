import { loadConfig } from "./config.js";
import { demoAdmin, demoAgent, demoTraveller, demoUsers } from "./demo-users.js";
import { checkJava, checkPorts, PreflightError } from "./preflight.js";
import { startTwin } from "./twin.js";

const log = (line: string) => console.log(`[tembea] ${line}`);

async function main() {
  // Listening from the first moment, so the parent's word cannot come before anyone hears it.
  const webBuilt = webBuiltByParent();
  const config = loadConfig();
  checkJava();
  await checkPorts({ site: config.port, ...config.ports }, config.host, config.port);
  log("starting DynamoDB Local, cognito-local, the SES twin and the S3 twin…");
  const twin = await startTwin(config, process.env.TEMBEA_QUIET ? () => {} : log, {
    webBuilt,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping…`);
    await twin.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  console.log(
    [
      "",
      `  Tembea is running:  ${twin.url}`,
      `  Mail viewer:        ${twin.mailViewerUrl}`,
      `  German / French:    ${twin.url}/de  ${twin.url}/fr`,
      "  Demo accounts:",
      `    traveller  ${demoTraveller.email}  /  ${demoTraveller.password}`,
      `    agent      ${demoAgent.email}  /  ${demoAgent.password}  (agency ${demoAgent.agencyId})`,
      `    admin      ${demoAdmin.email}  /  ${demoAdmin.password}  (operator: /admin)`,
      `    and one agent.<agency id>@tembea.local per agency (${demoUsers.length - 3} more), same password`,
      "  Press Ctrl-C to stop.",
      "",
    ].join("\n"),
  );
}

/**
 * scripts/start.mjs builds the web app while the twin starts its services and seeds (each leaves the
 * other's core half idle), and says so over the IPC channel once the build is in place. Undefined when
 * nothing is being built.
 */
function webBuiltByParent(): Promise<void> | undefined {
  if (!process.env.TEMBEA_WEB_BUILDING || !process.send) return undefined;
  const built = new Promise<void>((resolve, reject) => {
    process.on("message", (message) => {
      if (message === "web-built") resolve();
      else if (message === "web-build-failed") reject(new Error("the web app's build failed"));
      else return;
      // The channel would otherwise keep the process alive after Ctrl-C's shutdown.
      process.channel?.unref();
    });
  });
  // A failure while the services still start is seen when startTwin comes to wait for the build
  // (it stops them then); until then it must not count as an unhandled rejection.
  built.catch(() => {});
  return built;
}

main().catch((error: unknown) => {
  if (error instanceof PreflightError) console.error(`[tembea] ${error.message}`);
  else console.error("[tembea] could not start:", error);
  process.exit(1);
});
