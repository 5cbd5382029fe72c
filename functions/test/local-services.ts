import { randomUUID } from "node:crypto";
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { inject } from "vitest";

/** A fresh address per test, so files running in parallel never meet in the shared user pool. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Signs in as the web client does locally (USER_PASSWORD_AUTH); undefined for wrong credentials. */
export async function signIn(email: string, password: string): Promise<{ idToken: string } | undefined> {
  const { endpoint, clientId } = inject("cognito");
  const client = new CognitoIdentityProviderClient({ endpoint });
  try {
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        AuthFlow: "USER_PASSWORD_AUTH",
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    return AuthenticationResult?.IdToken ? { idToken: AuthenticationResult.IdToken } : undefined;
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

export interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

/** Mail the SES twin has accepted for one address. */
export async function mailsTo(address: string): Promise<StoredMail[]> {
  const response = await fetch(`${inject("sesEndpoint")}/store`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails.filter((m) => m.destination.to.includes(address));
}
