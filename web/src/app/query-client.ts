import { ApiRequestError } from "../api/client";
import { QueryClient } from "../lib/query";

/**
 * Retry what may pass on a second try (network failures, 5xx) once; never retry an answer the API
 * gave on purpose (4xx: validation, not found, not allowed) or one that was not the API's JSON.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof ApiRequestError) {
    return error.code === "NETWORK" || (error.status >= 500 && error.code !== "BAD_RESPONSE");
  }
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
