import type { Locale } from "@tembea/shared";
import { isSdkError } from "../../platform/runtime-sdk.js";
import { cognito, cognitoModule, userPoolId } from "./user-pool.js";

/**
 * The user pool, through Cognito's admin API. Identity access lives here (and in sessions.ts) as
 * table access lives in data/: handlers never build Cognito requests themselves. The client is
 * loaded on first use (user-pool.ts): the functions that read the caller's profile ask the pool only
 * for a name their token lacks, and the ID tokens the site sends carry it.
 */

export class EmailTakenError extends Error {
  constructor() {
    super("email taken");
    this.name = "EmailTakenError";
  }
}

/**
 * Creates an account that cannot sign in until its address is proven (sign-up's code): unverified,
 * disabled before its password is set, so it is never enabled with a known password
 * (docs/decisions/0001-unproven-accounts-disabled.md). If any step fails the user is removed again,
 * so a failed sign-up never leaves a half-made account behind. Answers the user's id (sub).
 */
export async function createUnconfirmedUser(user: {
  email: string;
  name: string;
  password: string;
  locale: Locale;
}): Promise<string> {
  const { AdminDisableUserCommand } = cognitoModule();
  return createUser(user, { email_verified: "false" }, async () => {
    await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: user.email }));
    await setUserPassword(user.email, user.password);
  });
}

/**
 * Creates a user whose invitation is our own mail (SUPPRESS), then completes it with `finish`; if
 * any step after the creation fails, the user is removed again, so no half-made account stays
 * behind. An address with any account: EmailTakenError. Answers the user's id (sub).
 */
async function createUser(
  user: { email: string; name: string; locale: Locale },
  attributes: Record<string, string>,
  finish: () => Promise<void>,
): Promise<string> {
  const { AdminCreateUserCommand } = cognitoModule();
  let userId: string | undefined;
  try {
    const created = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: user.email,
        MessageAction: "SUPPRESS",
        UserAttributes: Object.entries({
          email: user.email,
          name: user.name,
          locale: user.locale,
          ...attributes,
        }).map(([Name, Value]) => ({ Name, Value })),
      }),
    );
    userId = created.User?.Attributes?.find((a) => a.Name === "sub")?.Value;
  } catch (error) {
    if (isSdkError(error, "UsernameExistsException", "AliasExistsException")) throw new EmailTakenError();
    throw error;
  }
  try {
    if (!userId) throw new Error("Cognito answered a new user without a sub");
    await finish();
    return userId;
  } catch (error) {
    await deleteUser(user.email);
    throw error;
  }
}

/** Removes an account, e.g. one whose sign-up could not be completed. */
export async function deleteUser(email: string): Promise<void> {
  const { AdminDeleteUserCommand } = cognitoModule();
  await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: email }));
}

/** A sign-up again for an account still waiting for its code: the new name, language and password. */
export async function replaceUnconfirmedUser(user: {
  email: string;
  name: string;
  password: string;
  locale: Locale;
}): Promise<void> {
  const { AdminUpdateUserAttributesCommand } = cognitoModule();
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: user.email,
      UserAttributes: [
        { Name: "name", Value: user.name },
        { Name: "locale", Value: user.locale },
      ],
    }),
  );
  await setUserPassword(user.email, user.password);
}

/** The address is proven: marked verified, then the account may sign in. Both steps may be repeated. */
export async function confirmUser(email: string): Promise<void> {
  const { AdminEnableUserCommand, AdminUpdateUserAttributesCommand } = cognitoModule();
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: userPoolId(),
      Username: email,
      // The address with it: cognito-local refuses a verification without it (Cognito takes either).
      UserAttributes: [
        { Name: "email", Value: email },
        { Name: "email_verified", Value: "true" },
      ],
    }),
  );
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: email }));
}

export interface AccountState {
  userId: string;
  name: string;
  emailVerified: boolean;
  enabled: boolean;
}

/** Whether an address has an account, and whether it is proven and may sign in. */
export async function accountState(email: string): Promise<AccountState | undefined> {
  const { AdminGetUserCommand } = cognitoModule();
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    const userId = attribute("sub");
    if (!userId) return undefined;
    return {
      userId,
      name: attribute("name") ?? "",
      emailVerified: attribute("email_verified") === "true",
      enabled: user.Enabled !== false,
    };
  } catch (error) {
    if (isSdkError(error, "UserNotFoundException")) return undefined;
    throw error;
  }
}

export async function findUserByEmail(email: string): Promise<{ email: string; name: string } | undefined> {
  const { AdminGetUserCommand } = cognitoModule();
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    const attribute = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
    return { email: attribute("email") ?? email, name: attribute("name") ?? "" };
  } catch (error) {
    if (isSdkError(error, "UserNotFoundException")) return undefined;
    throw error;
  }
}

export async function setUserPassword(email: string, password: string): Promise<void> {
  const { AdminSetUserPasswordCommand } = cognitoModule();
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId(),
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
}

/**
 * An account made by the operator (an agent, an admin): its address verified (it came from the
 * operator, and the invitation mailed to it proves it), no password of its own until the invitation
 * sets one, its group and agency. Cognito sends nothing (SUPPRESS): the invitation is our mail. If a
 * later step fails the user is removed again. An address with any account: EmailTakenError.
 */
export async function createInvitedUser(user: {
  email: string;
  name: string;
  locale: Locale;
  group: "agents" | "admins";
  agencyId?: string | undefined;
}): Promise<string> {
  const { AdminAddUserToGroupCommand } = cognitoModule();
  const agency: Record<string, string> = user.agencyId ? { "custom:agencyId": user.agencyId } : {};
  return createUser(user, { email_verified: "true", ...agency }, async () => {
    await cognito().send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId(),
        Username: user.email,
        GroupName: user.group,
      }),
    );
  });
}

/** Cognito refuses the account's sign-in from now on (its sessions are ended separately). */
export async function disableUser(email: string): Promise<void> {
  const { AdminDisableUserCommand } = cognitoModule();
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: userPoolId(), Username: email }));
}

export async function enableUser(email: string): Promise<void> {
  const { AdminEnableUserCommand } = cognitoModule();
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: userPoolId(), Username: email }));
}
