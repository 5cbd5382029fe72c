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
 * Whether #root holds a page the build rendered. If so, the query cache starts from the data it was
 * rendered with and the app's first render is marked as hydrating it (ui/hydration.ts).
 */
export function takeOverPrerendered(root: HTMLElement, queryClient: QueryClient): boolean {
  const state = document.getElementById(stateId);
  if (!root.firstElementChild || !state) return false;
  const dehydrated = JSON.parse(state.textContent ?? "{}") as DehydratedState;
  hydrate(queryClient, dehydrated);
  markRenderedWith(
    queryClient,
    (dehydrated.queries ?? []).map(({ queryKey }) => queryKey),
  );
  startPrerenderedRender();
  return true;
}
