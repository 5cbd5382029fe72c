import type { ReactNode } from "react";
import { SiteLayout } from "./site-layout";

/** Spec layout "tours": the header and the page, with the footer in its reduced mode. */
export function ToursLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteLayout header footer="reduced">
      {children}
    </SiteLayout>
  );
}
