import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type Statement, type StatementOverview } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { recordInLedger } from "../../../test/ledger.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler as agencyStatement } from "../get-admin-agency-statement/handler.js";
import { handler } from "./handler.js";

useTestTable();

const admin = { sub: "admin-s", email: "s@operator.example", "cognito:groups": "[admins]" };
const entry = (
  agencyId: string,
  kind: "booking-paid" | "refund-paid",
  entryId: string,
  amountChf: number,
) => ({
  agencyId,
  at: "2027-01-15T10:00:00.000Z",
  kind,
  entryId,
  amountChf,
  bookingId: entryId,
});

describe("the operator's statements", () => {
  beforeAll(async () => {
    await seedDemoData(new Date("2026-12-20T08:00:00Z"));
    await recordInLedger(
      entry("mara-horizon-safaris", "booking-paid", "op-1", 500_000),
      entry("mara-horizon-safaris", "refund-paid", "op-0", 120_000),
      entry("kilima-routes", "booking-paid", "op-2", 300_000),
    );
  });

  it("GET /api/admin/statements/{month}: every agency's totals by name, and what is paid out in all", async () => {
    const answer = await invoke(handler, contract.listAgencyStatements, {
      params: { month: "2027-01" },
      claims: admin,
    });
    expect(answer.status).toBe(200);
    const overview = answer.body as StatementOverview;
    const names = overview.agencies.map((a) => a.agency.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    const totalsOf = (id: string) => overview.agencies.find((a) => a.agency.id === id)?.totals;
    expect(totalsOf("mara-horizon-safaris")).toEqual({
      collectedChf: 500_000,
      refundedChf: 120_000,
      dueChf: 380_000,
      paidBookings: 1,
    });
    expect(totalsOf("kilima-routes")?.dueChf).toBe(300_000);
    expect(overview.agencies.filter((a) => a.totals.collectedChf + a.totals.refundedChf > 0)).toHaveLength(2);
    expect(overview.totals).toEqual({
      collectedChf: 800_000,
      refundedChf: 120_000,
      dueChf: 680_000,
      paidBookings: 2,
    });
  });

  it("GET /api/admin/agencies/{agencyId}/statements/{month}: one agency's entries; an unknown agency is 404", async () => {
    const answer = await invoke(agencyStatement, contract.getAdminAgencyStatement, {
      params: { agencyId: "kilima-routes", month: "2027-01" },
      claims: admin,
    });
    expect(answer.status).toBe(200);
    expect((answer.body as Statement).entries.map((e) => e.entryId)).toEqual(["op-2"]);
    const unknown = await invoke(agencyStatement, contract.getAdminAgencyStatement, {
      params: { agencyId: "no-such-agency", month: "2027-01" },
      claims: admin,
    });
    expect(unknown.status).toBe(404);
  });
});
