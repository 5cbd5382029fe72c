import type { QueryClient } from "../lib/query";
import { noteLeftFirstPage } from "../ui/hydration";
import { AppShell } from "./app-shell";
import { createNavigation } from "./navigation";
import { routedPath } from "./routed-path";
import { appRoutes } from "./router";

/**
 * The app on `queryClient`, the one cache of the pages and the routes' prefetching
 * (route-prefetch.ts). Its navigation is created here, before React renders: the first page's
 * chunk, API calls and guards start now. So the cache must already hold what a prerendered page
 * carries (main.tsx), or the page's prefetch asks the API again for data it has.
 */
export function createApp(queryClient: QueryClient) {
  const routes = appRoutes(queryClient);
  const navigation = createNavigation(routes, undefined, undefined, routedPath);
  const stopListening = navigation.subscribe(() => {
    noteLeftFirstPage();
    stopListening();
  });
  return <AppShell queryClient={queryClient} navigation={navigation} routes={routes} />;
}
