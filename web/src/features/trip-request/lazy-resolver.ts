import { useCallback, useMemo, useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "../../ui/load-once";

/**
 * A form's validation as a chunk of its own (the resolver and the schemas behind it, with zod), so
 * the page paints without it. The returned function loads it once; after a failed load, the next
 * call tries again.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): () => Promise<Resolver<TValues, TContext, TOutput>> {
  return loadOnce(load);
}

/**
 * The resolver for useForm, and `preload` for the form's first focus or press: the validation loads
 * then, after the page has painted, and a submit waits for it. If it cannot be loaded on submit
 * (usually a new version deployed meanwhile), the error is thrown while rendering, where the route's
 * error boundary reloads the page.
 */
export function useLazyResolver<TValues extends FieldValues, TContext, TOutput>(
  loadResolver: () => Promise<Resolver<TValues, TContext, TOutput>>,
): { resolver: Resolver<TValues, TContext, TOutput>; preload: () => void } {
  const [failure, setFailure] = useState<{ error: unknown }>();
  const resolver = useMemo<Resolver<TValues, TContext, TOutput>>(
    () => async (values, context, options) => {
      let resolve: Resolver<TValues, TContext, TOutput>;
      try {
        resolve = await loadResolver();
      } catch (error) {
        setFailure({ error });
        throw error;
      }
      return resolve(values, context, options);
    },
    [loadResolver],
  );
  // Not needed yet: a failure here is tried again on submit.
  const preload = useCallback(() => void loadResolver().catch(() => undefined), [loadResolver]);
  if (failure) throw failure.error;
  return { resolver, preload };
}
