import type { ReactNode } from "react";
import { SiteLayout } from "./site-layout";

/** Spec layout "account": the signed-in traveller's pages, with the header and the full footer. */
export function AccountLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteLayout header footer="full">
      {children}
    </SiteLayout>
  );
}
