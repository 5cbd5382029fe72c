// The first admin of a stage (docs/deploy.md, "First admin of a stage"), or another one:
//   npm run admin -- create --email ops@example.com --name "Zawadi Ops" [--language de] --stage prod
//   npm run admin -- create --email ops@example.com --name "Zawadi Ops" --local [--port 3000]
// Makes the account (group admins, no password yet), records it, mails the invitation and prints its
// link. With the credentials of whoever deploys; the stack's outputs come from the AWS CLI
// (`aws cloudformation describe-stacks`), so this script adds no SDK client to the lock file.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { environmentFromOutputs, parseAdminArgs, stackName } from "./admin/args.js";

const run = promisify(execFile);

async function stageEnvironment(stage: string): Promise<Record<string, string>> {
  const { stdout } = await run("aws", [
    "cloudformation",
    "describe-stacks",
    "--stack-name",
    stackName(stage),
    "--output",
    "json",
  ]);
  const { Stacks } = JSON.parse(stdout) as {
    Stacks: { Outputs?: { OutputKey?: string; OutputValue?: string }[] }[];
  };
  return environmentFromOutputs(Stacks[0]?.Outputs ?? []);
}

/** The running twin (`npm start`, PORT): its services sit on the next ports (infra/local/src/config.ts). */
async function localEnvironment(port: number): Promise<Record<string, string>> {
  const config = (await (await fetch(`http://localhost:${port}/config.json`)).json()) as {
    auth: { userPoolId: string };
  };
  const { installLocalPorts } = await import("@tembea/functions/core/ports");
  const { localPorts } = await import("../infra/local/src/adapters/local-ports.js");
  installLocalPorts(localPorts);
  return {
    USER_POOL_ID: config.auth.userPoolId,
    TABLE_NAME: "tembea-local",
    SITE_URL: `http://localhost:${port}`,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port + 1}`,
    COGNITO_ENDPOINT: `http://127.0.0.1:${port + 2}`,
    SES_ENDPOINT: `http://127.0.0.1:${port + 3}`,
    AWS_REGION: "eu-central-2",
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
  };
}

const args = parseAdminArgs(process.argv.slice(2));
if (args.target.kind === "stage") {
  // These point the SDK clients at the twin (infra/local): left over in the shell, they would make a
  // Cognito user in one place and its invitation in another. A stage is reached only through AWS.
  for (const name of ["DYNAMODB_ENDPOINT", "COGNITO_ENDPOINT", "SES_ENDPOINT", "S3_ENDPOINT"]) {
    delete process.env[name];
  }
}
Object.assign(
  process.env,
  args.target.kind === "stage"
    ? await stageEnvironment(args.target.stage)
    : await localEnvironment(args.target.port),
);
// After the environment is set: the functions' modules read it when first used.
const { inviteAdminAccount } = await import("@tembea/functions/core/identity/invitations");
const { auditEntry, systemActor } = await import("@tembea/functions/core/audit/record");
const { userId, link } = await inviteAdminAccount(
  { email: args.email, name: args.name, language: args.language },
  (id) =>
    auditEntry({
      actor: systemActor,
      action: "agent.invited",
      target: { type: "agent", id, label: args.email },
      after: { role: "admin" },
    }),
);
console.log(
  `Admin ${args.email} created (${userId}); the invitation is mailed. Its link, valid 7 days:\n${link}`,
);
