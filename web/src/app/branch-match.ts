import { matchRoutes, type RouteObject } from "react-router";
import { routePrefixes } from "../i18n/locale-path";

/**
 * The prefix whose language branch a URL path is in (router.tsx, localeBranches): the one its first
 * segment names, matched without regard to case as react-router matches, else "" (English).
 */
function branchPrefix(pathname: string): string {
  const first = `/${/^\/([^/]*)/.exec(pathname)?.[1] ?? ""}`.toLowerCase();
  return routePrefixes.find((prefix) => prefix === first) ?? "";
}

const branchPaths = new Set<string>(routePrefixes.map((prefix) => prefix || "/"));

/**
 * matchRoutes on the one language branch a path can be in, rather than on the whole table (every
 * page mounted under "", "/en", "/de" and "/fr"): react-router flattens and ranks every route it is
 * given on every call, and on the whole table that was some 45 ms of the app's start on a slow
 * phone (4× CPU throttling, docs/performance.md). The matches are the same: a path under "/de"
 * matches the "/de" branch, whose catch-all "*" outranks anything of the unprefixed branch (whose
 * routes all start with a fixed segment, or are that branch's own "*"), and any other path can only
 * match the unprefixed branch. A table of any other shape (a top-level route that is no language
 * branch) is matched whole
 * (branch-match.test.ts compares both on every kind of path).
 */
export function matchLanguageBranch<Route extends RouteObject>(routes: Route[], pathname: string) {
  const prefix = branchPrefix(pathname);
  const branch = routes.filter((route) => route.path === (prefix || "/"));
  const branchesOnly = routes.every((route) => branchPaths.has(route.path ?? ""));
  if (!branchesOnly || branch.length !== 1) return matchRoutes(routes, pathname);
  return matchRoutes(branch, pathname) ?? matchRoutes(routes, pathname);
}
