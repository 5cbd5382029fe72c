import { existsSync } from "node:fs";
import { endpoints } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { handlerEntry, jobEntry, platformEntries } from "./entries.js";
import { jobs } from "./jobs/index.js";

describe("entries", () => {
  it("exist for every contract entry and export a handler", async () => {
    for (const endpoint of endpoints) {
      const entry = handlerEntry(endpoint.id);
      expect(existsSync(entry), entry).toBe(true);
      const module = (await import(entry)) as { handler?: unknown };
      expect(typeof module.handler, endpoint.id).toBe("function");
    }
  });

  it("exist for every job and platform function and export a handler", async () => {
    for (const entry of [...jobs.map(jobEntry), ...Object.values(platformEntries)]) {
      expect(existsSync(entry), entry).toBe(true);
      const module = (await import(entry)) as { handler?: unknown };
      expect(typeof module.handler, entry).toBe("function");
    }
  });
});
