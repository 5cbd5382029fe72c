/**
 * After a deploy, an open tab may ask for page chunks that no longer exist. Such a chunk load error
 * reloads the page, at most once every 10 seconds (docs/product-spec.md, sections 8 and 9), so a chunk that
 * is really missing does not send the browser into a reload loop.
 */
export const reloadGuardMs = 10_000;
const storageKey = "tembea:chunk-reload-at";

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (?:CSS )?chunk .* failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return chunkErrorPatterns.some((pattern) => pattern.test(error.message));
}

/** Whether a reload is allowed now, given when the last one happened (ms since epoch, or null). */
export function reloadAllowed(lastReloadAt: number | null, now: number, guardMs = reloadGuardMs): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= guardMs ||
    now < lastReloadAt
  );
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function sessionStore(): KeyValueStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: no guard possible, so no automatic reload either
  }
}

/**
 * Reloads the page unless it was reloaded for this reason within the guard time.
 * Returns true when a reload was started.
 */
export function reloadOnceForChunkError(
  store: KeyValueStore | undefined = sessionStore(),
  now = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!store) return false;
  let last: number | null = null;
  try {
    const stored = store.getItem(storageKey);
    last = stored === null ? null : Number(stored);
    if (!reloadAllowed(last, now)) return false;
    store.setItem(storageKey, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
