import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY } from "../../../test/tour-drafts.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as getSpecialTour } from "../get-special-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler } from "./handler.js";

useTestTable();

describe("GET /api/agency/tours/{tourId}/preview", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("shows a draft in progress as the public page would, in its exact shape, what it lacks empty", async () => {
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "special", destination: "kenya" }),
    });
    const tourId = (created.body as AgencyTour).id;
    await invoke(saveTour, contract.saveAgencyTour, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ version: 0, draft: { title: { en: "Private Mara" }, itinerary: [{}, {}] } }),
    });
    const res = await invoke(handler, contract.previewAgencyTour, { claims: agentX, params: { tourId } });
    expect(res.status).toBe(200);
    expect(contract.getSpecialTour.response.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({
      tour: {
        id: tourId,
        kind: "special",
        title: { en: "Private Mara", de: "", fr: "" },
        durationDays: 2,
        itinerary: [{ day: 1 }, { day: 2 }],
        image: { name: "kenya" },
      },
      agency: { id: "mara-horizon-safaris" },
      reviews: [],
    });
    // Still nothing for travellers, and nothing for another agency.
    expect((await invoke(getSpecialTour, contract.getSpecialTour, { params: { id: tourId } })).status).toBe(
      404,
    );
    expect(
      (await invoke(handler, contract.previewAgencyTour, { claims: agentY, params: { tourId } })).status,
    ).toBe(404);
  });

  it("previews a demo group tour exactly as its public page answers it", async () => {
    const id = "kenya-great-migration-safari";
    const { handler: getGroupTour } = await import("../get-group-tour/handler.js");
    const page = await invoke(getGroupTour, contract.getGroupTour, { params: { id } });
    const preview = await invoke(handler, contract.previewAgencyTour, {
      claims: agentX,
      params: { tourId: id },
    });
    expect(preview.body).toEqual(page.body);
  });
});
