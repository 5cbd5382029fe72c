import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract, tourPhotosPerTour } from "@tembea/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX } from "../../../test/tour-drafts.js";
import * as keys from "../../data/keys.js";
import { updateItem } from "../../data/table.js";
import { findTourDraft } from "../../data/tour-drafts.js";
import { photosOfTour } from "../../data/tour-photos.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as deletePhoto } from "../delete-tour-photo/handler.js";
import { handler } from "./handler.js";

useTestTable();

const slot = (tourId: string) =>
  invoke(handler, contract.createTourPhotoUpload, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ contentType: "image/webp", size: 1000 }),
  });

/** `count` slot requests at once; the statuses they got. */
const race = async (tourId: string, count: number) =>
  (await Promise.all(Array.from({ length: count }, () => slot(tourId)))).map((r) => r.status);

describe("POST /api/agency/tours/{tourId}/photos: the photo limit", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("never hands out more than the limit to simultaneous requests, and a delete gives a place back", async () => {
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "group", destination: "kenya" }),
    });
    const tourId = (created.body as AgencyTour).id;
    const statuses = await race(tourId, tourPhotosPerTour + 10);
    expect(statuses.filter((s) => s === 200)).toHaveLength(tourPhotosPerTour);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await photosOfTour(tourId)).toHaveLength(tourPhotosPerTour);

    const [first, second] = await photosOfTour(tourId);
    const remove = (photoId: string) =>
      invoke(deletePhoto, contract.deleteTourPhoto, { claims: agentX, params: { tourId, photoId } });
    expect((await remove(first?.photoId as string)).status).toBe(200);
    expect((await remove(second?.photoId as string)).status).toBe(200);
    // Two places free again, taken by two of many simultaneous requests.
    expect((await race(tourId, 6)).filter((s) => s === 200)).toHaveLength(2);
    expect(await photosOfTour(tourId)).toHaveLength(tourPhotosPerTour);
    expect((await findTourDraft(tourId))?.photoCount).toBe(tourPhotosPerTour);
  });

  it("holds for a tour published before drafts (no draft item yet), whose draft the first photo makes", async () => {
    const tourId = "kenya-great-migration-safari";
    expect(await findTourDraft(tourId)).toBeUndefined();
    const statuses = await race(tourId, tourPhotosPerTour + 5);
    expect(statuses.filter((s) => s === 200)).toHaveLength(tourPhotosPerTour);
    expect(await photosOfTour(tourId)).toHaveLength(tourPhotosPerTour);
    expect(await findTourDraft(tourId)).toMatchObject({ version: 0, photoCount: tourPhotosPerTour });
    const refused = await slot(tourId);
    expect(refused.body).toMatchObject({ error: { code: "TOO_MANY_PHOTOS" } });
  });

  it("counts the photos of a draft stored before the count was kept", async () => {
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "special", destination: "kenya" }),
    });
    const tourId = (created.body as AgencyTour).id;
    const taken = (await race(tourId, 3)).filter((s) => s === 200).length;
    expect(taken).toBe(3);
    // As a draft written before this change: photos, and no count.
    await updateItem({ Key: keys.tourDraft(tourId), UpdateExpression: "REMOVE photoCount" });
    const statuses = await race(tourId, tourPhotosPerTour);
    expect(statuses.filter((s) => s === 200)).toHaveLength(tourPhotosPerTour - 3);
    expect(await photosOfTour(tourId)).toHaveLength(tourPhotosPerTour);
    expect((await slot(tourId)).body).toMatchObject({ error: { code: "TOO_MANY_PHOTOS" } });
  });
});
