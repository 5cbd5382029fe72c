// Every message a page can show is in a catalog that page loads: the shell's (loaded with the
// language) or one its lazyPage() call names. Reads the catalogs through Lingui's own API (the same
// extraction as `npm run extract`) and follows the imports of the source files.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogNames } from "./catalogs";

const webRoot = path.resolve(import.meta.dirname, "../..");
const srcRoot = path.join(webRoot, "src");
const rel = (file: string) => path.relative(webRoot, file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [file] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined; // packages: none of them holds our messages
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

const isDynamicImport = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;

/** The modules a file loads, statically or with import(); type-only imports load nothing. */
function importsOf(file: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          named &&
          ts.isNamedImports(named) &&
          named.elements.length > 0 &&
          named.elements.every((element) => element.isTypeOnly));
      if (!onlyTypes) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (isDynamicImport(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found.map((specifier) => resolveImport(file, specifier)).filter((f) => f !== undefined);
}

/** Every module `start` can load, not entering the files `stop` refuses. */
function reach(start: string, stop: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const todo = [start];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(file).filter((next) => !stop(next)));
  }
  return seen;
}

/** The modules the route table (app/router.tsx and app/areas/) loads as pages: each is a chunk. */
const routeTableFiles = [
  path.join(srcRoot, "app/router.tsx"),
  ...readdirSync(path.join(srcRoot, "app/areas")).map((name) => path.join(srcRoot, "app/areas", name)),
];
const areasDir = `${path.join(srcRoot, "app/areas")}${path.sep}`;
const pageFiles = new Set(
  routeTableFiles.flatMap((file) => {
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (isDynamicImport(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
        const target = resolveImport(file, node.arguments[0].text);
        if (target && !target.startsWith(areasDir)) found.push(target);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file));
    return found;
  }),
);
const isPage = (file: string) => pageFiles.has(file);

/**
 * Parts of the shell loaded only when wanted, with a catalog of their own: the part, its catalog,
 * and the shell file that loads both (and renders the part inside CatalogMessages of that catalog).
 */
const lazyParts = new Map([
  [
    path.join(srcRoot, "features/site-dialogs/search-panel.tsx"),
    { catalog: "search", loader: path.join(srcRoot, "features/site-dialogs/search-dialog.tsx") },
  ],
]);

interface PageLoad {
  /** Where the page's chunk is loaded, e.g. "src/app/router.tsx:88". */
  site: string;
  page: string;
  catalogs: string[];
}

/** The string arguments after the one holding the import(): lazyPage(load, "a", "b"), page(path, load, "a"). */
function catalogArguments(call: ts.CallExpression, loader: ts.Node): string[] {
  const index = call.arguments.findIndex((arg) => arg.pos <= loader.pos && loader.end <= arg.end);
  return call.arguments.slice(index + 1).flatMap((arg) => {
    if (ts.isStringLiteral(arg)) return [arg.text];
    if (ts.isArrayLiteralExpression(arg)) return arg.elements.filter(ts.isStringLiteral).map((e) => e.text);
    return [];
  });
}

/** Every place a page chunk is loaded (the route table, whose entries links also preload), with the catalogs it names. */
function pageLoads(): PageLoad[] {
  const loads: PageLoad[] = [];
  for (const file of sourceFiles(srcRoot)) {
    const source = parse(file);
    const visit = (node: ts.Node) => {
      const target = isDynamicImport(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0]);
      const page = target ? resolveImport(file, (node.arguments[0] as ts.StringLiteral).text) : undefined;
      if (page && isPage(page)) {
        let call: ts.Node = node.parent;
        while (!ts.isSourceFile(call) && !(ts.isCallExpression(call) && !isDynamicImport(call)))
          call = call.parent;
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        loads.push({
          site: `${rel(file)}:${line}`,
          page,
          catalogs: ts.isCallExpression(call) ? catalogArguments(call, node) : [],
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return loads;
}

const macroImport = /from "@lingui\/(?:react|core)\/macro"/;
const filesWithMacros = sourceFiles(srcRoot).filter((file) => macroImport.test(readFileSync(file, "utf8")));
const loads = pageLoads();

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
const catalogs = new Map<string, { catalog: Catalog; files: Set<string> }>();
/** The catalog each source file's messages are extracted into. */
const catalogOfFile = new Map<string, string>();

const config = getConfig({ cwd: webRoot, configPath: path.join(webRoot, "lingui.config.ts") });

beforeAll(async () => {
  for (const catalog of await getCatalogs(config)) {
    const name = path.basename(catalog.path);
    const files = new Set(catalog.sourcePaths.map((file) => path.resolve(file)));
    catalogs.set(name, { catalog, files });
    for (const file of files) catalogOfFile.set(file, name);
  }
});

describe("message catalogs", () => {
  it("lingui.config.ts declares the catalogs the app loads", () => {
    expect([...catalogs.keys()].sort()).toEqual([...catalogNames].sort());
  });

  it("has no fallback language, which would let a missing translation pass the build", () => {
    // With a fallback, the Vite plugin's failOnMissing fills a missing German text with English.
    expect(config.fallbackLocales ?? {}).toEqual({});
  });

  it("every file with messages belongs to exactly one catalog", () => {
    const owners = filesWithMacros.map((file) => ({
      file: rel(file),
      catalogs: [...catalogs].filter(([, { files }]) => files.has(file)).map(([name]) => name),
    }));
    expect(owners.filter((owner) => owner.catalogs.length !== 1)).toEqual([]);
  });

  it("every catalog holds every message of its files, translated in every language", async () => {
    const problems: string[] = [];
    for (const [name, { catalog }] of catalogs) {
      const extracted = Object.keys((await catalog.collect()) ?? {});
      expect(extracted.length, `catalog ${name} has messages`).toBeGreaterThan(0);
      for (const locale of catalog.locales) {
        const stored = await catalog.read(locale);
        const absent = extracted.filter((id) => !stored?.[id]);
        if (absent.length > 0)
          problems.push(`${locale}/${name}.po lacks ${absent.length}: run npm run extract -w web`);
        // As the Vite plugin asks before failing the build (failOnMissing).
        const { missing } = await catalog.getTranslations(locale, {
          sourceLocale: config.sourceLocale ?? "en",
          fallbackLocales: config.fallbackLocales ?? {},
        });
        if (missing.length > 0) problems.push(`${locale}/${name}.po: ${missing.length} untranslated`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("the shell catalog covers every file the entry chunk can load", () => {
    const shell = reach(path.join(srcRoot, "main.tsx"), (file) => isPage(file) || lazyParts.has(file));
    const outside = filesWithMacros
      .filter((file) => shell.has(file) && catalogOfFile.get(file) !== "shell")
      .map((file) => `${rel(file)} (in ${catalogOfFile.get(file)})`);
    expect(outside).toEqual([]);
  });

  for (const [part, { catalog, loader }] of lazyParts)
    it(`${rel(part)} is loaded by ${rel(loader)} with the "${catalog}" catalog, and needs no other`, () => {
      expect(importsOf(loader)).toContain(part);
      expect(readFileSync(loader, "utf8")).toMatch(new RegExp(`Catalogs[^=]*= \\["${catalog}"\\]`));
      expect(readFileSync(loader, "utf8")).toContain("<CatalogMessages catalogs={panelCatalogs}>");
      const needed = [...reach(part)]
        .filter((file) => filesWithMacros.includes(file))
        .map((file) => catalogOfFile.get(file))
        .filter((name) => name !== "shell" && name !== catalog);
      expect(needed).toEqual([]);
      expect(catalogOfFile.get(part)).toBe(catalog);
    });

  it("finds the page loads of the route table (router.tsx and its areas)", () => {
    const routeTable = loads.filter(
      (load) => load.site.startsWith("src/app/router.tsx") || load.site.startsWith("src/app/areas/"),
    );
    expect(routeTable.length).toBeGreaterThan(40);
    expect(loads.filter((load) => load.site.startsWith("src/app/areas/")).length).toBeGreaterThan(20);
  });

  for (const load of loads) {
    it(`${load.site} ${rel(load.page)} loads the catalogs of the files it reaches, and no other`, () => {
      const unknown = load.catalogs.filter((name) => !catalogs.has(name) || name === "shell");
      expect(unknown, "catalog names").toEqual([]);
      const loaded = new Set(["shell", ...load.catalogs]);
      const needed = new Map<string, string[]>();
      for (const file of reach(load.page)) {
        const name = catalogOfFile.get(file);
        if (!filesWithMacros.includes(file) || !name || name === "shell") continue;
        needed.set(name, [...(needed.get(name) ?? []), rel(file)]);
      }
      const advice = [
        ...[...needed]
          .filter(([name]) => !loaded.has(name))
          .map(([name, files]) => `add "${name}", for ${files.join(", ")}`),
        ...load.catalogs
          .filter((name) => !needed.has(name))
          .map((name) => `remove "${name}", no file of it is reached`),
      ];
      expect(advice, `the page's load at ${load.site}`).toEqual([]);
    });
  }
});
