import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createApp } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { stillAtLoadedUrl, takeOverPrerendered } from "./prerender/prerendered-root";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * Ends the current task, so the browser may paint and answer a tap before the next step: a
 * prerendered page is on screen already, and one task of evaluating the entry, starting the
 * navigation and hydrating held the main thread of a slow phone for some 150 ms (Lighthouse's Total
 * Blocking Time, docs/performance.md).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A page prerendered at build time (scripts/prerender.ts) is taken over where it stands, its data
// in the cache before the app starts its first page's prefetches; index.html (every other page)
// has an empty #root the app renders into.
async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const prerendered = takeOverPrerendered(root, queryClient);
  if (prerendered) await nextTask();
  const app = createApp(queryClient);
  // React's own onRecoverableError/onCaughtError/onUncaughtError: a hydration mismatch goes to the
  // browser's reportError, where the browser tests' console checks see it (web/e2e/prerender.spec.ts,
  // docs/decisions/0027-react-19-and-react-router-8.md). A callback here must keep reporting it.
  // Hydrating in a transition lets React yield between components (a plain hydrateRoot renders the
  // whole page in one task); a tap on a part not yet hydrated is replayed once it is.
  // Back or Forward in the tasks since the take-over: the URL's page is rendered in the HTML's place.
  if (prerendered) await nextTask();
  if (prerendered && stillAtLoadedUrl()) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(root);
