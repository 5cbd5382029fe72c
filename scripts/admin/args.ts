// The pure parts of `npm run admin` (scripts/admin.ts), tested without AWS: its arguments and what it
// reads from the stack (outputs, region).
import { AgentInviteSchema, type Locale } from "@tembea/shared";
import * as z from "zod/mini";

export type AdminTarget = { kind: "stage"; stage: string; region?: string } | { kind: "local"; port: number };

export type AdminCommand =
  | { command: "create"; email: string; name: string; language: Locale; target: AdminTarget }
  | { command: "list"; target: AdminTarget }
  | { command: "disable" | "enable" | "resend"; email: string; target: AdminTarget };

const where = "(--stage <stage> [--region <region>] | --local [--port 3000])";
export const usage = [
  "npm run admin -- <command> …",
  `  create --email <address> --name "<name>" [--language en|de|fr] ${where}   invite an admin`,
  `  list ${where}   the stage's admins and agents, with their state`,
  `  disable --email <address> ${where}   no more sign-in, signed out everywhere`,
  `  enable --email <address> ${where}   may sign in again`,
  `  resend --email <address> ${where}   a new invitation (an account without a password yet)`,
].join("\n");

const commands = ["create", "list", "disable", "enable", "resend"] as const;
type CommandName = (typeof commands)[number];

/** Which flags each command takes, besides where it acts; any other is refused. */
const flagsOf: Record<CommandName, readonly string[]> = {
  create: ["email", "name", "language"],
  list: [],
  disable: ["email"],
  enable: ["email"],
  resend: ["email"],
};

/** The schema's message keys (shared/src/domain/account.ts) as the command line says them. */
const problems: Record<string, string> = {
  required: "is required",
  tooLong: "is too long",
  invalidEmail: "must be an e-mail address",
  invalidName: "must be a person's name",
};

/** The invitee as the API's invite checks it (AgentInviteSchema): the same rules for admins as for agents. */
const AddressSchema = z.pick(AgentInviteSchema, { email: true });

function invitee<S extends typeof AgentInviteSchema | typeof AddressSchema>(
  schema: S,
  fields: Record<string, string | undefined>,
): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data as z.infer<S>;
  const issue = parsed.error.issues[0];
  const field = String(issue?.path[0] ?? "input");
  const message =
    field === "language"
      ? "must be one of en, de, fr"
      : (problems[issue?.message ?? ""] ?? `is not valid (${issue?.message})`);
  throw new Error(`--${field} ${message}\n${usage}`);
}

/** Reads `create --email … --name … [--language de] --stage prod` and the other commands; throws with the usage. */
export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const [command, ...rest] = argv;
  if (!commands.includes(command as CommandName))
    throw new Error(`unknown command ${command ?? "(none)"}\n${usage}`);
  const name = command as CommandName;
  const flags = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i] as string;
    if (!flag.startsWith("--")) throw new Error(`unexpected ${flag}\n${usage}`);
    const next = rest[i + 1];
    if (next === undefined || next.startsWith("--")) flags.set(flag.slice(2), true);
    else {
      flags.set(flag.slice(2), next);
      i++;
    }
  }
  const allowed = new Set([...flagsOf[name], "stage", "region", "local", "port"]);
  for (const flag of flags.keys())
    if (!allowed.has(flag)) throw new Error(`${name} takes no --${flag}\n${usage}`);
  const text = (flag: string) => {
    const value = flags.get(flag);
    if (value === true) throw new Error(`--${flag} needs a value\n${usage}`);
    return value;
  };
  const target = targetOf(flags.get("local") === true, text("stage"), text("region"), text("port"));
  if (name === "list") return { command: name, target };
  const email = text("email");
  if (email === undefined) throw new Error(`--email is required\n${usage}`);
  if (name !== "create") return { command: name, email: invitee(AddressSchema, { email }).email, target };
  const fullName = text("name");
  if (fullName === undefined) throw new Error(`--name is required\n${usage}`);
  const checked = invitee(AgentInviteSchema, { email, name: fullName, language: text("language") ?? "en" });
  return { command: name, ...checked, target };
}

const regionPattern = /^[a-z]{2}(-[a-z]+)+-\d{1,2}$/;

function targetOf(
  local: boolean,
  stage: string | undefined,
  region: string | undefined,
  port: string | undefined,
): AdminTarget {
  if (Boolean(stage) === local) throw new Error(`name either --stage <stage> or --local\n${usage}`);
  if (local) {
    if (region !== undefined) throw new Error("--region is for a stage; the twin has its own");
    const number = Number(port ?? 3000);
    if (!Number.isInteger(number) || number <= 0) throw new Error("--port must be a number");
    return { kind: "local", port: number };
  }
  if (port !== undefined) throw new Error("--port is for --local");
  if (!/^[a-z0-9-]+$/i.test(stage as string)) throw new Error(`--stage must be a stage name such as prod`);
  if (region !== undefined && !regionPattern.test(region))
    throw new Error(`--region must be an AWS region such as eu-central-2, got "${region}"`);
  return { kind: "stage", stage: stage as string, ...(region ? { region } : {}) };
}

/** The stack's name for a stage, as infra/cdk/settings.ts names it. */
export const stackName = (stage: string) => `Tembea-${stage}`;

/**
 * The region a stack lives in, from its id (`arn:aws:cloudformation:<region>:<account>:stack/…`):
 * the functions' clients must reach that region whatever the shell's default is.
 */
export function regionOfStackId(stackId: string | undefined): string {
  const region = stackId?.split(":")[3];
  if (!region || !regionPattern.test(region))
    throw new Error(`cannot read the region of the stack ${stackId}`);
  return region;
}

/**
 * The environment the functions' code reads, from the stack (DescribeStacks): its outputs and its
 * region; throws naming what the stack lacks (an older stack: deploy again).
 */
export function environmentFromStack(stack: {
  StackId?: string;
  Outputs?: readonly { OutputKey?: string; OutputValue?: string }[];
}): Record<string, string> {
  const outputs = stack.Outputs ?? [];
  const value = (key: string) => {
    const found = outputs.find((o) => o.OutputKey === key)?.OutputValue;
    if (!found) throw new Error(`the stack has no output ${key}: deploy this version first`);
    return found;
  };
  return {
    USER_POOL_ID: value("UserPoolId"),
    TABLE_NAME: value("TableName"),
    SITE_URL: value("SiteUrl"),
    MAIL_QUEUE_URL: value("MailQueueUrl"),
    AWS_REGION: regionOfStackId(stack.StackId),
  };
}

/** One account of operator staff or an agency, as `list` prints it. */
export interface StaffAccount {
  email: string;
  name: string;
  role: "admin" | "agent";
  agencyId?: string;
  state: "invited" | "active" | "disabled";
}

/** The lines `list` prints: one per account, admins first, then agents by agency and address. */
export function staffTable(accounts: readonly StaffAccount[]): string {
  if (accounts.length === 0) return "No admins and no agents yet.";
  const sorted = [...accounts].sort(
    (a, b) =>
      a.role.localeCompare(b.role) ||
      (a.agencyId ?? "").localeCompare(b.agencyId ?? "") ||
      a.email.localeCompare(b.email),
  );
  const rows = [
    ["ROLE", "STATE", "AGENCY", "E-MAIL", "NAME"],
    ...sorted.map((a) => [a.role, a.state, a.agencyId ?? "-", a.email, a.name]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
