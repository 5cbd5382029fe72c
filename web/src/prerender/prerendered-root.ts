import { type DehydratedState, hydrate, type QueryClient } from "../lib/query";
import { markRenderedWith, startPrerenderedRender } from "../ui/hydration";

/** The element holding a prerendered page's query cache: JSON, which the browser never runs (CSP). */
const stateId = "prerendered-state";

/** The state element the build writes after #root; `<` is escaped, so no text in it can end the element. */
export function stateElement(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${stateId}">${json}</script>`;
}

/**
 * Whether the URL is still the one the page's HTML was made for. The app starts after the first
 * paint (decision 0031): a visitor who pressed Back or Forward meanwhile, between pages of a history
 * this document shares, is at another URL, and hydrating the HTML with another page failed (React's
 * hydration mismatch, error 418).
 */
export function stillAtLoadedUrl(): boolean {
  const [loaded] = performance.getEntriesByType("navigation");
  if (!loaded) return true;
  const url = new URL(loaded.name);
  return url.pathname === window.location.pathname && url.search === window.location.search;
}

/**
 * Whether #root holds a page the build rendered, for the URL the browser is at. If so, the query
 * cache starts from the data it was rendered with and the app's first render is marked as hydrating
 * it (ui/hydration.ts); if not, the app renders the URL's page in its place, as on index.html.
 */
export function takeOverPrerendered(root: HTMLElement, queryClient: QueryClient): boolean {
  const state = document.getElementById(stateId);
  if (!root.firstElementChild || !state || !stillAtLoadedUrl()) return false;
  const dehydrated = JSON.parse(state.textContent ?? "{}") as DehydratedState;
  hydrate(queryClient, dehydrated);
  markRenderedWith(
    queryClient,
    (dehydrated.queries ?? []).map(({ queryKey }) => queryKey),
  );
  startPrerenderedRender();
  return true;
}
