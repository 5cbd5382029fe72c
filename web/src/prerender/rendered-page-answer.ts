import { type DestinationSlug, isDestinationSlug, type Locale } from "@tembea/shared";
import * as routes from "@tembea/shared/contract/routes";
import { prerenderedFile, tourFrameFile } from "@tembea/shared/site/prerendered-pages";
import { sitePagePaths } from "@tembea/shared/site/site-routes";
import { requestUrl } from "../api/client";
import { readListState } from "../features/tours/list-state";
import {
  groupTourQuery,
  groupToursQuery,
  groupToursRequest,
  specialTourQuery,
  specialToursPageQuery,
  specialToursRequest,
} from "../features/tours/queries";
import { parseLocalePath } from "../i18n/locale-path";
import type { QueryKey } from "../lib/query";

/** A list URL without a query: the first page by name, no filter. */
export const plainList = readListState(new URLSearchParams());

/** A tour list's kind and destination, read from a path without its prefix; undefined for any other page. */
export function tourListOf(
  path: string,
): { kind: "group" | "special"; destination?: DestinationSlug } | undefined {
  const list = /^\/(group|special)-tours(?:\/([^/]+))?$/.exec(path);
  if (!list) return undefined;
  const slug = list[2];
  return {
    kind: list[1] === "group" ? "group" : "special",
    destination: slug && isDestinationSlug(slug) ? slug : undefined,
  };
}

/** The API call of a tour list's first page (no filter, no sort, no page), as its route's prefetch asks for it. */
export function firstListAnswer(
  path: string,
  locale: Locale,
): { apiPath: string; queryKey: QueryKey } | undefined {
  const list = tourListOf(path);
  if (!list) return undefined;
  const request = list.kind === "group" ? groupToursRequest : specialToursRequest;
  const query = list.kind === "group" ? groupToursQuery : specialToursPageQuery;
  const { endpoint, query: params } = request(list.destination, plainList, locale);
  return {
    apiPath: requestUrl(endpoint, undefined, params),
    queryKey: query(list.destination, plainList, locale).queryKey,
  };
}

/** The pages under a tour kind that are no tour ("group-tour/thank-you", ".../receipt"). */
const besideTours = new Set(sitePagePaths.filter((path) => /^(group|special)-tour\/[^:/]+$/.test(path)));

/**
 * What the renderer needs to render a page with its content (tour-page-responder.ts): the API
 * answer the page shows first, as its route's prefetch asks for it, the query that holds it, and
 * the file the viewer-request function names for the page (infra/cdk/spa-fallback.ts). A tour page
 * (`/group-tour/{id}`, `/de/special-tour/{id}`) has its kind's frame, which cannot name its answer
 * (one file serves every tour): its preload goes in a header. A tour list without a query
 * (`/group-tours`, `/fr/special-tours/kenya`) has its prerendered frame, which names its answer
 * itself. Undefined for any other path (a step of the booking, a page beside the tours).
 */
export interface RenderedPageAnswer {
  apiPath: string;
  queryKey: QueryKey;
  file: string;
  /** Whether the file's own HTML cannot preload the answer, so a `Link` header must when it serves. */
  preloadInHeader: boolean;
}

export function renderedPageAnswer(urlPath: string): RenderedPageAnswer | undefined {
  const { prefix, locale, path } = parseLocalePath(urlPath);
  const list = firstListAnswer(path, locale);
  if (list) {
    const known = path.split("/").length < 3 || tourListOf(path)?.destination !== undefined;
    return known ? { ...list, file: prerenderedFile(urlPath), preloadInHeader: false } : undefined;
  }
  const page = /^\/(group|special)-tour\/([^/]+)$/.exec(path);
  const id = page?.[2];
  if (!page || !id || besideTours.has(path.slice(1))) return undefined;
  const kind = page[1] === "group" ? "group-tour" : "special-tour";
  const query = kind === "group-tour" ? groupTourQuery(id) : specialTourQuery(id);
  const endpoint = kind === "group-tour" ? routes.getGroupTour : routes.getSpecialTour;
  return {
    apiPath: requestUrl(endpoint, { id }),
    queryKey: query.queryKey,
    file: tourFrameFile(prefix, kind),
    preloadInHeader: true,
  };
}
