// The pure parts of `npm run admin` (scripts/admin.ts), tested without AWS: its arguments and what it
// reads from the stack's outputs.
import { type Locale, locales } from "@tembea/shared";

export interface CreateAdmin {
  command: "create";
  email: string;
  name: string;
  language: Locale;
  target: { kind: "stage"; stage: string } | { kind: "local"; port: number };
}

export const usage =
  'npm run admin -- create --email <address> --name "<name>" [--language en|de|fr] (--stage <stage> | --local [--port 3000])';

/** Reads `create --email … --name … [--language de] --stage prod` (or `--local`); throws with the usage. */
export function parseAdminArgs(argv: readonly string[]): CreateAdmin {
  const [command, ...rest] = argv;
  if (command !== "create") throw new Error(`unknown command ${command ?? "(none)"}\n${usage}`);
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
  const text = (name: string) => {
    const value = flags.get(name);
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  };
  const email = text("email")?.toLowerCase();
  const name = text("name");
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`--email is required\n${usage}`);
  if (!name) throw new Error(`--name is required\n${usage}`);
  const language = (text("language") ?? "en") as Locale;
  if (!locales.includes(language)) throw new Error(`--language must be one of ${locales.join(", ")}`);
  const stage = text("stage");
  const local = flags.get("local") === true;
  if (Boolean(stage) === local) throw new Error(`name either --stage <stage> or --local\n${usage}`);
  if (local) {
    const port = Number(text("port") ?? 3000);
    if (!Number.isInteger(port)) throw new Error("--port must be a number");
    return { command: "create", email, name, language, target: { kind: "local", port } };
  }
  return { command: "create", email, name, language, target: { kind: "stage", stage: stage as string } };
}

/** The stack's name for a stage, as infra/cdk/settings.ts names it. */
export const stackName = (stage: string) => `Tembea-${stage}`;

/**
 * The environment the functions' code reads, from the stack's outputs (DescribeStacks); throws naming
 * what the stack lacks (an older stack: deploy again).
 */
export function environmentFromOutputs(
  outputs: readonly { OutputKey?: string; OutputValue?: string }[],
): Record<string, string> {
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
  };
}
