import { loadConfig } from "./config.js";
import { demoAdmin, demoAgent, demoTraveller, demoUsers } from "./demo-users.js";
import { checkJava, checkPorts, PreflightError } from "./preflight.js";
import { startTwin } from "./twin.js";

const log = (line: string) => console.log(`[tembea] ${line}`);

async function main() {
  const config = loadConfig();
  checkJava();
  await checkPorts({ site: config.port, ...config.ports }, config.host, config.port);
  log("starting DynamoDB Local, cognito-local, the SES twin and the S3 twin…");
  const twin = await startTwin(config, process.env.TEMBEA_QUIET ? () => {} : log);

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

main().catch((error: unknown) => {
  if (error instanceof PreflightError) console.error(`[tembea] ${error.message}`);
  else console.error("[tembea] could not start:", error);
  process.exit(1);
});
