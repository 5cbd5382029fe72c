import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { hashKey, type QueryClient, type QueryKey, useQueryClient } from "../lib/query";

/**
 * Pages prerendered at build time (scripts/prerender.ts) are hydrated: React's first render in the
 * browser must produce the HTML the build produced, which knows no visitor. What only the browser
 * knows (the session, the chosen currency, saved answers, today's date) is read after that first
 * render. This module says which render is which.
 */
let prerendering = false;

/** Called before the first render: on the build's server render, and in the browser when it hydrates prerendered HTML. */
export function startPrerenderedRender(): void {
  prerendering = true;
}

/** Whether the app's first render is (or hydrates) a prerendered page. Fixed once the app has started. */
export function isPrerenderedRender(): boolean {
  return prerendering;
}

const subscribeNever = () => () => undefined;

/**
 * Set once the visitor has left the first page: from then on a component that mounts is not
 * hydrating. (Not when the first page has hydrated: React hydrates a page's parts in several passes,
 * a lazy page after the layout, and a part that hydrates after the store has turned is rendered again
 * at once, as below.)
 */
let leftFirstPage = false;

/**
 * False on the server and during hydration, true from then on and in every render that does not
 * hydrate, so a component can show the visitor's own state right after hydrating.
 *
 * React reads the server snapshot (false) while it hydrates a component and the client one after;
 * where the two differ it renders the component again at once, in one task it cannot interrupt: on a
 * slow phone the home page's reviews and the list's filters took 90–350 ms of it at 4× CPU
 * throttling (Lighthouse's Total Blocking Time, docs/performance.md). So on a prerendered page the
 * client snapshot stays false until the visitor goes to another page, and each component of the first
 * page turns true in a transition of its own task, which React renders in slices between which the
 * browser can answer a tap (docs/decisions/0034-hydrated-state-turns-in-a-transition.md). A
 * component mounted on the first page after hydrating (a list's special tours, once its answer says
 * the destination has no group tours) shows its first state for that task too.
 */
export function useHydrated(): boolean {
  const mountedHydrated = useSyncExternalStore(
    subscribeNever,
    () => !prerendering || leftFirstPage,
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (mountedHydrated) return;
    // From a task of its own: an update made while React flushes the hydration's effects is rendered
    // before that flush ends, in the same task.
    const turn = setTimeout(() => startTransition(() => setTurned(true)));
    return () => clearTimeout(turn);
  }, [mountedHydrated]);
  return mountedHydrated || turned;
}

/** The navigation's (app.tsx): the visitor has gone to another page than the one the app started on. */
export function noteLeftFirstPage(): void {
  leftFirstPage = true;
}

/** Per query cache: the queries whose answers the page's HTML was rendered with. */
const renderedWith = new WeakMap<QueryClient, Set<string>>();

/**
 * Marks the answers a page was rendered with: the tour-page renderer's (web/src/prerender), on the
 * server, and the state the HTML carries, in the browser that hydrates it. A component may show
 * such an answer in its first render, which then is the same on both sides.
 */
export function markRenderedWith(client: QueryClient, keys: readonly QueryKey[]): void {
  const marked = renderedWith.get(client) ?? new Set<string>();
  for (const key of keys) marked.add(hashKey(key));
  renderedWith.set(client, marked);
}

/**
 * Whether the page was rendered with this query's answer: then its first render shows it (a tour
 * list's first page, rendered on request); otherwise an answer the browser's prefetch brought before
 * hydration must wait for `useHydrated`, as the HTML showed the loading state.
 */
export function useRenderedWith(queryKey: QueryKey): boolean {
  return renderedWith.get(useQueryClient())?.has(hashKey(queryKey)) ?? false;
}
