// The shapes of the web app's URLs that more than the web app needs (the prerender build, the
// CloudFront function, the local twin). No zod here: the web's first load reads this module.
import type { Locale } from "../domain/locale.js";

/**
 * Every page exists under four prefixes: none (English, the default), /en, /de and /fr. The prefix
 * decides the language of the page; "" and "/en" are both English.
 */
export const routePrefixes = ["", "/en", "/de", "/fr"] as const satisfies readonly ("" | `/${Locale}`)[];
export type RoutePrefix = (typeof routePrefixes)[number];

/**
 * The tailored-trip request starts with its date step (docs/product-spec.md, section 2, Screens and routes).
 */
export const firstTripRequestStep = "date";

/**
 * A tailored-trip request is one page per step under /tailored-trips/{destination}/request/
 * (docs/product-spec.md, section 2, Screens and routes); without a step, the URL that sends a visitor
 * to where they left off.
 */
export function tripRequestPath(destination: string, step?: string): string {
  const base = `/tailored-trips/${destination}/request`;
  return step === undefined ? base : `${base}/${step}`;
}

/** Where every "request a quote" link for a destination leads: the request's first step. */
export function newTripRequestPath(destination: string): string {
  return tripRequestPath(destination, firstTripRequestStep);
}

/** Whether an unprefixed path is one of a request's pages (any destination, any step). */
export function isTripRequestPath(path: string): boolean {
  return /^\/tailored-trips\/[^/]+\/request(\/|$)/.test(path);
}
