import { StrictMode } from "react";
import type { QueryClient } from "../lib/query";
import { AppRouter } from "./app-router";
import type { AppRoute, Navigation } from "./navigation";
import { AppProviders } from "./providers";

/**
 * The app's element tree: the browser's (app.tsx) and the build's prerender
 * (prerender/render-page.tsx). One tree for both, because hydration needs the browser's first render
 * to produce the build's markup; a provider added to one copy only would break every prerendered page.
 */
export function AppShell({
  queryClient,
  navigation,
  routes,
}: {
  queryClient: QueryClient;
  navigation: Navigation;
  routes: AppRoute[];
}) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter navigation={navigation} routes={routes} />
      </AppProviders>
    </StrictMode>
  );
}
