import { useCallback, useEffect, useRef, useState } from "react";
import { noop } from "./query";

export interface MutationOptions<TData, TError, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: TError, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: TError | null, variables: TVariables) => unknown;
}

/** One call's own callbacks: run only if it is still the component's latest call and the component is mounted. */
export type MutateOptions<TData, TError, TVariables> = Omit<
  MutationOptions<TData, TError, TVariables>,
  "mutationFn"
>;

type MutationState<TData, TError, TVariables> =
  | { status: "idle"; data: undefined; error: null; variables: undefined }
  | { status: "pending"; data: undefined; error: null; variables: TVariables }
  | { status: "success"; data: TData; error: null; variables: TVariables }
  | { status: "error"; data: undefined; error: TError; variables: TVariables };

export type UseMutationResult<TData, TError, TVariables> = MutationState<TData, TError, TVariables> & {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  mutate: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => void;
  mutateAsync: (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => Promise<TData>;
  reset: () => void;
};

const idle = { status: "idle", data: undefined, error: null, variables: undefined } as const;

/**
 * Runs a mutation as TanStack Query does: the options' callbacks run (and are awaited) before the
 * state says success or error, then the call's own callbacks if `current()` (the component's latest
 * call, still mounted). Settles with the data, or rejects with the error.
 */
export async function runMutation<TData, TError, TVariables>(
  options: MutationOptions<TData, TError, TVariables>,
  variables: TVariables,
  set: (state: MutationState<TData, TError, TVariables>) => void,
  current: () => boolean,
  own: MutateOptions<TData, TError, TVariables> = {},
): Promise<TData> {
  set({ status: "pending", data: undefined, error: null, variables });
  let data: TData | undefined;
  let error: TError | null = null;
  try {
    data = await options.mutationFn(variables);
    await options.onSuccess?.(data, variables);
  } catch (caught) {
    error = caught as TError;
    await options.onError?.(error, variables);
  }
  await options.onSettled?.(data, error, variables);
  set(
    error === null
      ? { status: "success", data: data as TData, error: null, variables }
      : { status: "error", data: undefined, error, variables },
  );
  if (current()) {
    if (error === null) own.onSuccess?.(data as TData, variables);
    else own.onError?.(error, variables);
    own.onSettled?.(data, error, variables);
  }
  if (error !== null) throw error;
  return data as TData;
}

/**
 * A change sent to the API, as TanStack Query's useMutation (without onMutate, retries or a cache
 * of mutations: a mutation's state belongs to the component that started it).
 */
export function useMutation<TData = unknown, TError = Error, TVariables = void>(
  options: MutationOptions<TData, TError, TVariables>,
): UseMutationResult<TData, TError, TVariables> {
  const [state, setState] = useState<MutationState<TData, TError, TVariables>>(idle);
  const latest = useRef(options);
  latest.current = options;
  const calls = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutateAsync = useCallback((variables: TVariables, own?: MutateOptions<TData, TError, TVariables>) => {
    const call = ++calls.current;
    const current = () => call === calls.current && mounted.current;
    return runMutation(latest.current, variables, (next) => current() && setState(next), current, own);
  }, []);
  const mutate = useCallback(
    (variables: TVariables, own?: MutateOptions<TData, TError, TVariables>) =>
      void mutateAsync(variables, own).catch(noop),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    calls.current++;
    setState(idle);
  }, []);
  const { status } = state;
  return {
    ...state,
    isIdle: status === "idle",
    isPending: status === "pending",
    isSuccess: status === "success",
    isError: status === "error",
    mutate,
    mutateAsync,
    reset,
  };
}
