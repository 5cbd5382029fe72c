import * as routes from "@tembea/shared/contract/routes";
import { sitePagePaths } from "@tembea/shared/site/site-routes";
import { requestUrl } from "../api/client";
import { groupTourQuery, specialTourQuery } from "../features/tours/queries";
import { parseLocalePath } from "../i18n/locale-path";
import type { QueryKey } from "../lib/query";

/** The pages under a tour kind that are no tour ("group-tour/thank-you", ".../receipt"). */
const besideTours = new Set(sitePagePaths.filter((path) => /^(group|special)-tour\/[^:/]+$/.test(path)));

/**
 * The API answer a tour page shows (`/group-tour/{id}`, `/de/special-tour/{id}`), as its route's
 * prefetch asks for it: the address to ask and the query that holds it. Undefined for any other
 * path (a step of the booking, a page beside the tours).
 */
export function tourPageAnswer(urlPath: string): { apiPath: string; queryKey: QueryKey } | undefined {
  const { path } = parseLocalePath(urlPath);
  const page = /^\/(group|special)-tour\/([^/]+)$/.exec(path);
  const id = page?.[2];
  if (!page || !id || besideTours.has(path.slice(1))) return undefined;
  const query = page[1] === "group" ? groupTourQuery(id) : specialTourQuery(id);
  const endpoint = page[1] === "group" ? routes.getGroupTour : routes.getSpecialTour;
  return { apiPath: requestUrl(endpoint, { id }), queryKey: query.queryKey };
}
