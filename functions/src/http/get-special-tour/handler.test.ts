import { demoGroupTours } from "@tembea/infra/demo/group-tours";
import { demoSpecialTours } from "@tembea/infra/demo/special-tours";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { handler } from "./handler.js";

useTestTable();

describe("GET /api/special-tours/{id}", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("answers the special tour with its fixed duration, group size and agency", async () => {
    const special = demoSpecialTours[0];
    if (!special) throw new Error("no special tour");
    const res = await invoke(handler, contract.getSpecialTour, { params: { id: special.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tour: {
        id: special.id,
        kind: "special",
        durationDays: special.durationDays,
        groupSize: special.groupSize,
      },
      agency: { id: special.agencyId },
    });
  });

  it("answers 404 for a group tour's id", async () => {
    const group = demoGroupTours[0];
    if (!group) throw new Error("no group tour");
    expect((await invoke(handler, contract.getSpecialTour, { params: { id: group.id } })).status).toBe(404);
  });
});
