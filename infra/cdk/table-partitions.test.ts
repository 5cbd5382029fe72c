import { keys } from "@tembea/functions/data/keys";
import { handlerEntry } from "@tembea/functions/handlers";
import { jobEntry, jobs } from "@tembea/functions/jobs";
import { endpoints } from "@tembea/shared";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { endpointPermissions, jobPermissions, type Permissions } from "./permissions.js";
import {
  leadingKeyPatterns,
  partitionsOfKeyBuilder,
  type TablePartition,
  tablePartitions,
} from "./table-partitions.js";

type KeyBuilder = keyof typeof keys;
const builderNames = Object.keys(keys) as KeyBuilder[];

/** IAM StringLike: `*` is any run of characters, `?` one character. */
const matchesPattern = (value: string, pattern: string) =>
  new RegExp(
    `^${pattern
      .split("")
      .map((c) => (c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.+^${}()|[\]\\]/g, "\\$&")))
      .join("")}$`,
  ).test(value);

/** What a key builder gives for placeholder arguments: a partition value, or a key object. */
function sampleOf(name: KeyBuilder): unknown {
  const builder = keys[name] as unknown;
  if (typeof builder !== "function") return builder;
  return (builder as (...args: string[]) => unknown)(...Array.from({ length: builder.length }, () => "x1"));
}

describe("the table's partitions (table-partitions.ts)", () => {
  it("are made by the key builders: each builder's key falls in the partitions it is mapped to", () => {
    for (const name of builderNames) {
      const sample = sampleOf(name);
      const mapped = partitionsOfKeyBuilder[name].map((p) => tablePartitions[p]);
      if (mapped.length === 0) {
        // Index attributes or a sort key only: nothing a request is authorized by.
        expect(sample, name).not.toHaveProperty("pk");
        continue;
      }
      const { pk, gsi1pk, gsi2pk } = (typeof sample === "string" ? {} : sample) as Record<string, string>;
      const value = typeof sample === "string" ? sample : (pk ?? gsi1pk ?? gsi2pk);
      expect(typeof value, `${name} gives a partition key`).toBe("string");
      expect(
        mapped.some((pattern) => matchesPattern(value as string, pattern)),
        `${name}: ${value} in ${mapped}`,
      ).toBe(true);
    }
  });

  it("are all used by some key builder", () => {
    const used = new Set(builderNames.flatMap((name) => partitionsOfKeyBuilder[name]));
    expect(Object.keys(tablePartitions).filter((p) => !used.has(p as TablePartition))).toEqual([]);
  });
});

/**
 * Which key builders each function's code can reach: every endpoint's and job's handler bundled as
 * for Lambda (esbuild, tree-shaken, ESM), but unminified and without third-party packages, so the
 * data layer's `keys.<builder>` calls are still readable. A builder reachable from the handler is
 * counted even when a path that calls it never runs: the check errs towards granting.
 */
async function keyBuildersPerFunction(): Promise<Record<string, Set<KeyBuilder>>> {
  const entryPoints: Record<string, string> = Object.fromEntries([
    ...endpoints.map((e) => [e.id, handlerEntry(e.id)]),
    ...jobs.map((j) => [j.id, jobEntry(j)]),
  ]);
  const result = await build({
    entryPoints,
    bundle: true,
    write: false,
    outdir: "out",
    format: "esm",
    platform: "node",
    target: "node22",
    mainFields: ["module", "main"],
    logLevel: "error",
    plugins: [
      {
        name: "our-code-only",
        setup(b) {
          // Third-party packages are not ours and build no table keys; our workspaces are bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@tembea/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const known = new Set<string>(builderNames);
  return Object.fromEntries(
    result.outputFiles.map((file) => {
      const id = (file.path.split("/").pop() as string).replace(/\.js$/, "");
      // esbuild keeps the name `keys` (or `keys2`, … when another module has one) unminified.
      const used = [...file.text.matchAll(/\bkeys\d*\.(\w+)\b/g)]
        .map((m) => m[1] as string)
        .filter((name) => known.has(name)) as KeyBuilder[];
      return [id, new Set(used)];
    }),
  );
}

describe("each function's partitions in permissions.ts", () => {
  let buildersOf: Record<string, Set<KeyBuilder>>;
  beforeAll(async () => {
    buildersOf = await keyBuildersPerFunction();
  }, 120_000);

  const declared: [string, Permissions][] = [
    ...Object.entries(endpointPermissions),
    ...Object.entries(jobPermissions),
  ];

  it("are exactly the partitions of the key builders its code calls: none missing, none spare", () => {
    expect(Object.keys(buildersOf).sort()).toEqual(declared.map(([id]) => id).sort());
    for (const [id, permissions] of declared) {
      const builders = [...(buildersOf[id] ?? [])].sort();
      const needed = leadingKeyPatterns(builders.flatMap((b) => partitionsOfKeyBuilder[b]));
      expect(
        leadingKeyPatterns(permissions.partitions ?? []),
        `${id} calls keys.${builders.join(", keys.")}`,
      ).toEqual(needed);
      // A function that reaches the table needs the table declared, and only then.
      expect(Boolean(permissions.table), `${id}: table declared`).toBe(needed.length > 0);
    }
  });

  it("see every key: no code outside functions/src/data/keys.ts spells a partition key itself", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const root = new URL("../../functions/src/", import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "data/keys.ts",
    );
    expect(files.length).toBeGreaterThan(50);
    const prefixes = Object.values(tablePartitions).map((pattern) => pattern.split("*")[0] as string);
    const spelled = files.flatMap((f) => {
      const text = readFileSync(new URL(f, root), "utf8");
      return prefixes
        .filter((p) => [`"${p}`, `'${p}`, `\`${p}`].some((q) => text.includes(q)))
        .map((p) => `${f}: ${p}`);
    });
    expect(spelled).toEqual([]);
  });
});
