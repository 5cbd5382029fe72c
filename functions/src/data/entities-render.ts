import { type EntityDeclaration, entities, type KeyBuilderSpec, keyBuilders, type Part } from "./entities.js";
import { tableSchema } from "./table-schema.js";

/**
 * What the entity declarations (entities.ts) make: the source of keys.ts and the keys table of
 * docs/data-model.md. Written by `npm run entities` (scripts/entities.ts); entities.test.ts fails
 * when either file differs from what this renders.
 */

const placeholder = /\{(\w+)\}/g;
const namesIn = (template: string) => [...template.matchAll(placeholder)].map((m) => m[1] as string);

/** A template as TypeScript: a string literal, or a template literal of the parts. */
function expression(template: string, params: Record<string, Part>): string {
  if (namesIn(template).length === 0) return JSON.stringify(template);
  const body = template.replace(placeholder, (_, name: string) =>
    params[name] === "lower-cased" ? `\${${name}.toLowerCase()}` : `\${${name}}`,
  );
  return `\`${body}\``;
}

/** The entity's params its templates name, in the params' order: a builder's arguments. */
function argumentsOf(entity: EntityDeclaration, ...templates: string[]): string[] {
  const named = new Set(templates.flatMap(namesIn));
  return Object.keys(entity.params).filter((p) => named.has(p));
}

const typed = (entity: EntityDeclaration, names: string[]) =>
  names.map((n) => `${n}: ${entity.params[n] === "number" ? "number" : "string"}`).join(", ");

/** A builder as `[parameters, body]`, or a constant as `[undefined, value]`. */
function builder(spec: KeyBuilderSpec): [string[] | undefined, string, EntityDeclaration | undefined] {
  if ("byKind" in spec) {
    const [groupArgs, group, entity] = builder(spec.byKind.group);
    const [, special] = builder(spec.byKind.special);
    return [["kind", ...(groupArgs ?? [])], `(kind === "group" ? ${group} : ${special})`, entity];
  }
  const entity: EntityDeclaration = entities[spec.entity];
  const index = "index" in spec && spec.index !== undefined ? entity.indexes?.[spec.index] : undefined;
  if ("index" in spec && spec.index !== undefined && !index)
    throw new Error(`${spec.entity} has no index ${spec.index}`);
  const [pk, sk] = index ? [index.pk, index.sk] : [entity.pk, entity.sk];
  switch (spec.make) {
    case "key":
      return [
        argumentsOf(entity, pk, sk),
        `({ pk: ${expression(pk, entity.params)}, sk: ${expression(sk, entity.params)} })`,
        entity,
      ];
    case "partitionKey":
      return [argumentsOf(entity, pk), `({ pk: ${expression(pk, entity.params)} })`, entity];
    case "entry": {
      const i = (index as NonNullable<typeof index>).index;
      return [
        argumentsOf(entity, pk, sk),
        `({ ${i.partitionKey}: ${expression(pk, entity.params)}, ${i.sortKey}: ${expression(sk, entity.params)} })`,
        entity,
      ];
    }
    case "partition": {
      const i = (index as NonNullable<typeof index>).index;
      return [
        argumentsOf(entity, pk),
        `({ index: ${i.indexName}, value: ${expression(pk, entity.params)} })`,
        entity,
      ];
    }
    case "sortPrefix": {
      const names = namesIn(sk);
      const next = names[spec.parts];
      const head = next === undefined ? sk : sk.slice(0, sk.indexOf(`{${next}}`));
      const value = expression(head, entity.params);
      return spec.parts === 0 ? [undefined, value, entity] : [names.slice(0, spec.parts), value, entity];
    }
  }
}

const header = `// Generated from entities.ts by \`npm run entities\`: edit the declarations there, not this file.
`;

/** keys.ts: the key builders, plain template literals, so a Lambda carries no declarations. */
export function renderKeys(): string {
  const lines = Object.entries(keyBuilders).map(([name, spec]) => {
    const [args, body, entity] = builder(spec);
    if (args === undefined) return `export const ${name} = ${body};`;
    const parameters =
      "byKind" in spec
        ? [`kind: "group" | "special"`, typed(entity as EntityDeclaration, args.slice(1))]
            .filter(Boolean)
            .join(", ")
        : typed(entity as EntityDeclaration, args);
    return `export const ${name} = (${parameters}) => ${body};`;
  });
  // Entities may share an index partition (both kinds of tour by agency): its index once.
  const indexPartitions = [
    ...new Set(
      Object.values(entities).flatMap((e: EntityDeclaration) =>
        Object.entries(e.indexes ?? {}).map(
          ([name, { index }]) => `export const ${name}Index = ${index.indexName};`,
        ),
      ),
    ),
  ];
  const attributes = [
    tableSchema.partitionKey,
    tableSchema.sortKey,
    ...tableSchema.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    tableSchema.timeToLiveAttribute,
    "entity",
  ];
  const used = tableSchema.globalSecondaryIndexes.map((i) => i.indexName);
  return `${header}import { type GlobalSecondaryIndex, ${used.join(", ")} } from "./table-schema.js";

/** What a Query on an index reads: the index and the value of its partition key. */
export interface IndexPartition {
  index: GlobalSecondaryIndex;
  value: string;
}

// The key builders, each exported on its own: the data layer imports them as a namespace
// (\`import * as keys\`), so esbuild keeps in a bundle only those its function calls, and
// infra/cdk/bundle-table-access.ts still finds each by the module it comes from. docs/data-model.md
// lists what they make.
${lines.join("\n")}

/** All builders in one object, for tests and tools; a Lambda's code never imports it. */
export const keys = { ${Object.keys(keyBuilders).join(", ")} };

// The index each index partition is on, for updates that set or remove an item's entry there.
${indexPartitions.join("\n")}

/** Attributes that are keys, stripped before an item is handed out as an entity. */
export const keyAttributes = ${JSON.stringify(attributes)};

export function withoutKeys(item: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...item };
  for (const key of keyAttributes) delete rest[key];
  return rest;
}
`;
}

const shown = (template: string) => `\`${template.replace(placeholder, "<$1>")}\``;

export const dataModelMarkers = {
  start: "<!-- keys: generated from functions/src/data/entities.ts by `npm run entities` -->",
  end: "<!-- end of generated keys -->",
};

/** The keys table of docs/data-model.md: one row per item type, its index entries beside it. */
export function renderDataModelKeys(): string {
  const indexNames = tableSchema.globalSecondaryIndexes.map((i) => i.indexName);
  const rows = Object.values(entities).map((e: EntityDeclaration) => {
    const onIndex = indexNames.map((name) =>
      Object.entries(e.indexes ?? {})
        .filter(([, i]) => i.index.indexName === name)
        .map(([partition, i]) => `${shown(i.pk)} / ${shown(i.sk)} (${partition})`)
        .join("; "),
    );
    return `| ${e.name} | ${shown(e.pk)} | ${shown(e.sk)} | ${e.partition} | ${onIndex.join(" | ")} |`;
  });
  return [
    dataModelMarkers.start,
    "",
    `| entity | pk | sk | IAM partition | ${indexNames.map((n) => `${n} pk / sk (partition)`).join(" | ")} |`,
    `| --- | --- | --- | --- | ${indexNames.map(() => "---").join(" | ")} |`,
    ...rows,
    "",
    dataModelMarkers.end,
  ].join("\n");
}

/** docs/data-model.md with its keys table replaced by the one the declarations make. */
export function withDataModelKeys(doc: string): string {
  const start = doc.indexOf(dataModelMarkers.start);
  const end = doc.indexOf(dataModelMarkers.end);
  if (start < 0 || end < start) throw new Error("docs/data-model.md lacks the markers of its keys table");
  return doc.slice(0, start) + renderDataModelKeys() + doc.slice(end + dataModelMarkers.end.length);
}
