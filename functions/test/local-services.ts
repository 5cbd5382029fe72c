import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { openSession } from "./accounts.js";

/** A fresh address per test, so files running in parallel never meet in the shared user pool. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Signs in as the web client does locally (USER_PASSWORD_AUTH); undefined for wrong credentials. */
export async function signIn(email: string, password: string): Promise<{ idToken: string } | undefined> {
  try {
    const { idToken } = await openSession(email, password);
    return idToken ? { idToken } : undefined;
  } catch {
    return undefined;
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
