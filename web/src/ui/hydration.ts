import { useSyncExternalStore } from "react";

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
