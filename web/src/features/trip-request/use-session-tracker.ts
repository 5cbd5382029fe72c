import { useEffect } from "react";
import { useLocation } from "react-router";
import { startsTripRequestSession, tripRequestSession } from "./session-store";

/**
 * docs/product-spec.md, section 4: activeSession becomes true once a page whose path contains /tailored-trips
 * (but not /success) has finished loading. The layout renders a page only after its chunk and data have
 * arrived, so an effect of the layout on the new path runs exactly then.
 */
export function useTripRequestSessionTracker(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (startsTripRequestSession(pathname)) tripRequestSession.set();
  }, [pathname]);
}
