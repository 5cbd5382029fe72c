import type { ReactNode } from "react";
import { CurrencyProvider } from "../features/currency/currency-context";
import { type QueryClient, QueryClientProvider } from "../lib/query";
import { Toaster } from "../ui/toast";

/**
 * App-wide providers. The language (Lingui) is provided per route branch, because it follows the
 * URL prefix; see locale-root.tsx.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        {children}
        <Toaster />
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
