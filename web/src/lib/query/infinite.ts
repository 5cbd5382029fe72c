import type { AnyQueryOptions, InfiniteData } from "./types";

type Pages = InfiniteData<unknown>;

/** The parameter of the page after `data`'s last one; undefined or null when there is none. */
export function nextPageParam(options: AnyQueryOptions, data: Pages): unknown {
  const { pages, pageParams } = data;
  return options.getNextPageParam?.(
    pages[pages.length - 1],
    pages,
    pageParams[pageParams.length - 1],
    pageParams,
  );
}

/**
 * An infinite query's fetch: with `forward`, the page after those held; otherwise its first page
 * and then again as many pages as it held (a refetch reads the pages the list shows, one after the
 * other, each asking for the page the answer before names).
 */
export function fetchPages(
  options: AnyQueryOptions,
  data: Pages | undefined,
  forward: boolean,
  context: object,
): Promise<Pages> {
  const add = async (held: Pages, pageParam: unknown): Promise<Pages> => {
    const page = await options.queryFn?.({ ...context, pageParam } as never);
    return { pages: [...held.pages, page], pageParams: [...held.pageParams, pageParam] };
  };
  const more = (held: Pages) => {
    const param = nextPageParam(options, held);
    return param == null ? held : add(held, param);
  };
  if (forward && data?.pages.length) return Promise.resolve(more(data));
  let result = add(
    { pages: [], pageParams: [] },
    data?.pageParams.length ? data.pageParams[0] : options.initialPageParam,
  );
  for (let i = 1; i < (data?.pages.length ?? 0); i++) result = result.then(more);
  return result;
}
