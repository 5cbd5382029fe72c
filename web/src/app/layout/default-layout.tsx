import type { ReactNode } from "react";
import { SiteLayout } from "./site-layout";

export { mainId } from "./site-layout";

/** Spec layout "default": skip link, header, the page, the full footer. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteLayout header footer="full">
      {children}
    </SiteLayout>
  );
}
