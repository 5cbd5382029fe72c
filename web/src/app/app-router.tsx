import {
  createContext,
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from "react";
import { Router, renderMatches } from "react-router";
import type { AppRoute, Navigation, RouteWork, Visit } from "./navigation";
import { createPagePreloader, PagePreloadContext } from "./preload";
import { ScrollRestoration } from "./scroll-restoration";

const VisitContext = createContext<Visit | null>(null);

/**
 * Renders a route once the visit's guards have finished: nothing when they redirected (the next
 * visit is already on its way), the route's own guard failure as an error for the nearest error
 * boundary, else the route. Until then it suspends: the previous page stays on screen.
 */
export function Guarded({ work, children }: { work: RouteWork; children: ReactNode }) {
  const visit = useContext(VisitContext);
  if (!visit) throw new Error("Guarded renders inside AppRouter");
  const outcome = use(visit.outcome);
  if (outcome.redirected) return null;
  if (outcome.failures.has(work)) throw outcome.failures.get(work);
  return children;
}

/**
 * The visit's routes. Not `useRoutes`: it matches the whole table (every page under four language
 * branches, compiling a pattern per route) on every render, and a first load renders the routes
 * again each time a chunk, catalog or guard it waits for arrives. The navigation matched the URL
 * once when it opened it.
 */
function VisitRoutes() {
  const visit = useContext(VisitContext);
  if (!visit) throw new Error("VisitRoutes renders inside AppRouter");
  return renderMatches(visit.matches);
}

/**
 * react-router's declarative router on the app's navigation (navigation.ts). Every change of URL
 * is a transition, as in `<BrowserRouter>`: while the next page's chunk or guards load, React keeps
 * the current page on screen; only the first load shows the (empty) fallback, as index.html does.
 */
export function AppRouter({ navigation, routes }: { navigation: Navigation; routes: AppRoute[] }) {
  const [visit, setVisit] = useState(navigation.current);
  useLayoutEffect(() => {
    const show = (next: Visit) => {
      // React renders a transition started in a popstate event at once, synchronously, for the
      // browser's scroll restoration; a route that suspends then shows the fallback: Back blanked
      // the page for a frame and took the focus from the field that had it. Scroll restoration is
      // ours (scroll-restoration.tsx), so a POP visit (Back and Forward; also the first visit, whose
      // show changes nothing) starts its transition one task later, outside the event, and the
      // previous page stays on screen like any navigation's. So does any visit opened while the event
      // is still being handled: a guard's redirect, settled in the event's microtasks.
      if (next.action === "POP" || window.event?.type === "popstate") {
        window.setTimeout(() => {
          if (navigation.current === next) startTransition(() => setVisit(next));
        });
      } else startTransition(() => setVisit(next));
    };
    // A redirect may have replaced the first visit before this subscription (same visit: no render).
    show(navigation.current);
    return navigation.subscribe(show);
  }, [navigation]);
  const preloadPage = useMemo(() => createPagePreloader(routes), [routes]);
  return (
    <Router location={visit.location} navigationType={visit.action} navigator={navigation.history}>
      <VisitContext value={visit}>
        <PagePreloadContext value={preloadPage}>
          <Suspense fallback={null}>
            <VisitRoutes />
            <ScrollRestoration />
          </Suspense>
        </PagePreloadContext>
      </VisitContext>
    </Router>
  );
}
