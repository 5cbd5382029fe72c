import { describe, expect, it } from "vitest";
import { actorOf, auditEntry, changesBetween } from "./record.js";

describe("changesBetween", () => {
  it("lists the leaves that differ by dotted path, with short values before and after", () => {
    expect(
      changesBetween(
        { name: "Savanna Ways", city: { en: "Nairobi", de: "Nairobi" }, destinations: ["kenya"] },
        {
          name: "Savanna Ways",
          city: { en: "Nairobi", de: "Nairobi (Kenia)" },
          destinations: ["kenya", "tanzania"],
        },
      ),
    ).toEqual([
      { path: "city.de", before: "Nairobi", after: "Nairobi (Kenia)" },
      { path: "destinations.1", after: "tanzania" },
    ]);
  });

  it("names a long text that changed without copying it", () => {
    const [change] = changesBetween({ about: "a".repeat(200) }, { about: "b".repeat(200) });
    expect(change).toEqual({ path: "about" });
  });

  it("records every field of a creation and nothing when nothing changed", () => {
    expect(changesBetween(undefined, { capacity: 12, salesOpen: true })).toEqual([
      { path: "capacity", after: 12 },
      { path: "salesOpen", after: true },
    ]);
    expect(changesBetween({ capacity: 12 }, { capacity: 12 })).toEqual([]);
  });
});

describe("auditEntry", () => {
  it("stamps who, when and what", () => {
    const caller = {
      kind: "user" as const,
      userId: "u-1",
      email: "ops@tembea.travel",
      emailVerified: true,
      name: "Ops",
      groups: ["admins"],
      agencyId: undefined,
      issuedAt: 0,
    };
    const entry = auditEntry({
      actor: actorOf(caller, "admin"),
      action: "agency.updated",
      target: { type: "agency", id: "savanna-ways", label: "Savanna Ways" },
      agencyId: "savanna-ways",
      before: { name: "Savanna" },
      after: { name: "Savanna Ways" },
      at: new Date("2026-11-27T10:00:00Z"),
    });
    expect(entry).toMatchObject({
      at: "2026-11-27T10:00:00.000Z",
      actor: { userId: "u-1", email: "ops@tembea.travel", role: "admin" },
      changes: [{ path: "name", before: "Savanna", after: "Savanna Ways" }],
    });
    expect(entry.entryId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses an anonymous actor", () => {
    expect(() => actorOf({ kind: "anonymous" }, "agent")).toThrow();
  });
});
