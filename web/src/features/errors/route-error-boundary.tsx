import { type ReactNode, useEffect, useState } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { useLocation } from "react-router";
import { isChunkLoadError, reloadOnceForChunkError } from "./chunk-reload";
import { NotFoundPage } from "./not-found-page";

/**
 * A route's error page. A chunk that failed to load (usually: a new version was deployed while the
 * tab was open) reloads the page, at most once in 10 seconds; everything else shows the 404 page,
 * as the spec asks for fatal and unhandled errors.
 */
export function RouteError({ error }: { error: unknown }) {
  const chunkError = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);

  useEffect(() => {
    if (chunkError) {
      if (!reloadOnceForChunkError()) setReloadRefused(true);
      return;
    }
    console.error("Unhandled error in a page", error);
  }, [error, chunkError]);

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
