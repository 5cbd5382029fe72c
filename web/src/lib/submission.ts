/**
 * The Idempotency-Key of a form's submission (docs/decisions/0037-submissions-sent-once.md). Drawn
 * when a request is first sent and sent again with every retry of the same request: when the
 * connection drops after the server acted, "pay" or "send" pressed again is answered what the first
 * request was answered, rather than holding places or sending a request twice. Kept per tab
 * (sessionStorage, so a reload keeps it too) under a slot per form, with the request it was drawn
 * for: other answers make another submission, with a new key.
 */

interface PendingSubmission {
  key: string;
  /** The request as sent (JSON), to tell a retry from other answers. */
  request: string;
}

const memory = new Map<string, string>();
const prefix = "tembea.submission.";

function read(slot: string): PendingSubmission | undefined {
  let raw: string | null | undefined;
  try {
    raw = window.sessionStorage.getItem(prefix + slot);
  } catch {
    raw = memory.get(slot);
  }
  try {
    const parsed = JSON.parse(raw ?? "null") as Partial<PendingSubmission> | null;
    return typeof parsed?.key === "string" && typeof parsed.request === "string"
      ? { key: parsed.key, request: parsed.request }
      : undefined;
  } catch {
    return undefined;
  }
}

function write(slot: string, pending: PendingSubmission | undefined): void {
  const text = pending && JSON.stringify(pending);
  try {
    if (text) window.sessionStorage.setItem(prefix + slot, text);
    else window.sessionStorage.removeItem(prefix + slot);
  } catch {
    // Storage disabled or full: the key lives for this page load, which covers a retry without reload.
    if (text) memory.set(slot, text);
    else memory.delete(slot);
  }
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
 * The key to send `request` with: the slot's key when it was drawn for this very request (a retry),
 * else a new one, kept before the request leaves so a reload after a lost answer still has it.
 */
export function submissionKey(slot: string, request: unknown): string {
  const text = JSON.stringify(request);
  const pending = read(slot);
  if (pending?.request === text) return pending.key;
  const key = newKey();
  write(slot, { key, request: text });
  return key;
}

/** The submission was answered: the next one, even of the same answers, is a new one. */
export function forgetSubmission(slot: string): void {
  write(slot, undefined);
}
