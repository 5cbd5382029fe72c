import type { ReactNode } from "react";
import { AgentOnly } from "../../features/auth/guards";
import { SiteLayout } from "./site-layout";

/**
 * The agents' console: the site header (its user menu links back here) and the reduced footer. The
 * route loader keeps everyone but agents out on the first visit; AgentOnly leaves when they sign out.
 */
export function AgentLayout({ children }: { children?: ReactNode }) {
  return (
    <AgentOnly>
      <SiteLayout header footer="reduced">
        {children}
      </SiteLayout>
    </AgentOnly>
  );
}
