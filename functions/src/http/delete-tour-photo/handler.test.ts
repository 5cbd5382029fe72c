import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract, type GroupTour, type TourPhotoUpload } from "@tembea/shared";
import type { S3Event } from "aws-lambda";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, completeDraft } from "../../../test/tour-drafts.js";
import { processTourPhotos } from "../../consumers/process-tour-photo/handler.js";
import { tourPhotoKeys } from "../../core/storage/tour-photo-keys.js";
import { handler as addDepartures } from "../add-departures/handler.js";
import { handler as createTour } from "../create-agency-tour/handler.js";
import { handler as createUpload } from "../create-tour-photo-upload/handler.js";
import { handler as getGroupTour } from "../get-group-tour/handler.js";
import { handler as previewTour } from "../preview-agency-tour/handler.js";
import { handler as publishTour } from "../publish-agency-tour/handler.js";
import { handler as saveTour } from "../save-agency-tour/handler.js";
import { handler } from "./handler.js";

useTestTable();
let tourId: string;
let version = 0;
const all = (text: string) => ({ en: text, de: `${text} (de)`, fr: `${text} (fr)` });

async function photo(process: boolean): Promise<string> {
  const jpeg = await sharp({ create: { width: 1600, height: 1100, channels: 3, background: "#3a6" } })
    .jpeg()
    .toBuffer();
  const slot = (
    await invoke(createUpload, contract.createTourPhotoUpload, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ contentType: "image/jpeg", size: jpeg.byteLength }),
    })
  ).body as TourPhotoUpload;
  await fetch(slot.url, { method: "PUT", headers: slot.headers, body: jpeg });
  const key = tourPhotoKeys.incoming("mara-horizon-safaris", tourId, slot.photoId, "image/jpeg");
  if (process) {
    await processTourPhotos({
      Records: [{ eventName: "ObjectCreated:Put", s3: { object: { key } } }],
    } as unknown as S3Event);
  }
  return slot.photoId;
}

async function save(photos: string[], coverPhotoId: string) {
  const saved = await invoke(saveTour, contract.saveAgencyTour, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({
      version,
      draft: {
        ...completeDraft(),
        photos: photos.map((photoId) => ({ photoId, alt: all("A photo") })),
        ...(coverPhotoId ? { coverPhotoId } : {}),
      },
    }),
  });
  expect(saved.body).toMatchObject({ version: expect.any(Number) });
  version = (saved.body as AgencyTour).version;
}
const publish = () =>
  invoke(publishTour, contract.publishAgencyTour, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ version }),
  });

describe("a tour's photos on its page", () => {
  beforeAll(async () => {
    await seedDemoData();
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "group", destination: "kenya" }),
    });
    tourId = (created.body as AgencyTour).id;
    await save([], "");
    await invoke(addDepartures, contract.addDepartures, {
      claims: agentX,
      params: { tourId },
      body: JSON.stringify({ capacity: 8, single: { startDate: "2099-04-01" } }),
    });
  });

  it("refuses to publish with a cover still processing; the preview shows the destination's picture meanwhile", async () => {
    const pending = await photo(false);
    await save([pending], pending);
    const refused = await publish();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      error: { code: "TOUR_INCOMPLETE", missing: [{ path: "coverPhotoId", reason: "coverNotReady" }] },
    });
    const preview = await invoke(previewTour, contract.previewAgencyTour, {
      claims: agentX,
      params: { tourId },
    });
    expect((preview.body as { tour: GroupTour }).tour.image.name).toBe("kenya");
  });

  it("publishes the processed cover as the tour's image; that photo cannot be deleted while shown", async () => {
    const ready = await photo(true);
    await save([ready], ready);
    expect((await publish()).status).toBe(200);
    const page = await invoke(getGroupTour, contract.getGroupTour, { params: { id: tourId } });
    expect((page.body as { tour: GroupTour }).tour.image).toEqual({
      name: `/uploads/tour-photos/${tourId}/${ready}`,
      alt: all("A photo"),
    });
    const del = await invoke(handler, contract.deleteTourPhoto, {
      claims: agentX,
      params: { tourId, photoId: ready },
    });
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({ error: { code: "PHOTO_IN_USE" } });
  });
});
