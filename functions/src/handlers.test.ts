import { existsSync } from "node:fs";
import { endpoints } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { handlerEntry } from "./handlers.js";

describe("handlers", () => {
  it("exist for every contract entry and export a handler", async () => {
    for (const endpoint of endpoints) {
      const entry = handlerEntry(endpoint.id);
      expect(existsSync(entry), entry).toBe(true);
      const module = (await import(entry)) as { handler?: unknown };
      expect(typeof module.handler, endpoint.id).toBe("function");
    }
  });
});
