import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, request, type Server, type ServerResponse } from "node:http";
import { dirname } from "node:path";
import { decodeJwt } from "jose";

/** What the user pool and its web client allow, as the CDK auth construct sets it (infra/cdk/auth.ts). */
export interface CognitoRules {
  /** false: only the Admin APIs create users (AdminCreateUserConfig.AllowAdminCreateUserOnly). */
  selfSignUp: boolean;
  /** The attributes the web client may write (the client's WriteAttributes). */
  writableAttributes: readonly string[];
}

/**
 * Operations Cognito takes without AWS credentials: a user's own ones (authorized by their tokens
 * or a session) and the sign-in and sign-up flows. Every other one needs a SigV4 signature.
 */
const operationsWithoutCredentials = new Set([
  "SignUp",
  "ConfirmSignUp",
  "ResendConfirmationCode",
  "ForgotPassword",
  "ConfirmForgotPassword",
  "InitiateAuth",
  "RespondToAuthChallenge",
  "RevokeToken",
  "GetTokensFromRefreshToken",
  "UpdateAuthEventFeedback",
  "AssociateSoftwareToken",
  "VerifySoftwareToken",
  "ChangePassword",
  "ConfirmDevice",
  "DeleteUser",
  "DeleteUserAttributes",
  "ForgetDevice",
  "GetDevice",
  "GetUser",
  "GetUserAttributeVerificationCode",
  "GetUserAuthFactors",
  "GlobalSignOut",
  "ListDevices",
  "SetUserMFAPreference",
  "SetUserSettings",
  "UpdateDeviceStatus",
  "UpdateUserAttributes",
  "VerifyUserAttribute",
  "StartWebAuthnRegistration",
  "CompleteWebAuthnRegistration",
  "DeleteWebAuthnCredential",
  "ListWebAuthnCredentials",
]);

interface SignOut {
  /** The second of the last global sign-out: tokens issued before it are revoked. */
  signedOutAt: number;
  /** Cognito's user name (the sub, as the pool signs in with e-mail), which access tokens carry. */
  username: string;
}

/** Global sign-outs by lower-cased e-mail, in a JSON file so they survive a restart of the twin. */
function signOutStore(file: string) {
  const signOuts: Record<string, SignOut> = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, SignOut>)
    : {};
  return {
    record(email: string, signOut: SignOut) {
      signOuts[email.toLowerCase()] = signOut;
      mkdirSync(dirname(file), { recursive: true });
      // Written whole and renamed, so a twin stopped mid-write never leaves half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify(signOuts, null, 2));
      renameSync(`${file}.tmp`, file);
    },
    byEmail: (email: string): SignOut | undefined => signOuts[email.toLowerCase()],
    byUsername: (username: string): SignOut | undefined =>
      Object.values(signOuts).find((s) => s.username === username),
  };
}

type Refusal = { status: number; type: string; message: string };

const notAuthorized = (message: string): Refusal => ({
  status: 400,
  type: "NotAuthorizedException",
  message,
});

function claimsOf(token: unknown): Record<string, unknown> | undefined {
  if (typeof token !== "string") return undefined;
  try {
    return decodeJwt(token);
  } catch {
    // Not a JWT: cognito-local refuses it as Cognito would.
    return undefined;
  }
}

function readBody(req: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    "content-type": "application/x-amz-json-1.1",
    // cognito-local answers every origin; the browser must be able to read our refusals too.
    "access-control-allow-origin": "*",
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, refusal: Refusal) {
  sendJson(
    res,
    refusal.status,
    { __type: refusal.type, message: refusal.message },
    { "x-amzn-errortype": `${refusal.type}:` },
  );
}

/**
 * A front for cognito-local that refuses what Cognito refuses and cognito-local lets through: a
 * sign-up while the pool allows only admins to create users, a user writing an attribute the web
 * client may not write (an agent setting its own custom:agencyId), a call of an admin operation
 * without AWS credentials, and tokens issued before a global sign-out. It also answers
 * AdminUserGlobalSignOut, which cognito-local lacks. Everything else passes through unchanged.
 */
export function createCognitoFront(options: { upstream: string; rules: CognitoRules; signOutsFile: string }) {
  const writable = new Set(options.rules.writableAttributes);
  const signOuts = signOutStore(options.signOutsFile);

  /** Whether a token was issued before its user's last global sign-out (strictly earlier second). */
  const revoked = (claims: Record<string, unknown>, signOut: SignOut | undefined) =>
    signOut !== undefined && typeof claims.iat === "number" && claims.iat < signOut.signedOutAt;

  function refusalFor(operation: string, body: Record<string, unknown>, headers: IncomingHttpHeaders) {
    if (
      !operationsWithoutCredentials.has(operation) &&
      !/^AWS4-HMAC-SHA256 Credential=/.test(String(headers.authorization ?? ""))
    ) {
      return {
        status: 400,
        type: "MissingAuthenticationTokenException",
        message: "Missing Authentication Token",
      };
    }
    const access = claimsOf(body.AccessToken);
    if (
      access &&
      typeof access.username === "string" &&
      revoked(access, signOuts.byUsername(access.username))
    ) {
      return notAuthorized("Access Token has been revoked");
    }
    if (
      (operation === "InitiateAuth" || operation === "AdminInitiateAuth") &&
      (body.AuthFlow === "REFRESH_TOKEN_AUTH" || body.AuthFlow === "REFRESH_TOKEN")
    ) {
      const refresh = claimsOf((body.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN);
      const user = refresh?.email ?? refresh?.["cognito:username"];
      if (refresh && typeof user === "string" && revoked(refresh, signOuts.byEmail(user))) {
        return notAuthorized("Refresh Token has been revoked");
      }
    }
    if (operation === "SignUp" && !options.rules.selfSignUp) {
      return notAuthorized("SignUp is not permitted for this user pool");
    }
    const written =
      operation === "UpdateUserAttributes" || operation === "SignUp"
        ? ((body.UserAttributes as { Name?: unknown }[] | undefined) ?? []).map((a) => a?.Name)
        : operation === "DeleteUserAttributes"
          ? ((body.UserAttributeNames as unknown[] | undefined) ?? [])
          : [];
    if (written.some((name) => typeof name !== "string" || !writable.has(name))) {
      return notAuthorized("A client attempted to write unauthorized attribute");
    }
    return undefined;
  }

  /** One call to cognito-local with the caller's headers (its credentials included) but our body. */
  async function callUpstream(operation: string, body: unknown, headers: IncomingHttpHeaders) {
    const response = await fetch(options.upstream, {
      method: "POST",
      headers: {
        "content-type": "application/x-amz-json-1.1",
        "x-amz-target": `AWSCognitoIdentityProviderService.${operation}`,
        ...(headers.authorization ? { authorization: String(headers.authorization) } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function globalSignOut(
    res: ServerResponse,
    body: Record<string, unknown>,
    headers: IncomingHttpHeaders,
  ) {
    const found = await callUpstream(
      "AdminGetUser",
      { UserPoolId: body.UserPoolId, Username: body.Username },
      headers,
    );
    if (found.status !== 200) {
      sendJson(res, found.status, found.body);
      return;
    }
    const attributes = (found.body.UserAttributes ?? []) as { Name: string; Value: string }[];
    const email = attributes.find((a) => a.Name === "email")?.Value;
    const username = String(found.body.Username);
    signOuts.record(email ?? username, { signedOutAt: Math.floor(Date.now() / 1000), username });
    sendJson(res, 200, {});
  }

  function passThrough(
    res: ServerResponse,
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ) {
    return new Promise<void>((resolve, reject) => {
      const upstream = request(new URL(path, options.upstream), { method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
        answer.on("end", resolve);
        answer.on("error", reject);
      });
      upstream.on("error", reject);
      upstream.end(body);
    });
  }

  return createServer(async (req, res) => {
    try {
      const body = await readBody(req);
      const target = req.headers["x-amz-target"];
      const operation = typeof target === "string" ? target.split(".")[1] : undefined;
      if (req.method === "POST" && operation) {
        let parsed: Record<string, unknown> | undefined;
        try {
          parsed = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
        } catch {
          // cognito-local answers a body that is not JSON.
        }
        if (parsed && typeof parsed === "object") {
          const refusal = refusalFor(operation, parsed, req.headers);
          if (refusal) return refuse(res, refusal);
          if (operation === "AdminUserGlobalSignOut") return await globalSignOut(res, parsed, req.headers);
        }
      }
      await passThrough(res, req.method ?? "GET", req.url ?? "/", req.headers, body);
    } catch (error) {
      if (res.headersSent) res.destroy();
      else sendJson(res, 502, { __type: "InternalErrorException", message: String(error) });
    }
  }) as Server;
}

/** Starts the front on host:port in front of cognito-local at `upstream`. */
export async function startCognitoFront(options: {
  upstream: string;
  rules: CognitoRules;
  signOutsFile: string;
  host: string;
  port: number;
}): Promise<{ stop: () => Promise<void> }> {
  const server = createCognitoFront(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
