import { describe, expect, it } from "vitest";
import { useTestTable } from "../../test/test-table.js";
import { auditEntry, systemActor } from "../core/audit/record.js";
import { auditEntryPut, auditOfAgency, auditOfMonth, putAuditEntry } from "./audit.js";
import { transactWrite } from "./table.js";

useTestTable();

const entryAt = (iso: string, agencyId?: string) =>
  auditEntry({
    actor: systemActor,
    action: "agency.updated",
    target: { type: "agency", id: agencyId ?? "none" },
    agencyId,
    before: { name: "a" },
    after: { name: iso },
    at: new Date(iso),
  });

describe("audit entries", () => {
  it("reads an agency's history newest first, a page at a time, and never another agency's", async () => {
    const dates = Array.from({ length: 53 }, (_, i) => new Date(Date.UTC(2026, 9, 1, 0, i)).toISOString());
    for (const at of dates) await putAuditEntry(entryAt(at, "river-camp"));
    await transactWrite({
      TransactItems: [auditEntryPut(entryAt("2026-10-02T00:00:00.000Z", "other-camp"))],
    });

    const first = await auditOfAgency("river-camp");
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.at).toBe(dates.at(-1));
    const second = await auditOfAgency("river-camp", first.cursor);
    expect(second.entries.map((e) => e.at)).toEqual(dates.slice(0, 3).reverse());
    expect(second.cursor).toBeUndefined();
    expect((await auditOfAgency("other-camp")).entries).toHaveLength(1);
  });

  it("reads everyone's history by month, the operator's own records included", async () => {
    await putAuditEntry(entryAt("2026-12-05T08:00:00.000Z"));
    await putAuditEntry(entryAt("2026-12-06T08:00:00.000Z", "dune-days"));
    const december = await auditOfMonth("2026-12");
    expect(december.entries.map((e) => e.agencyId)).toEqual(["dune-days", undefined]);
  });

  it("reads the first page for a cursor that is not a key of the list being read", async () => {
    await putAuditEntry(entryAt("2027-01-05T08:00:00.000Z", "cursor-camp"));
    const foreign = Buffer.from(JSON.stringify({ pk: "AUDIT#dune-days", sk: "x" })).toString("base64url");
    for (const cursor of [foreign, "not base64 json", Buffer.from("[1]").toString("base64url")]) {
      expect((await auditOfAgency("cursor-camp", cursor)).entries).toHaveLength(1);
      expect((await auditOfMonth("2027-01", cursor)).entries).toHaveLength(1);
    }
  });
});
