import { useEffect, useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isChunkLoadError, reloadOnceForChunkError } from "./chunk-reload";
import { NotFoundPage } from "./not-found-page";

/**
 * The router's error boundary. A chunk that failed to load (usually: a new version was deployed
 * while the tab was open) reloads the page, at most once in 10 seconds; everything else shows the
 * 404 page, as the spec asks for fatal and unhandled errors.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);

  useEffect(() => {
    if (chunkError) {
      if (!reloadOnceForChunkError()) setReloadRefused(true);
      return;
    }
    if (!(isRouteErrorResponse(error) && error.status === 404)) {
      console.error("Unhandled error in a page", error);
    }
  }, [error, chunkError]);

  // While the reload starts, show nothing rather than flash the error page.
  if (chunkError && !reloadRefused) return null;
  return <NotFoundPage />;
}
