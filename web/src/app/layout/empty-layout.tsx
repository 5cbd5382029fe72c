import type { ReactNode } from "react";
import { SiteLayout } from "./site-layout";

/** Spec layout "empty": the page alone, with its skip link and main landmark; no header or footer. */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteLayout header={false} footer="none">
      {children}
    </SiteLayout>
  );
}
