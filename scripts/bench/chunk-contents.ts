// What a built chunk of the SPA is made of: its minified bytes attributed to packages (or our own
// folders) through the chunk's source map, so the report can say which code dominates first load.
import { existsSync, readFileSync } from "node:fs";
import { SourceMapConsumer } from "source-map-js";

function ownerOf(source: string | null): string {
  if (!source) return "(unmapped)";
  const i = source.lastIndexOf("node_modules/");
  if (i < 0)
    return source
      .replace(/^(\.\.\/)+/, "")
      .split("/")
      .slice(0, 3)
      .join("/");
  const parts = source.slice(i + "node_modules/".length).split("/");
  return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? source);
}

/** Minified bytes per package for one chunk; empty when the chunk has no source map next to it. */
export function chunkContents(file: string, top = 8): { owner: string; bytes: number }[] {
  if (!existsSync(file) || !existsSync(`${file}.map`)) return [];
  const lines = readFileSync(file, "utf8").split("\n");
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")));
  const bytes = new Map<string, number>();
  let previous: { line: number; column: number; owner: string } | undefined;
  const add = (owner: string, n: number) => bytes.set(owner, (bytes.get(owner) ?? 0) + n);
  consumer.eachMapping(
    (m) => {
      if (previous) {
        // A mapping owns the generated text up to the next mapping (or the end of its line).
        const end =
          previous.line === m.generatedLine ? m.generatedColumn : (lines[previous.line - 1]?.length ?? 0);
        add(previous.owner, end - previous.column);
      }
      previous = { line: m.generatedLine, column: m.generatedColumn, owner: ownerOf(m.source) };
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  if (previous) add(previous.owner, (lines[previous.line - 1]?.length ?? 0) - previous.column);
  return [...bytes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([owner, n]) => ({ owner, bytes: n }));
}
