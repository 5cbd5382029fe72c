import { destinationNames, isDestinationSlug, type Locale, sortDestinationsByName } from "@tembea/shared";
import { destinationsQuery } from "../features/destinations/use-destinations";
import { readListState } from "../features/tours/list-state";
import {
  groupTourQuery,
  groupToursQuery,
  latestReviewLimit,
  latestReviewsQuery,
  specialTourQuery,
  specialToursPageQuery,
  specialToursQuery,
} from "../features/tours/queries";
import { parseLocalePath } from "../i18n/locale-path";
import type { QueryClient } from "../lib/query";
import { cardImageSizes, heroImageSizes } from "../ui/image-sources";
import { preloadImage } from "../ui/preload-image";
import type { Prefetch as RoutePrefetch } from "./navigation";

/** A failed prefetch is the page's to show (its query fails the same way); nothing to do here. */
const ignore = () => undefined;

type Prefetch = (
  client: QueryClient,
  url: URL,
  params: Record<string, string | undefined>,
  locale: Locale,
) => void;

/**
 * A route's prefetch (app/navigation.ts): it starts the page's API calls when the URL is opened,
 * while the page's chunk loads, so the answer and the chunk arrive together instead of one after the
 * other (on a slow phone connection that is one round trip less before the page can show anything).
 * It never waits and never throws: the page reads the same queries and shows their loading and error
 * states itself.
 */
function prefetching(client: QueryClient, prefetch: Prefetch): RoutePrefetch {
  return ({ url, params }) => prefetch(client, url, params, parseLocalePath(url.pathname).locale);
}

/** The picture of the list page's first card: the API answers the page the URL shows. */
function preloadFirstCard(tours: readonly { image: { name: string } }[]): void {
  const first = tours[0];
  if (first) preloadImage(first.image.name, cardImageSizes);
}

/**
 * The prefetches of the pages whose first paint waits for the API: the home page and the tour pages.
 * Each also preloads the page's largest picture on a phone (its first card, or the tour's hero) as
 * soon as its name is known: on the home page at once (the twelve destinations and their order are
 * fixed: the API sorts the same data by the same rule), on the tour pages when the answer arrives,
 * which is usually before the page's chunk has rendered it.
 */
export function routePrefetch(client: QueryClient) {
  return {
    home: prefetching(client, (c, _url, _params, locale) => {
      // A prerendered home page carries the sorted list (and preloads its picture in the head):
      // sorting again would build a collator, some 13 ms of a phone's main thread before hydration.
      const cached = c.getQueryData<readonly { slug: string }[]>(destinationsQuery(locale).queryKey);
      const first = cached ? cached[0] : sortDestinationsByName(destinationNames, locale)[0];
      if (first) preloadImage(first.slug, cardImageSizes);
      void c.prefetchQuery(destinationsQuery(locale));
      void c.prefetchQuery(latestReviewsQuery(latestReviewLimit));
      void c.prefetchQuery(specialToursQuery(undefined, locale));
    }),
    groupTours: prefetching(client, (c, url, params, locale) => {
      const destination = params.destination;
      // An unknown destination is the page's 404, asked of nobody.
      if (destination !== undefined && !isDestinationSlug(destination)) return;
      c.fetchQuery(groupToursQuery(destination, readListState(url.searchParams), locale)).then(
        ({ tours }) => preloadFirstCard(tours),
        ignore,
      );
      // A destination's list shows its special tours too.
      if (destination !== undefined) void c.prefetchQuery(specialToursQuery(destination, locale));
    }),
    specialTours: prefetching(client, (c, url, params, locale) => {
      const destination = params.destination;
      if (destination !== undefined && !isDestinationSlug(destination)) return;
      c.fetchQuery(specialToursPageQuery(destination, readListState(url.searchParams), locale)).then(
        ({ tours }) => preloadFirstCard(tours),
        ignore,
      );
    }),
    groupTour: prefetching(client, (c, _url, params) => {
      if (params.id)
        c.fetchQuery(groupTourQuery(params.id)).then(
          ({ tour }) => preloadImage(tour.image.name, heroImageSizes),
          ignore,
        );
    }),
    specialTour: prefetching(client, (c, _url, params) => {
      if (params.id)
        c.fetchQuery(specialTourQuery(params.id)).then(
          ({ tour }) => preloadImage(tour.image.name, heroImageSizes),
          ignore,
        );
    }),
  };
}
