import type { ReactNode } from "react";
import { SiteLayout } from "./site-layout";

/** Spec layout "triprequest": the trip-request steps, header and reduced footer. */
export function TripRequestLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteLayout header footer="reduced">
      {children}
    </SiteLayout>
  );
}
