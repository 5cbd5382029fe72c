import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GetGroupCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UserNotFoundException,
} from "@aws-sdk/client-cognito-identity-provider";
import { answersHttp, type ChildService, startChildService } from "./child-service.js";
import { type CognitoRules, startCognitoFront } from "./cognito-front.js";
import { localAwsCredentials, localRegion } from "./local-dynamodb.js";

export interface LocalCognito extends ChildService {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  /** Where tokens say they come from; the JWKS lives below it. */
  issuer: string;
  client: CognitoIdentityProviderClient;
}

export interface DemoUser {
  email: string;
  password: string;
  name: string;
  groups: string[];
  /** For agents: the agency they answer for (custom:agencyId). */
  agencyId?: string;
}

/**
 * What the CDK auth construct allows (infra/cdk/auth.ts): only admins create users, and the web
 * client writes a user's name and locale, nothing else (not custom:agencyId). cognito-local
 * enforces neither, so the front does; infra/local/src/cognito-rules.test.ts holds these values
 * equal to the synthesized template.
 */
export const webClientRules: CognitoRules = { selfSignUp: false, writableAttributes: ["name", "locale"] };

/** A port nobody listens on right now, for cognito-local behind the front when none is given. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Mirrors the CDK auth construct: a pool with e-mail as user name, a web client and the agents group.
 * Clients talk to the front on `port` (cognito-front.ts), which refuses what Cognito
 * refuses and passes the rest to cognito-local on `innerPort`. Tokens name the front as issuer,
 * as Cognito's name the pool's own URL, and its JWKS is read through the front.
 */
export async function startLocalCognito(options: {
  port: number;
  host: string;
  dataDir: string;
  poolName: string;
  /** cognito-local itself, behind the front; a free port when not given. */
  innerPort?: number;
  rules?: CognitoRules;
}): Promise<LocalCognito> {
  mkdirSync(options.dataDir, { recursive: true });
  const endpoint = `http://${options.host}:${options.port}`;
  const inner = `http://${options.host}:${options.innerPort ?? (await freePort(options.host))}`;
  issueTokensAs(options.dataDir, endpoint);
  // cognito-local's own bin, behind a patch that refuses a disabled user's sign-in as Cognito does.
  const bin = fileURLToPath(new URL("./cognito-local-start.cjs", import.meta.url));
  const service = await startChildService({
    name: "cognito-local",
    command: process.execPath,
    args: [bin],
    cwd: options.dataDir,
    env: { PORT: new URL(inner).port, HOST: options.host },
    ready: () => answersHttp(`${inner}/health`),
  });
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: localRegion,
    credentials: localAwsCredentials,
  });
  let front: { stop: () => Promise<void> } | undefined;
  const stop = async () => {
    await front?.stop();
    await service.stop();
  };
  try {
    front = await startCognitoFront({
      upstream: inner,
      rules: options.rules ?? webClientRules,
      signOutsFile: join(options.dataDir, "global-sign-outs.json"),
      host: options.host,
      port: options.port,
    });
    const userPoolId = await ensureUserPool(client, options.poolName);
    const clientId = await ensureWebClient(client, userPoolId);
    await ensureGroup(client, userPoolId, "agents");
    await ensureGroup(client, userPoolId, "admins");
    return { ...service, stop, endpoint, userPoolId, clientId, issuer: `${endpoint}/${userPoolId}`, client };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** cognito-local signs its tokens as its own host and port unless its config names another issuer. */
function issueTokensAs(dataDir: string, issuerDomain: string) {
  const file = join(dataDir, ".cognito", "config.json");
  const config = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  config.TokenConfig = { ...(config.TokenConfig as object | undefined), IssuerDomain: issuerDomain };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(config, null, 2));
}

async function ensureUserPool(client: CognitoIdentityProviderClient, name: string): Promise<string> {
  const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools?.find((p) => p.Name === name)?.Id;
  if (existing) return existing;
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: name,
      UsernameAttributes: ["email"],
      AutoVerifiedAttributes: ["email"],
      // As in the CDK auth construct: an agent's agency travels in the token.
      Schema: [{ Name: "agencyId", AttributeDataType: "String", Mutable: true }],
    }),
  );
  if (!UserPool?.Id) throw new Error("cognito-local did not create the user pool");
  return UserPool.Id;
}

async function ensureWebClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClients } = await client.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const existing = UserPoolClients?.find((c) => c.ClientName === "web")?.ClientId;
  if (existing) return existing;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: "web",
      // cognito-local has no SRP; the web client's auth flow is a config value for this reason.
      ExplicitAuthFlows: ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    }),
  );
  if (!UserPoolClient?.ClientId) throw new Error("cognito-local did not create the web client");
  return UserPoolClient.ClientId;
}

async function ensureGroup(client: CognitoIdentityProviderClient, userPoolId: string, groupName: string) {
  try {
    await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: groupName }));
  } catch {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: groupName }));
  }
}

const subOf = (attributes: { Name?: string; Value?: string }[] | undefined): string => {
  const sub = attributes?.find((a) => a.Name === "sub")?.Value;
  if (!sub) throw new Error("cognito-local answered a user without a sub");
  return sub;
};

/**
 * Creates the demo user once, with a permanent password; later runs find it and change nothing.
 * Answers the user's id (sub), which the demo data of their account needs.
 */
export async function ensureDemoUser(cognito: LocalCognito, user: DemoUser): Promise<string> {
  const { client, userPoolId } = cognito;
  try {
    const found = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }),
    );
    return subOf(found.UserAttributes);
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as Error).name !== "UserNotFoundException")
      throw error;
  }
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: "SUPPRESS",
      UserAttributes: [
        { Name: "email", Value: user.email },
        { Name: "email_verified", Value: "true" },
        { Name: "name", Value: user.name },
        ...(user.agencyId ? [{ Name: "custom:agencyId", Value: user.agencyId }] : []),
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  for (const group of user.groups) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: group }),
    );
  }
  return subOf(created.User?.Attributes);
}
