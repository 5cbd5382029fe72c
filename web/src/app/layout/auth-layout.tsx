import type { ReactNode } from "react";
import { SiteLayout } from "./site-layout";

/** Spec layout "auth": login, sign-up and password pages; the header and the reduced footer. */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <SiteLayout header footer="reduced">
      {children}
    </SiteLayout>
  );
}
