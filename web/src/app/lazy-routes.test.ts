// The stand-ins of router.tsx's lazily loaded routes (`addLazyRoutes`) must lead every URL of their
// pages to those routes, and no other page's URL. Reads the paths from the sources (as the catalog
// test does): the route table's modules render pages and cannot run outside the browser build.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sitePagePaths } from "@tembea/shared/site/site-routes";
import { matchRoutes, type RouteObject } from "react-router";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const appDir = import.meta.dirname;
const routerFile = path.join(appDir, "router.tsx");
const areasDir = path.join(appDir, "areas");

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

function calls(source: ts.SourceFile, name: string): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)
      found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The paths of a module's page() calls ("" for the index route) and of its wizard steps. */
function pagePaths(source: ts.SourceFile): string[] {
  const paths = calls(source, "page").map((call) => {
    const first = call.arguments[0];
    return first && ts.isStringLiteral(first) ? first.text : "";
  });
  for (const call of calls(source, "wizardStep")) {
    const first = call.arguments[0];
    if (first && ts.isStringLiteral(first)) paths.push(`${stepPrefix}${first.text}`);
  }
  return paths;
}

/** The part of a wizard step's path before its name, from wizardStep's template literal. */
function wizardStepPrefix(source: ts.SourceFile): string {
  let prefix: string | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === "wizardStep") {
      const find = (inner: ts.Node) => {
        if (ts.isTemplateExpression(inner)) prefix ??= inner.head.text;
        ts.forEachChild(inner, find);
      };
      find(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (prefix === undefined) throw new Error("no template literal in wizardStep");
  return prefix;
}

/** The catalogs each page() and wizardStep() call of a module names (its third argument). */
function pageCatalogs(source: ts.SourceFile): string[][] {
  return [...calls(source, "page"), ...calls(source, "wizardStep")].map((call) => strings(call.arguments[2]));
}

/** The strings of a literal list; none for anything else. */
function strings(node: ts.Node | undefined): string[] {
  return node && ts.isArrayLiteralExpression(node)
    ? node.elements.filter(ts.isStringLiteral).map((element) => element.text)
    : [];
}

interface LazyArea {
  module: string;
  standIns: string[];
  pages: string[];
  /** The catalogs the stand-in loads beside the area's routes. */
  catalogs: string[];
  /** The catalogs of each of the area's pages. */
  pageCatalogs: string[][];
}

/** Every addLazyRoutes(routes, [paths], () => import("./areas/x")) of router.tsx, with the area's pages. */
function lazyAreas(source: ts.SourceFile): LazyArea[] {
  return calls(source, "addLazyRoutes").map((call) => {
    const [, paths, load, catalogs] = call.arguments;
    if (!paths || !ts.isArrayLiteralExpression(paths))
      throw new Error("stand-in paths must be a literal list");
    let specifier: string | undefined;
    const find = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      )
        specifier = node.arguments[0].text;
      ts.forEachChild(node, find);
    };
    if (load) find(load);
    if (!specifier) throw new Error("addLazyRoutes without an import()");
    const module = `${path.resolve(appDir, specifier)}.tsx`;
    const area = parse(module);
    return {
      module: path.basename(module),
      standIns: strings(paths),
      pages: pagePaths(area),
      catalogs: strings(catalogs),
      pageCatalogs: pageCatalogs(area),
    };
  });
}

/** URLs the path pattern matches: each parameter filled in, with and without the optional ones. */
function exampleUrls(pattern: string): string[] {
  const segments = pattern.split("/");
  const fill = (segment: string) => (segment.startsWith(":") ? "x1" : segment.replace(/\?$/, ""));
  const all = `/${segments.map(fill).join("/")}`;
  const required = `/${segments
    .filter((segment) => !segment.endsWith("?"))
    .map(fill)
    .join("/")}`;
  return all === required ? [all] : [all, required];
}

type Tagged = RouteObject & { id: string };
const table = (routes: { path: string; id: string }[]): Tagged[] => [
  {
    id: "branch",
    path: "/",
    children: routes.map(({ path: routePath, id }) =>
      routePath === "" ? { index: true, id } : { path: routePath, id },
    ),
  },
];
const leaf = (routes: Tagged[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;

const stepPrefix = wizardStepPrefix(parse(path.join(appDir, "wizard-route.tsx")));
const router = parse(routerFile);
const entryPages = pagePaths(router);
const areas = lazyAreas(router);

describe("lazily loaded routes", () => {
  it("finds the route table's pages and every area module", () => {
    expect(entryPages.length).toBeGreaterThan(10);
    const modules = readdirSync(areasDir).filter(
      (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"),
    );
    expect(areas.map((area) => area.module).sort()).toEqual(modules.sort());
    for (const area of areas) expect(area.pages.length, area.module).toBeGreaterThan(0);
  });

  for (const area of areas)
    it(`${area.module}'s stand-in loads only catalogs that every page of the area names`, () => {
      expect(area.catalogs.length, "catalogs to load beside the routes").toBeGreaterThan(0);
      expect(area.pageCatalogs).toHaveLength(area.pages.length);
      for (const catalogs of area.pageCatalogs)
        expect(catalogs).toEqual(expect.arrayContaining(area.catalogs));
    });

  const before = table([
    ...entryPages.map((pagePath) => ({ path: pagePath, id: `page ${pagePath}` })),
    ...areas.flatMap((area) =>
      area.standIns.map((standIn) => ({ path: standIn, id: `stand-in ${area.module}` })),
    ),
  ]);
  const after = table(
    [...entryPages, ...areas.flatMap((area) => area.pages)].map((pagePath) => ({
      path: pagePath,
      id: `page ${pagePath}`,
    })),
  );

  for (const area of areas)
    for (const pagePath of area.pages)
      for (const url of exampleUrls(pagePath))
        it(`${url} opens ${area.module}'s stand-in, then its page`, () => {
          expect(leaf(before, url)).toBe(`stand-in ${area.module}`);
          expect(leaf(after, url)).toBe(`page ${pagePath}`);
        });

  for (const pagePath of entryPages.filter((p) => p !== "*"))
    for (const url of exampleUrls(pagePath))
      it(`${url} opens its page, not a stand-in`, () => {
        expect(leaf(before, url)).toBe(`page ${pagePath}`);
      });
});

/** A page path with its parameters unnamed and its optional segments spelled out: "a/:b?" → "a", "a/:". */
function pathShapes(pattern: string): string[] {
  const segments = pattern.split("/");
  const shape = (kept: string[]) =>
    kept.map((segment) => (segment.startsWith(":") ? ":" : segment)).join("/");
  const required = segments.filter((segment) => !segment.endsWith("?"));
  const all = segments.map((segment) => segment.replace(/\?$/, ""));
  return required.length === all.length ? [shape(all)] : [shape(all), shape(required)];
}

// docs/product-spec.md, section 8: the browser shows the 404 page, and CloudFront answers 404, for the paths
// that the shared route table (shared/src/site/site-routes.ts) does not hold: it must hold exactly the pages
// here.
describe("the site's route table", () => {
  const webPages = [...entryPages, ...areas.flatMap((area) => area.pages)].filter((p) => p !== "*");
  const shapes = (paths: readonly string[]) => [...new Set(paths.flatMap(pathShapes))].sort();

  it("holds every page of the web's route table, and no other", () => {
    expect(shapes(sitePagePaths)).toEqual(shapes(webPages));
  });
});
