// The operator's accounts of a stage (docs/deploy.md, "Admins and agents of a stage"):
//   npm run admin -- create --email ops@example.com --name "Zawadi Ops" [--language de] --stage prod
//   npm run admin -- list --stage prod [--region eu-central-2]
//   npm run admin -- disable|enable|resend --email someone@example.com --local [--port 3000]
// `create` makes an admin (group admins, no password yet), records it, mails the invitation and
// prints its link; `list` prints every admin and agent with their state; `disable`, `enable` and
// `resend` act on an admin or an agent as the /admin pages do on agents. With the credentials of
// whoever deploys; the stack's outputs and region come from the AWS CLI (`aws cloudformation
// describe-stacks`), so this script adds no SDK client to the lock file.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import {
  type AdminCommand,
  environmentFromStack,
  parseAdminArgs,
  stackName,
  staffTable,
} from "./admin/args.js";

const run = promisify(execFile);

/** The stack of a stage, in `region` or the CLI's own (profile, AWS_REGION); the functions then use the stack's region. */
async function stageEnvironment(stage: string, region: string | undefined): Promise<Record<string, string>> {
  const { stdout } = await run("aws", [
    "cloudformation",
    "describe-stacks",
    "--stack-name",
    stackName(stage),
    ...(region ? ["--region", region] : []),
    "--output",
    "json",
  ]);
  const { Stacks } = JSON.parse(stdout) as {
    Stacks: { StackId?: string; Outputs?: { OutputKey?: string; OutputValue?: string }[] }[];
  };
  return environmentFromStack(Stacks[0] ?? {});
}

/** The running twin (`npm start`, PORT): its services sit on the next ports (infra/local/src/config.ts). */
async function localEnvironment(port: number): Promise<Record<string, string>> {
  const config = (await (await fetch(`http://localhost:${port}/config.json`)).json()) as {
    auth: { userPoolId: string };
  };
  const { installLocalPorts } = await import("@tembea/functions/core/ports");
  const { localPorts } = await import("../infra/local/src/adapters/local-ports.js");
  const { localRegion } = await import("../infra/local/src/services/local-dynamodb.js");
  installLocalPorts(localPorts);
  return {
    USER_POOL_ID: config.auth.userPoolId,
    TABLE_NAME: "tembea-local",
    SITE_URL: `http://localhost:${port}`,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port + 1}`,
    COGNITO_ENDPOINT: `http://127.0.0.1:${port + 2}`,
    SES_ENDPOINT: `http://127.0.0.1:${port + 3}`,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: "local",
    AWS_SECRET_ACCESS_KEY: "local",
  };
}

let args: AdminCommand;
try {
  args = parseAdminArgs(process.argv.slice(2));
} catch (error) {
  // A wrong argument is the caller's to fix: its message and the usage, no stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
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
    ? await stageEnvironment(args.target.stage, args.target.region)
    : await localEnvironment(args.target.port),
);

// After the environment is set: the functions' modules read it when first used.
const { auditEntry, systemActor } = await import("@tembea/functions/core/audit/record");

async function runCommand(command: AdminCommand): Promise<string> {
  if (command.command === "create") {
    const { inviteAdminAccount } = await import("@tembea/functions/core/identity/invitations");
    const { userId, link } = await inviteAdminAccount(
      { email: command.email, name: command.name, language: command.language },
      (id) =>
        auditEntry({
          actor: systemActor,
          action: "agent.invited",
          target: { type: "agent", id, label: command.email },
          after: { role: "admin" },
        }),
    );
    return `Admin ${command.email} created (${userId}); the invitation is mailed. Its link, valid 7 days:\n${link}`;
  }
  const staff = await import("@tembea/functions/core/identity/staff-accounts");
  if (command.command === "list") return staffTable(await staff.listStaffAccounts());
  const act = {
    disable: staff.disableStaffAccount,
    enable: staff.enableStaffAccount,
    resend: staff.resendStaffInvitation,
  }[command.command];
  const changed = await act(command.email, systemActor);
  if (changed === "not-found")
    throw new Error(`${command.email} is neither an admin nor an agent of this stage`);
  if (changed === "joined")
    throw new Error(
      `${command.email} has no invitation to resend: they set a password already, or are disabled`,
    );
  const { account, link } = changed;
  const who = `${account.role} ${account.email}${account.agencyId ? ` (${account.agencyId})` : ""}`;
  if (command.command === "resend")
    return `New invitation mailed to ${who}; the link, valid 7 days:\n${link}`;
  if (command.command === "disable") return `${who} is disabled and signed out everywhere.`;
  return `${who} may sign in again (${account.state}).`;
}

try {
  console.log(await runCommand(args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
