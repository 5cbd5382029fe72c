import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AdminAgency, type AuditPage, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { tripRequestInput } from "../../../test/trip-requests.js";
import { handler as createAgency } from "../create-agency/handler.js";
import { handler as getAdminAgency } from "../get-admin-agency/handler.js";
import { handler as getMyAgency } from "../get-my-agency/handler.js";
import { handler as getTripRequestRoute } from "../get-trip-request-route/handler.js";
import { handler as listAgencies } from "../list-agencies/handler.js";
import { handler as listAgencyHistory } from "../list-agency-history/handler.js";
import { handler as listAuditEntries } from "../list-audit-entries/handler.js";
import { handler as submitTripRequest } from "../submit-trip-request/handler.js";
import { handler as updateAgency } from "./handler.js";

const table = useTestTable();

const admin = { sub: "admin-ops", email: "ops@tembea.example", "cognito:groups": "[admins]" };
const input = {
  name: "Ouidah Trails",
  city: { en: "Cotonou", de: "Cotonou", fr: "Cotonou" },
  about: { en: "Voodoo and lakes.", de: "Vodun und Seen.", fr: "Vaudou et lacs." },
  language: "fr",
  requestEmail: "Requests@Ouidah.example",
  destinations: [] as string[],
};

const create = (body: unknown) =>
  invoke(createAgency, contract.createAgency, { claims: admin, body: JSON.stringify(body) });
const update = (agencyId: string, body: unknown) =>
  invoke(updateAgency, contract.updateAgency, {
    claims: admin,
    params: { agencyId },
    body: JSON.stringify(body),
  });
const errorOf = (res: { body: unknown }) => (res.body as { error: Record<string, unknown> }).error;

describe("agencies, by the operator", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("are created with an id from their name, listed, and read with their version", async () => {
    const created = await create(input);
    expect(created).toMatchObject({
      status: 200,
      body: { id: "ouidah-trails", version: 1, requestEmail: "requests@ouidah.example" },
    });
    // The same name again: another id, never the first agency overwritten.
    const again = (await create(input)).body as AdminAgency;
    expect(again.id).toMatch(/^ouidah-trails-[0-9a-f]{4}$/);
    const list = (await invoke(listAgencies, contract.listAgencies, { claims: admin })).body as {
      agencies: { id: string }[];
    };
    expect(list.agencies.map((a) => a.id)).toEqual(expect.arrayContaining(["ouidah-trails", again.id]));
    const read = await invoke(getAdminAgency, contract.getAdminAgency, {
      claims: admin,
      params: { agencyId: "ouidah-trails" },
    });
    expect(read).toMatchObject({
      status: 200,
      body: { agency: { name: "Ouidah Trails", version: 1 }, agents: [] },
    });
    expect(
      (await invoke(getAdminAgency, contract.getAdminAgency, { claims: admin, params: { agencyId: "nope" } }))
        .status,
    ).toBe(404);
  });

  it("refuse a destination another agency answers for, and store nothing", async () => {
    const before = await table.items();
    const res = await create({ ...input, name: "Second Kenya", destinations: ["kenya"] });
    expect(res.status).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: "DESTINATION_TAKEN",
      destination: "kenya",
      fields: { "body.destinations": "destinationTaken" },
    });
    expect(await table.items()).toEqual(before);
  });

  it("refuse bad input with field messages and store nothing", async () => {
    const before = await table.items();
    const res = await create({ ...input, name: " ", requestEmail: "nope", destinations: ["kenya", "kenya"] });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      "body.name": "required",
      "body.requestEmail": "invalidEmail",
      "body.destinations": "invalid",
    });
    expect(await table.items()).toEqual(before);
  });

  it("save only from the version read: the later of two saves is told, and nothing of it is stored", async () => {
    const { id, version } = (await create({ ...input, name: "Lake Nokoue" })).body as AdminAgency;
    const first = await update(id, { ...input, name: "Lake Nokoue Tours", version });
    expect(first).toMatchObject({ status: 200, body: { name: "Lake Nokoue Tours", version: version + 1 } });
    const late = await update(id, { ...input, name: "Overwritten", version });
    expect(late.status).toBe(409);
    expect(errorOf(late).code).toBe("AGENCY_CHANGED");
    const read = (
      await invoke(getAdminAgency, contract.getAdminAgency, { claims: admin, params: { agencyId: id } })
    ).body as { agency: AdminAgency };
    expect(read.agency.name).toBe("Lake Nokoue Tours");
  });

  it("record who changed what, for the operator and for the agency's own agents", async () => {
    const { id, version } = (await create({ ...input, name: "History Makers" })).body as AdminAgency;
    await update(id, { ...input, name: "History Makers", city: { ...input.city, de: "Kotonu" }, version });
    const mine = await invoke(listAuditEntries, contract.listAuditEntries, {
      claims: admin,
      query: { agencyId: id },
    });
    const entries = (mine.body as AuditPage).entries;
    expect(entries.map((e) => e.action)).toEqual(["agency.updated", "agency.created"]);
    expect(entries[0]).toMatchObject({
      actor: { userId: "admin-ops", email: "ops@tembea.example", role: "admin" },
      changes: [{ path: "city.de", before: "Cotonou", after: "Kotonu" }],
    });
    const month = (await invoke(listAuditEntries, contract.listAuditEntries, { claims: admin }))
      .body as AuditPage;
    expect(month.entries.some((e) => e.target.id === id)).toBe(true);
    const agent = {
      sub: "agent-hm",
      email: "a@hm.example",
      "cognito:groups": "[agents]",
      "custom:agencyId": id,
    };
    const history = (await invoke(listAgencyHistory, contract.listAgencyHistory, { claims: agent }))
      .body as AuditPage;
    expect(history.entries.map((e) => e.action)).toEqual(["agency.updated", "agency.created"]);
    const other = { ...agent, "custom:agencyId": "kilima-routes" };
    const theirs = (await invoke(listAgencyHistory, contract.listAgencyHistory, { claims: other }))
      .body as AuditPage;
    expect(theirs.entries.some((e) => e.agencyId === id)).toBe(false);
    expect(await invoke(getMyAgency, contract.getMyAgency, { claims: agent })).toMatchObject({
      status: 200,
      body: { id, name: "History Makers" },
    });
  });

  it("move a destination's requests with them; one no agency answers for is refused as such", async () => {
    const demo = (
      await invoke(getAdminAgency, contract.getAdminAgency, {
        claims: admin,
        params: { agencyId: "dahomey-routes" },
      })
    ).body as { agency: AdminAgency } | undefined;
    const beninAgency = demo?.agency;
    expect(beninAgency?.destinations).toEqual(["benin"]);
    const { id: _, version, ...fields } = beninAgency as AdminAgency;
    expect((await update("dahomey-routes", { ...fields, destinations: [], version })).status).toBe(200);
    const route = () =>
      invoke(getTripRequestRoute, contract.getTripRequestRoute, { params: { slug: "benin" } }).then(
        (r) => r.body,
      );
    expect(await route()).toEqual({ takesRequests: false });
    const traveller = { sub: "traveller-benin", email: "t@benin.example", name: "Tess Benin" };
    const refused = await invoke(submitTripRequest, contract.submitTripRequest, {
      claims: traveller,
      body: JSON.stringify(tripRequestInput({ destination: "benin" })),
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).code).toBe("NO_AGENCY_FOR_DESTINATION");
    // Another agency takes Benin: requests go to it.
    const taker = (await create({ ...input, name: "Benin Takers", destinations: ["benin"] }))
      .body as AdminAgency;
    const sent = await invoke(submitTripRequest, contract.submitTripRequest, {
      claims: traveller,
      body: JSON.stringify(tripRequestInput({ destination: "benin" })),
    });
    expect(sent.status).toBe(200);
    expect(await route()).toEqual({ takesRequests: true });
    expect(taker.destinations).toEqual(["benin"]);
  });
});
