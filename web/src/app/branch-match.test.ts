import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routePrefixes } from "../i18n/locale-path";
import { matchLanguageBranch } from "./branch-match";

/** The route table's shape (router.tsx): the same pages under each prefix, layouts without paths. */
const pages: RouteObject[] = [
  {
    children: [
      { index: true },
      { path: "group-tours/:destination?" },
      { path: "special-tours/:destination?" },
      { path: "destinations" },
      { path: "*" },
    ],
  },
  { children: [{ path: "group-tour/:id" }, { path: "group-tour/:id/*" }, { path: "group-tour/thank-you" }] },
  {
    children: [
      { path: "tailored-trips/:destination/request" },
      { path: "tailored-trips/:destination/request/*" },
    ],
  },
  { children: [{ path: "account/*" }, { path: "admin" }, { path: "admin/*" }] },
];
const table: RouteObject[] = routePrefixes.map((prefix) => ({ path: prefix || "/", children: pages }));

const summary = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ route, params, pathname, pathnameBase }));

describe("matchLanguageBranch", () => {
  const paths = [
    "/",
    "",
    "/en",
    "/de",
    "/de/",
    "/fr/group-tours",
    "/DE/Group-Tours/Kenya",
    "/group-tours/kenya",
    "/de/group-tour/abc/dates",
    "/fr/group-tour/thank-you",
    "/de/unknown/page",
    "/deutsch",
    "/deutsch/group-tours",
    "/en/tailored-trips/kenya/request/date",
    "/tailored-trips/kenya/request",
    "/fr/admin/agencies",
    "/it/group-tours",
    "/de/de/group-tours",
  ];

  it.each(paths)("matches %j as matchRoutes does on the whole table", (path) => {
    expect(summary(matchLanguageBranch(table, path))).toEqual(summary(matchRoutes(table, path)));
  });

  it("matches a table of another shape whole", () => {
    const other: RouteObject[] = [{ path: "/de", children: [{ path: "*" }] }, { path: "/:lang/x" }];
    expect(summary(matchLanguageBranch(other, "/de/x"))).toEqual(summary(matchRoutes(other, "/de/x")));
    expect(matchRoutes(other, "/de/x")?.[0]?.route.path).toBe("/:lang/x");
  });
});
