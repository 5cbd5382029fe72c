import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { CurrencyProvider } from "../features/currency/currency-context";
import { Toaster } from "../ui/toast";
import { createQueryClient } from "./query-client";

/**
 * App-wide providers. The language (Lingui) is provided per route branch, because it follows the
 * URL prefix; see locale-root.tsx.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        {children}
        <Toaster />
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
