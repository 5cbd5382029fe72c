import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * Sonner (about 35 KB) loads with the first toast, not with every page: messages shown before it
 * is mounted wait here and appear as soon as it is.
 */
const SonnerToaster = lazy(() => import("./sonner-toaster"));

const waiting: string[] = [];
let show: ((message: string) => void) | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function ready(next: ((message: string) => void) | undefined) {
  show = next;
  if (show) for (const message of waiting.splice(0)) show(message);
}

/** Mounted once for the whole app: short confirmations at the top right, gone after a second. */
export function Toaster() {
  const mount = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!mount) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onReady={ready} />
    </Suspense>
  );
}

/** Shows a short confirmation, e.g. "Currency changed to EUR". */
export function toast(message: string): void {
  if (show) {
    show(message);
    return;
  }
  waiting.push(message);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}
