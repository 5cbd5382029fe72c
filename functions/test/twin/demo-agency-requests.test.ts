import { demoAgencyRequestIds, demoAgencyRequests } from "@tembea/infra/local/seed/demo/agency-requests";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract, type TripRequest, TripRequestSchema } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { handler as listAgencyRequests } from "../../src/http/list-agency-trip-requests/handler.js";
import { invoke } from "../invoke.js";
import { useTestTable } from "../test-table.js";

useTestTable();

const now = new Date("2026-11-23T07:00:00Z");
const kenyaAgent = {
  sub: "agent-kenya",
  email: "agent@k.example",
  "cognito:groups": "[agents]",
  "custom:agencyId": "mara-horizon-safaris",
};
const tanzaniaAgent = { ...kenyaAgent, sub: "agent-tz", "custom:agencyId": "kilima-routes" };

async function list(claims: Record<string, string>, query?: Record<string, string>) {
  const res = await invoke(listAgencyRequests, contract.listAgencyTripRequests, {
    claims,
    ...(query ? { query } : {}),
  });
  expect(res.status).toBe(200);
  return (res.body as { requests: TripRequest[] }).requests;
}

describe("the Kenya agency's demo requests", () => {
  beforeAll(async () => {
    await seedDemoData(now);
    await seedDemoData(new Date("2026-11-30T07:00:00Z")); // a restart a week later changes nothing
  });

  it("are valid stored requests", () => {
    for (const request of demoAgencyRequests(now)) TripRequestSchema.parse(request);
  });

  it("are seeded once, newest first: one overdue, one due soon, one fresh, one with an offer, one booked", async () => {
    const requests = await list(kenyaAgent);
    expect(requests.map((r) => r.id)).toEqual([
      demoAgencyRequestIds.fresh,
      demoAgencyRequestIds.withOffer,
      demoAgencyRequestIds.dueSoon,
      demoAgencyRequestIds.overdue,
      demoAgencyRequestIds.booked,
    ]);
    const due = new Map(requests.map((r) => [r.id, [r.status, r.replyDueAt]]));
    expect(due.get(demoAgencyRequestIds.overdue)).toEqual(["in-progress", "2026-11-22T23:00:00.000Z"]);
    expect(due.get(demoAgencyRequestIds.dueSoon)).toEqual(["in-progress", "2026-11-23T15:00:00.000Z"]);
    expect(due.get(demoAgencyRequestIds.fresh)).toEqual(["in-progress", "2026-11-26T05:00:00.000Z"]);
    expect(due.get(demoAgencyRequestIds.withOffer)?.[0]).toBe("offer-available");
    expect(requests.find((r) => r.id === demoAgencyRequestIds.booked)?.payment?.paidChf).toBe(228_000);
  });

  it("are filtered by status on request, and never listed for another agency", async () => {
    expect((await list(kenyaAgent, { status: "offer-available" })).map((r) => r.id)).toEqual([
      demoAgencyRequestIds.withOffer,
    ]);
    expect((await list(kenyaAgent, { status: "in-progress" })).map((r) => r.status)).toEqual([
      "in-progress",
      "in-progress",
      "in-progress",
    ]);
    expect((await list(kenyaAgent, { status: "booked" })).map((r) => r.id)).toEqual([
      demoAgencyRequestIds.booked,
    ]);
    expect(await list(tanzaniaAgent)).toEqual([]);
    const bad = await invoke(listAgencyRequests, contract.listAgencyTripRequests, {
      claims: kenyaAgent,
      query: { status: "nonsense" },
    });
    expect(bad.status).toBe(400);
  });
});
