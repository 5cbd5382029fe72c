import { ApiRequestError } from "../api/client";

/**
 * The Idempotency-Key of a form's submission (docs/decisions/0037-submissions-sent-once.md). Drawn
 * when a request is first sent and sent again with every retry of the same request: when the
 * connection drops after the server acted, "pay" or "send" pressed again is answered what the first
 * request was answered, rather than holding places or sending a request twice. Kept per tab
 * (sessionStorage, so a reload keeps it too) under a slot per form, with a digest of the request it
 * was drawn for: other answers make another submission, with a new key.
 */

interface PendingSubmission {
  key: string;
  /**
   * A digest of the request as sent, to tell a retry from other answers. Not the request itself:
   * travellers' names, birth dates and phone numbers have no business lying in storage after it.
   */
  request: string;
}

/** This page load's copy: what a retry finds when the browser refuses storage (disabled, full). */
const memory = new Map<string, string>();
const prefix = "tembea.submission.";

function read(slot: string): PendingSubmission | undefined {
  let raw: string | null | undefined;
  try {
    raw = window.sessionStorage.getItem(prefix + slot);
  } catch {
    // Storage disabled: the copy in memory is all there is.
  }
  try {
    const parsed = JSON.parse(raw ?? memory.get(slot) ?? "null") as Partial<PendingSubmission> | null;
    return typeof parsed?.key === "string" && typeof parsed.request === "string"
      ? { key: parsed.key, request: parsed.request }
      : undefined;
  } catch {
    return undefined;
  }
}

function write(slot: string, pending: PendingSubmission | undefined): void {
  const text = pending && JSON.stringify(pending);
  if (text) memory.set(slot, text);
  else memory.delete(slot);
  try {
    if (text) window.sessionStorage.setItem(prefix + slot, text);
    else window.sessionStorage.removeItem(prefix + slot);
  } catch {
    // Storage disabled or full: the copy in memory covers a retry without a reload.
  }
}

/**
 * FNV-1a (64 bits, as two 32-bit halves) of the request's JSON: equality is all that is asked of it.
 * Two different requests with one digest would share a key; the server, which compares the bodies
 * themselves, then refuses the second (IDEMPOTENCY_KEY_REUSED) and the form draws a new key.
 */
export function digest(text: string): string {
  let high = 0xcbf29ce4;
  let low = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    low = (low ^ text.charCodeAt(i)) >>> 0;
    // Multiplying by the 64-bit FNV prime 2^40 + 0x1b3, in 32-bit halves.
    const lowTimes = low * 0x1b3;
    const carry = Math.floor(lowTimes / 0x1_0000_0000);
    high = (Math.imul(high, 0x1b3) + Math.imul(low, 0x100) + carry) >>> 0;
    low = lowTimes >>> 0;
  }
  return high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0");
}

/** A random UUID; crypto.randomUUID exists only on secure origins (a phone on the LAN's http has none). */
function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request as JSON with every object's keys in order: the same answers read back from storage
 * after a reload come in the order of their schema, not of the form that first sent them.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The key to send `request` with: the slot's key when it was drawn for this very request (a retry),
 * else a new one, kept before the request leaves so a reload after a lost answer still has it.
 */
function submissionKey(slot: string, request: unknown): string {
  const sent = digest(canonicalJson(request));
  const pending = read(slot);
  if (pending?.request === sent) return pending.key;
  const key = newKey();
  write(slot, { key, request: sent });
  return key;
}

function forgetSubmission(slot: string): void {
  write(slot, undefined);
}

/**
 * Sends one submission of a form: `send` gets the key for `request` (the same for every retry of
 * it), and the key is forgotten once the submission is answered (the next one, even of the same
 * answers, is a new one) or refused as sent before with other answers or by another account
 * (IDEMPOTENCY_KEY_REUSED: a tab someone else signed into). Any other failure keeps it, so pressing
 * again after a lost answer is answered what the first request did.
 */
export async function sendOnce<T>(
  slot: string,
  request: unknown,
  send: (idempotencyKey: string) => Promise<T>,
): Promise<T> {
  try {
    const answer = await send(submissionKey(slot, request));
    forgetSubmission(slot);
    return answer;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === "IDEMPOTENCY_KEY_REUSED") forgetSubmission(slot);
    throw error;
  }
}
