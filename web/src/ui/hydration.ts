import { useSyncExternalStore } from "react";
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
 * False on the server and during hydration, true from then on and in every render that does not
 * hydrate. React renders again with true right after hydrating, so a component can show the
 * visitor's own state then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
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
