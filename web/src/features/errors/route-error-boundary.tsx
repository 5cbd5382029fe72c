import { type ReactNode, useEffect, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useLocation } from "react-router";
import { isChunkLoadError, reloadOnceForChunkError } from "./chunk-reload";
import { NotFoundPage } from "./not-found-page";
import { OfflinePage } from "./offline-page";

/** Whether the browser says it has no connection (it may say so late, never wrongly so). */
const offline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * A route's error page. A chunk that failed to load (usually: a new version was deployed while the
 * tab was open) reloads the page, at most once in 10 seconds; everything else shows the 404 page,
 * as the spec asks for fatal and unhandled errors. A chunk that failed because the browser is
 * offline reloads once the connection is back, not at once: a reload now would show the browser's
 * own offline page instead of the site, and spend the reload guard for nothing.
 */
export function RouteError({ error }: { error: unknown }) {
  const chunkError = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);
  const [waitingForConnection] = useState(() => chunkError && offline());

  useEffect(() => {
    if (!chunkError) {
      console.error("Unhandled error in a page", error);
      return;
    }
    if (!waitingForConnection) {
      if (!reloadOnceForChunkError()) setReloadRefused(true);
      return;
    }
    // The connection's return, not the guard, decides: this reload cannot loop (it needs the
    // browser offline again), and a refused one would show the 404 page for a page that exists.
    const reloadNow = () => window.location.reload();
    // Back online already (between the error and this effect): the event would not come again.
    if (!offline()) {
      reloadNow();
      return;
    }
    window.addEventListener("online", reloadNow);
    return () => window.removeEventListener("online", reloadNow);
  }, [error, chunkError, waitingForConnection]);

  if (chunkError && waitingForConnection && !reloadRefused) return <OfflinePage />;
  // While the reload starts, show nothing rather than flash the error page.
  if (chunkError && !reloadRefused) return null;
  return <NotFoundPage />;
}

/**
 * Catches what a route throws while it loads or renders (its chunk, its guard, the page itself) and
 * shows the error page in its place (inside `frame`, if given), so a page's crash keeps the layout
 * around it. The next navigation clears it.
 */
export function RouteErrorBoundary({
  children,
  frame = (errorPage) => errorPage,
}: {
  children: ReactNode;
  frame?: (errorPage: ReactNode) => ReactNode;
}) {
  const { key } = useLocation();
  return (
    <ErrorBoundary fallbackRender={({ error }) => frame(<RouteError error={error} />)} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}
