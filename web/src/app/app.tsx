import { AppRouter } from "./app-router";
import { createNavigation } from "./navigation";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { appRoutes } from "./router";

// One cache for the pages and the routes' prefetching (route-prefetch.ts); main.tsx fills it with a
// prerendered page's data.
export const queryClient = createQueryClient();
const routes = appRoutes(queryClient);
// Created with the module, before React renders: the first page's chunk, API calls and guards start now.
const navigation = createNavigation(routes);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter navigation={navigation} routes={routes} />
    </AppProviders>
  );
}
