import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import type { QueryClient } from "./client";
import { QueryObserver } from "./observer";
import type {
  InfiniteData,
  InfiniteQueryOptions,
  QueryKey,
  QueryOptions,
  UseInfiniteQueryResult,
  UseQueryResult,
} from "./types";

const ClientContext = createContext<QueryClient | undefined>(undefined);

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  useEffect(() => client.mount(), [client]);
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useQueryClient outside QueryClientProvider");
  return client;
}

/**
 * The component's observer of `options`' query. The render shows its optimistic result (a fetch
 * about to start counts as started: the build's render and the browser's first one agree); the store
 * subscription (useSyncExternalStore, React 18 and 19 alike) re-renders on each change, and the
 * options reach the observer once committed.
 */
function useObserver(options: QueryOptions): unknown {
  const client = useQueryClient();
  const [observer] = useState(() => new QueryObserver(client, options));
  const result = observer.getOptimisticResult(options);
  useSyncExternalStore(
    useCallback((onChange: () => void) => observer.subscribe(onChange), [observer]),
    observer.getCurrentResult,
    observer.getCurrentResult,
  );
  useEffect(() => observer.setOptions(options));
  return result;
}

export function useQuery<
  TQueryFnData,
  TError = Error,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
>(options: QueryOptions<TQueryFnData, TError, TData, TKey>): UseQueryResult<TData, TError> {
  return useObserver(options as unknown as QueryOptions) as UseQueryResult<TData, TError>;
}

export function useInfiniteQuery<
  TPage,
  TError = Error,
  TKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: InfiniteQueryOptions<TPage, TError, TKey, TPageParam>,
): UseInfiniteQueryResult<InfiniteData<TPage, TPageParam>, TError> {
  return useObserver(options as unknown as QueryOptions) as UseInfiniteQueryResult<
    InfiniteData<TPage, TPageParam>,
    TError
  >;
}
