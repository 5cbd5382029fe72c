import { AppShell } from "./app-shell";
import { createNavigation } from "./navigation";
import { createQueryClient } from "./query-client";
import { appRoutes } from "./router";

// One cache for the pages and the routes' prefetching (route-prefetch.ts); main.tsx fills it with a
// prerendered page's data.
export const queryClient = createQueryClient();
const routes = appRoutes(queryClient);
// Created with the module, before React renders: the first page's chunk, API calls and guards start now.
const navigation = createNavigation(routes);

export function App() {
  return <AppShell queryClient={queryClient} navigation={navigation} routes={routes} />;
}
