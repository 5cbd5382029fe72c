// The site's route table: which URL paths are pages. One list for the web router (a path it does
// not hold renders the 404 page), the CloudFront function and the local twin (infra/cdk/spa-fallback.ts:
// a path it does not hold answers 404), so the browser and the edge never disagree about a page.
// No zod here: the web's first load reads this module.
import { destinationSlugs } from "../domain/destination.js";
import { routePrefixes } from "./site-paths.js";

/**
 * What a `:name` segment may be, as a regular expression's source (no anchors, no capture groups).
 * The edge cannot ask the API whether a tour exists, but it can refuse an id the API would refuse.
 */
export const routeParameters = {
  /** One of the twelve destinations (domain data). */
  destination: destinationSlugs.join("|"),
  /** A tour id: IdSchema's shape (shared/src/domain/tour.ts), 80 characters at most. */
  tourId: "(?=[a-z0-9-]{1,80}(?:/|$))[a-z0-9]+(?:-[a-z0-9]+)*",
  /** An agency id: IdSchema's shape too. */
  agencyId: "(?=[a-z0-9-]{1,80}(?:/|$))[a-z0-9]+(?:-[a-z0-9]+)*",
  /** A booking's or trip request's id: the contract's z.uuid(), as 8-4-4-4-12 hex digits. */
  uuid: "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}",
  /** One payment of a tailored trip (trip-payment.ts `tripPaymentParts`, which imports zod). */
  paymentPart: "deposit|balance|full",
  /** A calendar date, YYYY-MM-DD (a departure's; the API refuses one that is no day). */
  isoDate: "\\d{4}-\\d{2}-\\d{2}",
} as const;
export type RouteParameter = keyof typeof routeParameters;

const wizardSteps = [
  "date",
  "travellers",
  "accommodations",
  "experiences",
  "budget",
  "contact",
  "create-account",
  "summary",
  "success",
];
const groupTourSteps = ["dates", "accommodation", "travellers", "authenticate", "summary"];
const specialTourSteps = ["dates", "travellers", "authenticate", "summary"];

/**
 * Every page's path without its language prefix and leading slash ("" is the home page), in
 * react-router's notation with a parameter's kind as its name. The web's route table
 * (web/src/app/router.tsx and app/areas/) must hold the same pages: web/src/app/lazy-routes.test.ts
 * compares them. A new page is one line here.
 */
export const sitePagePaths: readonly string[] = [
  "",
  "destinations",
  "tailored-trips",
  "business",
  "travel-guide",
  "faq",
  "review",
  "group-tours",
  "group-tours/:destination",
  "special-tours",
  "special-tours/:destination",
  "group-tour/thank-you",
  "group-tour/receipt",
  "group-tour/:tourId",
  ...groupTourSteps.map((step) => `group-tour/:tourId/${step}`),
  "special-tour/thank-you",
  "special-tour/receipt",
  "special-tour/:tourId",
  ...specialTourSteps.map((step) => `special-tour/:tourId/${step}`),
  "tailored-trips/:destination/request",
  ...wizardSteps.map((step) => `tailored-trips/:destination/request/${step}`),
  "request/thank-you",
  "login",
  "signup",
  "forgot-password",
  "forgot-password/success",
  "reset-password",
  "reset-password/success",
  "invitation",
  "account",
  "account/personal-details",
  "account/security",
  "account/trips",
  "account/trips/request/:uuid",
  "account/trips/request/:uuid/summary",
  "account/trips/request/:uuid/receipt/:paymentPart",
  "account/trips/tour/:uuid",
  "account/trips/tour/:uuid/receipt",
  "account/trips/special-tour/:uuid",
  "account/trips/special-tour/:uuid/receipt",
  "agent",
  "agent/requests/:uuid",
  "agent/tours",
  "agent/tours/:tourId",
  "agent/tours/:tourId/preview",
  "agent/tours/:tourId/departures/:isoDate",
  "agent/agency",
  "agent/history",
  "agent/statements",
  "admin",
  "admin/agencies/new",
  "admin/agencies/:agencyId",
  "admin/history",
  "admin/statements",
  "admin/agencies/:agencyId/statements",
];

interface Trie {
  page: boolean;
  next: Map<string, Trie>;
}

function segmentSource(segment: string): string {
  if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const kind = segment.slice(1);
  if (!(kind in routeParameters)) throw new Error(`unknown route parameter ${segment}`);
  return `(?:${routeParameters[kind as RouteParameter]})`;
}

/** The trie's paths as one alternation: shared first segments are written once, so it stays small. */
function trieSource(trie: Trie): string {
  const branches = [...trie.next].map(([segment, child]) => {
    if (child.next.size === 0) return segment;
    const rest = `/${trieSource(child)}`;
    return child.page ? `${segment}(?:${rest})?` : `${segment}${rest}`;
  });
  return branches.length === 1 ? (branches[0] ?? "") : `(?:${branches.join("|")})`;
}

function sitePathSource(paths: readonly string[]): string {
  const root: Trie = { page: false, next: new Map() };
  for (const path of paths.filter(Boolean)) {
    let node = root;
    for (const segment of path.split("/")) {
      const key = segmentSource(segment);
      let child = node.next.get(key);
      if (!child) {
        child = { page: false, next: new Map() };
        node.next.set(key, child);
      }
      node = child;
    }
    node.page = true;
  }
  const prefixes = routePrefixes.filter(Boolean).map((prefix) => prefix.slice(1));
  // The home page is the prefix alone ("/", "/de", "/de/"); every page may end with a slash.
  return `^(?:/(?:${prefixes.join("|")}))?(?:/?|/${trieSource(root)}/?)$`;
}

/**
 * The route table as one regular expression's source over a URL path as the browser sends it
 * (percent-encoded, with its language prefix): the CloudFront function embeds it as it is.
 */
export const sitePathPattern: string = sitePathSource(sitePagePaths);

const sitePath = new RegExp(sitePathPattern);

/** Whether a URL path (with its language prefix, as in the address bar) is one of the site's pages. */
export function isSitePath(pathname: string): boolean {
  return sitePath.test(pathname);
}
