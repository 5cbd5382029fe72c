import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  createPath,
  type Location,
  type NavigationType,
  type Params,
  type RouteMatch,
  type RouteObject,
} from "react-router";

import type { PageCatalog } from "../i18n/catalogs";
import { trackPromise } from "../ui/tracked-promise";
import { matchLanguageBranch } from "./branch-match";

type History = ReturnType<typeof createBrowserHistory>;

/** The URL being opened (with its language prefix) and the route's own parameters. */
export type RouteTarget = { url: URL; params: Params };

/**
 * What a route waits for before it renders: the path to show instead (a redirect, which replaces
 * the history entry), or nothing. It may throw; the route's error boundary then shows the error.
 */
export type Guard = (target: RouteTarget) => Promise<string | null | undefined> | string | null | undefined;

/**
 * Starts what a page will need from the network (its API calls; for the wizard's first step, the
 * next steps' routes; for a language branch, its catalog); never waits and never throws (the page
 * shows its own states). It may run twice for one visit (a stand-in's URL opens again), so what it
 * starts must be shared by a second call (the query cache, loads that happen once).
 */
export type Prefetch = (target: RouteTarget) => void;

/** A page's chunk (without its messages) and the catalogs it names. */
export interface PagePreload {
  chunk: () => Promise<unknown>;
  catalogs: readonly PageCatalog[];
}

/** A route's work, started the moment its URL is opened, before anything renders. */
export interface RouteWork {
  /** Starts loading the page's chunk. */
  load?: () => Promise<unknown>;
  prefetch?: Prefetch;
  guard?: Guard;
  /** What a link to the page may warm up before it is followed (preload.ts): its chunk and catalogs. */
  preload?: PagePreload;
  /**
   * A stand-in's: loads the routes it stands for into the table. The visit waits for them and then
   * the URL opens again, on the complete table (router.tsx, `addLazyRoutes`).
   */
  routes?: () => Promise<void>;
}

/** A route of the app's table: react-router's route object with its work in `handle`. */
export type AppRoute = Omit<RouteObject, "handle" | "children" | "index"> & {
  handle?: RouteWork;
} & ({ index: true; children?: undefined } | { index?: false; children?: AppRoute[] });

/**
 * How the guards of a visit ended: replaced by the next visit (a guard redirected, or the routes
 * of a stand-in loaded and the URL opened again), or the failure of each route that threw.
 */
export type VisitOutcome = { redirected: true } | { redirected: false; failures: Map<RouteWork, unknown> };

/** One opening of a URL (first load, link, back/forward, redirect) and the work it started. */
export interface Visit {
  action: NavigationType;
  location: Location;
  /**
   * The routes the URL matched when it was opened, which are what renders (app-router.tsx): the
   * table is matched once per visit, not again on every render of the routes.
   */
  matches: RouteMatch[];
  /** Settles when every guard of the matched routes has; never rejects. */
  outcome: Promise<VisitOutcome>;
}

/**
 * The app's navigation in react-router's declarative mode: the browser history and, for every
 * change of URL, the work of the routes it matches. The data router did this with loaders and
 * `lazy`; here the history's listener does it, once per navigation and before React renders, so a
 * page's chunk, its API calls and its guards start together. When a guard redirects, the history
 * entry is replaced and the guarded page never renders: navigations are transitions
 * (app-router.tsx), so the previous page stays on screen until the final one is ready.
 */
export function createNavigation(
  routes: AppRoute[],
  history: History = createBrowserHistory({ v5Compat: true }),
  origin: string = window.location.origin,
  /**
   * The path whose routes a URL path renders: its own, or another (router.tsx, `routedPath`: the
   * 404 page for a path the site's route table does not hold). The location stays the URL's.
   */
  routedPath: (pathname: string) => string = (pathname) => pathname,
) {
  const listeners = new Set<(visit: Visit) => void>();

  function notify(visit: Visit) {
    for (const listener of listeners) listener(visit);
  }

  /** The routes of the stand-ins a visit matched load first; then the same URL opens again. */
  function openOnceLoaded(
    action: NavigationType,
    location: Location,
    matches: RouteMatch[],
    standIns: RouteWork[],
  ): Visit {
    const visit: Visit = {
      action,
      location,
      matches,
      outcome: trackPromise(
        Promise.all(standIns.map((work) => work.routes?.())).then(
          () => {
            if (visit === current) {
              current = open(action, location);
              notify(current);
            }
            return { redirected: true };
          },
          (error: unknown) => ({
            redirected: false,
            failures: new Map(standIns.map((work) => [work, error])),
          }),
        ),
      ),
    };
    return visit;
  }

  /**
   * As `useRoutes` does: matchRoutes decodes the path, and a link relative to a route resolves
   * against the route's path encoded again (`%`, `?` and `#` first, which a URL would take apart).
   */
  function encoded(pathname: string): string {
    return history.encodeLocation(pathname.replace(/%/g, "%25").replace(/\?/g, "%3F").replace(/#/g, "%23"))
      .pathname;
  }

  function open(action: NavigationType, location: Location): Visit {
    const url = new URL(createPath(location), origin);
    // matchRoutes on the one language branch the path can be in, the same matches (branch-match.ts).
    const matches = (matchLanguageBranch(routes, routedPath(location.pathname)) ?? []).map((match) => ({
      ...match,
      pathname: encoded(match.pathname),
      pathnameBase: encoded(match.pathnameBase),
    }));
    // Also when a stand-in's routes must load first: what the URL tells (the language branch's
    // catalog, the stand-in's catalogs) loads beside them, not one round trip after. Loads and
    // prefetches are idempotent, so opening the URL again on the complete table starts nothing twice.
    for (const { route, params } of matches) {
      route.handle?.load?.().catch(ignore); // a failed chunk is the page's to show when it renders
      route.handle?.prefetch?.({ url, params });
    }
    const standIns = matches.flatMap(({ route }) => (route.handle?.routes ? [route.handle] : []));
    if (standIns.length > 0) return openOnceLoaded(action, location, matches, standIns);
    const guarded = matches.flatMap(({ route, params }) => {
      const work = route.handle;
      return work?.guard ? [{ work, result: settle(() => work.guard?.({ url, params })) }] : [];
    });
    const visit: Visit = {
      action,
      location,
      matches,
      outcome: trackPromise(
        Promise.all(guarded.map(({ result }) => result)).then((results) => {
          // As with loaders: the first redirect in route order wins, after every guard has finished.
          const redirect = results.find((result) => result.ok && result.value);
          if (redirect?.ok && redirect.value) {
            if (visit === current) history.replace(redirect.value);
            return { redirected: true };
          }
          const failures = new Map<RouteWork, unknown>();
          results.forEach((result, i) => {
            const work = guarded[i]?.work;
            if (!result.ok && work) failures.set(work, result.error);
          });
          return { redirected: false, failures };
        }),
      ),
    };
    return visit;
  }

  let current = open(history.action, history.location);
  history.listen(({ action, location }) => {
    current = open(action, location);
    notify(current);
  });

  return {
    history,
    /** The latest visit (it may still be waiting for its guards). */
    get current(): Visit {
      return current;
    },
    /** Calls `listener` with every new visit; returns the unsubscribe function. */
    subscribe(listener: (visit: Visit) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Navigation = ReturnType<typeof createNavigation>;

type Settled = { ok: true; value: string | null | undefined } | { ok: false; error: unknown };

async function settle(run: () => ReturnType<Guard>): Promise<Settled> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function ignore() {}
