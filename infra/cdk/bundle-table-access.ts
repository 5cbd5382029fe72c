import ts from "typescript";

/**
 * Which key builders a function's code uses to read the table and which to write it, read off its
 * bundle (esbuild, ESM, unminified, our workspaces bundled and packages left external), so
 * table-partitions.test.ts can hold each declaration in permissions.ts to what the code does.
 *
 * All table access lives in functions/src/data/, behind functions named for the access pattern;
 * they send through functions/src/data/table.ts, one function per operation (`getItem`,
 * `transactWrite`, …), which this reads like any other data-layer function: it reads or writes by
 * the command it constructs, and a function calling it does what it does.
 * The bundle is one flat scope (esbuild renames what would clash), and esbuild marks where each
 * module's code starts (`// functions/src/data/bookings.ts`), so each top-level declaration is a
 * unit whose module, uses of key builders, DynamoDB operations and references to other
 * top-level declarations can be read from the syntax tree. The data layer imports keys.ts as a
 * namespace (`import * as keys`), so a bundle holds only the builders its function calls, each a
 * declaration of keys.ts's code called by name; `keys.<builder>` on the `keys` object tests and
 * tools use is read too:
 *
 * - A data-layer unit reads when it constructs a reading operation (GetCommand, QueryCommand,
 *   paginateQuery, a transaction's ConditionCheck, …) or refers to a data-layer unit that reads;
 *   likewise for writing (PutCommand, UpdateCommand, DeleteCommand, BatchWriteCommand,
 *   TransactWriteCommand). So `createTour` writes: it hands its item to `putIfAbsent`.
 * - A unit's key builders are its own and those of the data-layer helpers it refers to that do no
 *   I/O themselves (which only make keys or items for it). A unit that reads uses them to read, a
 *   unit that writes to write; a unit that does both is counted as doing both with all of them
 *   (errs towards granting; the data layer keeps one access pattern per function).
 * - Code outside the data layer that uses `keys`, a DynamoDB operation, or a data-layer helper
 *   that makes keys without doing I/O is reported as a stray: the check could not tell what it
 *   does with them.
 *
 * Tree-shaking leaves only what the handler can reach, so a builder on a path that never runs still
 * counts, as before: the check errs towards granting.
 */

export interface BundleTableAccess {
  /** Key builders used by data-layer code that reads the table. */
  readBuilders: Set<string>;
  /** Key builders used by data-layer code that writes the table. */
  writeBuilders: Set<string>;
  /** Table access outside the data layer, described; empty when the data layer is the only door. */
  strays: string[];
}

const dynamoModules = new Set(["@aws-sdk/lib-dynamodb", "@aws-sdk/client-dynamodb"]);

/** Authorized by grants.ts's read actions (GetItem, BatchGetItem, Query, ConditionCheckItem). */
const readOperations = new Set([
  "GetCommand",
  "BatchGetCommand",
  "QueryCommand",
  "TransactGetCommand",
  "paginateQuery",
  "GetItemCommand",
  "BatchGetItemCommand",
  "TransactGetItemsCommand",
]);
/** Authorized by grants.ts's write actions (PutItem, UpdateItem, DeleteItem, BatchWriteItem). */
const writeOperations = new Set([
  "PutCommand",
  "UpdateCommand",
  "DeleteCommand",
  "BatchWriteCommand",
  "TransactWriteCommand",
  "PutItemCommand",
  "UpdateItemCommand",
  "DeleteItemCommand",
  "BatchWriteItemCommand",
  "TransactWriteItemsCommand",
]);
/** A transaction item authorized by ConditionCheckItem, a read action. */
const conditionCheckItem = "ConditionCheck";

type Kind = "read" | "write";

interface Unit {
  names: string[];
  module: string;
  dataLayer: boolean;
  builders: Set<string>;
  kinds: Set<Kind>;
  /** Names of other top-level declarations this one refers to. */
  refers: Set<string>;
  /** What this unit does that the analysis cannot place (an unknown operation, `keys` passed whole). */
  problems: string[];
}

const isDataLayer = (module: string) => /(^|\/)functions\/src\/data\//.test(module);

/** Where each module's code starts: esbuild's `// <path>` lines between modules. */
function moduleMarkers(code: string): { at: number; module: string }[] {
  return [...code.matchAll(/^\/\/ (\S+\.[cm]?[jt]sx?)$/gm)].map((m) => ({
    at: m.index,
    module: m[1] as string,
  }));
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))
    return statement.name ? [statement.name.text] : [];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  return [];
}

/** An identifier that names a property or a declaration rather than referring to a binding. */
function isNotAReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node) ||
    (ts.isPropertyDeclaration(parent) && parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node) ||
    ((ts.isFunctionDeclaration(parent) || ts.isVariableDeclaration(parent)) && parent.name === node)
  );
}

/** The names a statement `var { GetCommand, … } = anyRequire("@aws-sdk/lib-dynamodb")` declares. */
function requiredDynamoBindings(statement: ts.Statement): ts.BindingElement[] {
  if (!ts.isVariableStatement(statement)) return [];
  return statement.declarationList.declarations.flatMap((d) => {
    const call = d.initializer;
    const [specifier] = call && ts.isCallExpression(call) ? call.arguments : [];
    return ts.isObjectBindingPattern(d.name) &&
      specifier &&
      ts.isStringLiteral(specifier) &&
      dynamoModules.has(specifier.text)
      ? [...d.name.elements]
      : [];
  });
}

/**
 * Reads a bundle. `builderNames` are the key builders' names (Object.keys of functions/src/data/keys.ts,
 * generated from the entity declarations of entities.ts); a builder is a declaration of that
 * module by one of these names (or esbuild's renaming of it, `tour2`), `keys` the object of them all.
 */
export function tableAccessOfBundle(code: string, builderNames: ReadonlySet<string>): BundleTableAccess {
  const source = ts.createSourceFile("bundle.mjs", code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const markers = moduleMarkers(code);
  const moduleAt = (pos: number) => markers.filter((m) => m.at < pos).at(-1)?.module ?? "";

  // The DynamoDB operations by their local names (esbuild renames clashing names: PutCommand2), whether
  // imported or destructured from the package required by name (functions/src/data/dynamodb-sdk.ts).
  const operations = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      if (!dynamoModules.has(statement.moduleSpecifier.text)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          operations.set(element.name.text, (element.propertyName ?? element.name).text);
    }
    for (const element of requiredDynamoBindings(statement))
      if (ts.isIdentifier(element.name))
        operations.set(element.name.text, (element.propertyName ?? element.name).getText());
  }

  const statements = source.statements.filter(
    (s) => !ts.isImportDeclaration(s) && requiredDynamoBindings(s).length === 0,
  );
  const keysModuleNames = statements
    .filter((s) => moduleAt(s.getStart()).endsWith("functions/src/data/keys.ts"))
    .flatMap(declaredNames);
  const keysObjects = new Set(keysModuleNames.filter((name) => /^keys\d*$/.test(name)));
  // The data layer imports the builders as a namespace, so the bundle holds each as a declaration of
  // keys.ts's code and calls it by name; esbuild appends a number to a name another module also
  // declares (tour2). Found by the module they are declared in, never mistaken for a local.
  const builderOf = new Map(
    keysModuleNames.flatMap((name) => {
      const builder = name.replace(/\d+$/, "");
      return builderNames.has(builder) ? [[name, builder] as const] : [];
    }),
  );
  // The namespace as an object (`keys_exports`) when code uses it whole: then which builders it
  // calls cannot be read.
  const keysNamespaces = new Set(keysModuleNames.filter((name) => /^keys_exports\d*$/.test(name)));
  const topLevel = new Set(statements.flatMap(declaredNames));

  const units: Unit[] = statements.map((statement) => {
    const module = moduleAt(statement.getStart());
    const unit: Unit = {
      names: declaredNames(statement),
      module,
      dataLayer: isDataLayer(module),
      builders: new Set(),
      kinds: new Set(),
      refers: new Set(),
      problems: [],
    };
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAssignment(node) &&
        ts.isIdentifier(node.name) &&
        node.name.text === conditionCheckItem
      )
        unit.kinds.add("read");
      if (ts.isIdentifier(node) && !isNotAReference(node)) {
        const name = node.text;
        const parent = node.parent;
        if (keysObjects.has(name)) {
          const builder =
            ts.isPropertyAccessExpression(parent) && parent.expression === node
              ? parent.name.text
              : undefined;
          if (builder && builderNames.has(builder)) unit.builders.add(builder);
          else unit.problems.push(`uses ${name} other than as ${name}.<key builder>`);
        } else if (builderOf.has(name)) unit.builders.add(builderOf.get(name) as string);
        else if (keysNamespaces.has(name))
          unit.problems.push(`uses the key builders' namespace whole (${name}), not one builder by name`);
        else if (operations.has(name)) {
          const operation = operations.get(name) as string;
          if (readOperations.has(operation)) unit.kinds.add("read");
          else if (writeOperations.has(operation)) unit.kinds.add("write");
          else if (/Command$|^paginate/.test(operation))
            unit.problems.push(
              `uses ${operation}, which bundle-table-access.ts does not know as a read or a write`,
            );
        } else if (topLevel.has(name) && !unit.names.includes(name)) unit.refers.add(name);
      }
      ts.forEachChild(node, visit);
    };
    visit(statement);
    return unit;
  });

  const byName = new Map(units.flatMap((u) => u.names.map((n) => [n, u] as const)));
  const referred = (u: Unit) =>
    [...u.refers].map((n) => byName.get(n)).filter((v): v is Unit => v?.dataLayer === true);

  // A unit does what the data-layer units it refers to do, and uses the keys of those that do no I/O.
  for (let changed = true; changed; ) {
    changed = false;
    for (const u of units)
      for (const v of referred(u)) {
        const before = u.kinds.size + u.builders.size;
        if (u.dataLayer) for (const kind of v.kinds) u.kinds.add(kind);
        if (v.kinds.size === 0) for (const builder of v.builders) u.builders.add(builder);
        if (u.kinds.size + u.builders.size !== before) changed = true;
      }
  }

  const readBuilders = new Set<string>();
  const writeBuilders = new Set<string>();
  const strays: string[] = [];
  for (const u of units) {
    const where = `${u.names.join(", ") || "top-level code"} (${u.module})`;
    strays.push(...u.problems.map((p) => `${where} ${p}`));
    if (!u.dataLayer) {
      if (u.builders.size > 0 || u.kinds.size > 0)
        strays.push(`${where} touches the table or its keys outside functions/src/data`);
      continue;
    }
    if (u.kinds.has("read")) for (const b of u.builders) readBuilders.add(b);
    if (u.kinds.has("write")) for (const b of u.builders) writeBuilders.add(b);
  }
  return { readBuilders, writeBuilders, strays };
}
