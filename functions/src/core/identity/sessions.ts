import { endSessionsBefore } from "../../data/sessions.js";
import { isSdkError } from "../../platform/runtime-sdk.js";
import { cognito, cognitoModule, userPoolId, webClientId } from "./user-pool.js";

/** Whether this is the account's password, asked of Cognito itself (its lockout counts the tries). */
export async function passwordIsRight(email: string, password: string): Promise<boolean> {
  const { AdminInitiateAuthCommand } = cognitoModule();
  try {
    await cognito().send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId(),
        ClientId: webClientId(),
        AuthFlow: "ADMIN_USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return true;
  } catch (error) {
    // cognito-local answers a wrong password with InvalidPasswordException, Cognito with NotAuthorized.
    if (isSdkError(error, "NotAuthorizedException", "InvalidPasswordException", "UserNotFoundException"))
      return false;
    throw error;
  }
}

/**
 * Ends every session of the account opened before now: Cognito revokes its refresh tokens (no new
 * tokens from them), and the stamp makes the API refuse the ID tokens already out, which Cognito
 * cannot revoke. The stamp goes first: if Cognito then fails, the old tokens are refused already and
 * the caller's retry signs out again.
 */
export async function endAllSessions(user: { userId: string; email: string }, now = new Date()) {
  await endSessionsBefore(user.userId, Math.floor(now.getTime() / 1000));
  const { AdminUserGlobalSignOutCommand } = cognitoModule();
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: user.email }));
}

/** The account's id (sub) behind an address, for a reset that knows only the address. */
export async function userIdOf(email: string): Promise<string | undefined> {
  const { AdminGetUserCommand } = cognitoModule();
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: email }));
    return user.UserAttributes?.find((a) => a.Name === "sub")?.Value;
  } catch (error) {
    if (isSdkError(error, "UserNotFoundException")) return undefined;
    throw error;
  }
}
