import type { QueryClient } from "@tanstack/react-query";
import { isDestinationSlug, type Locale } from "@tembea/shared";
import type { LoaderFunction } from "react-router";
import { destinationsQuery } from "../features/destinations/use-destinations";
import { readListState } from "../features/tours/list-state";
import {
  groupTourQuery,
  groupToursQuery,
  latestReviewLimit,
  latestReviewsQuery,
  specialTourQuery,
} from "../features/tours/queries";
import { parseLocalePath } from "../i18n/locale-path";

type Prefetch = (
  client: QueryClient,
  url: URL,
  params: Record<string, string | undefined>,
  locale: Locale,
) => void;

/**
 * A route loader that starts the page's API calls and returns at once. react-router runs it while
 * the page's chunk loads, so the answer and the chunk arrive together instead of one after the other
 * (on a slow phone connection that is one round trip less before the page can show anything). It
 * never waits and never throws: the page reads the same queries and shows their loading and error
 * states itself.
 */
function prefetching(client: QueryClient, prefetch: Prefetch): LoaderFunction {
  return ({ request, params }) => {
    const url = new URL(request.url);
    prefetch(client, url, params, parseLocalePath(url.pathname).locale);
    return null;
  };
}

/** The loaders of the pages whose first paint waits for the API: the home page and the tour pages. */
export function routePrefetch(client: QueryClient) {
  return {
    home: prefetching(client, (c, _url, _params, locale) => {
      void c.prefetchQuery(destinationsQuery(locale));
      void c.prefetchQuery(latestReviewsQuery(latestReviewLimit));
    }),
    groupTours: prefetching(client, (c, url, params, locale) => {
      const destination = params.destination;
      // An unknown destination is the page's 404, asked of nobody.
      if (destination !== undefined && !isDestinationSlug(destination)) return;
      void c.prefetchQuery(groupToursQuery({ destination, ...readListState(url.searchParams), locale }));
    }),
    groupTour: prefetching(client, (c, _url, params) => {
      if (params.id) void c.prefetchQuery(groupTourQuery(params.id));
    }),
    specialTour: prefetching(client, (c, _url, params) => {
      if (params.id) void c.prefetchQuery(specialTourQuery(params.id));
    }),
  };
}
