import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

// One cache for the pages and the routes' prefetching loaders (route-prefetch.ts).
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
