import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AgencyTour, contract, type TourPhoto, type TourPhotoUpload } from "@tembea/shared";
import type { S3Event } from "aws-lambda";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX, agentY } from "../../../test/tour-drafts.js";
import { tourPhotoKeys } from "../../core/storage/tour-photo-keys.js";
import { inspectFile } from "../../core/storage/uploads.js";
import { auditOfAgency } from "../../data/audit.js";
import { handler as createTour } from "../../http/create-agency-tour/handler.js";
import { handler as createUpload } from "../../http/create-tour-photo-upload/handler.js";
import { handler as deletePhoto } from "../../http/delete-tour-photo/handler.js";
import { handler as listPhotos } from "../../http/list-tour-photos/handler.js";
import { processTourPhotos } from "./handler.js";

useTestTable();
let tourId: string;

async function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

const list = async (claims = agentX) =>
  invoke(listPhotos, contract.listTourPhotos, { claims, params: { tourId } });

/** What the browser does: a slot, then the PUT with exactly the signed headers. */
async function upload(bytes: Uint8Array, contentType = "image/jpeg") {
  const slot = await invoke(createUpload, contract.createTourPhotoUpload, {
    claims: agentX,
    params: { tourId },
    body: JSON.stringify({ contentType, size: bytes.byteLength }),
  });
  expect(slot.status).toBe(200);
  const { photoId, url, headers } = slot.body as TourPhotoUpload;
  const put = await fetch(url, { method: "PUT", headers, body: bytes });
  expect(put.status).toBe(200);
  return {
    photoId,
    key: tourPhotoKeys.incoming("mara-horizon-safaris", tourId, photoId, contentType as "image/jpeg"),
  };
}

/** The S3 notification as AWS sends it (keys URL-encoded). */
const s3Event = (key: string): S3Event =>
  ({
    Records: [{ eventName: "ObjectCreated:Put", s3: { object: { key: encodeURIComponent(key) } } }],
  }) as unknown as S3Event;

describe("tour photos: upload, processing, list, delete", () => {
  beforeAll(async () => {
    await seedDemoData();
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "group", destination: "kenya" }),
    });
    tourId = (created.body as AgencyTour).id;
  });

  it("lists a new photo as processing, then ready with six WebP renderings, its upload gone", async () => {
    const { photoId, key } = await upload(await jpeg(2400, 1800));
    expect((await list()).body).toMatchObject({ photos: [{ photoId, status: "processing" }] });
    await processTourPhotos(s3Event(key));
    const photo = ((await list()).body as { photos: TourPhoto[] }).photos.find((p) => p.photoId === photoId);
    expect(photo).toMatchObject({
      status: "ready",
      base: `/uploads/tour-photos/${tourId}/${photoId}`,
      widths: [320, 640, 768, 1024, 1280, 1536],
    });
    for (const renderingKey of tourPhotoKeys.renderings(tourId, photoId)) {
      expect((await inspectFile(renderingKey))?.contentType).toBe("image/webp");
    }
    expect(await inspectFile(key)).toBeUndefined();
    // A repeated event changes nothing.
    await processTourPhotos(s3Event(key));
    expect(
      ((await list()).body as { photos: TourPhoto[] }).photos.find((p) => p.photoId === photoId)?.status,
    ).toBe("ready");
  });

  it("marks a text file uploaded as a JPEG failed, with the reason, and deletes it", async () => {
    const { photoId, key } = await upload(new TextEncoder().encode("hello, I am a .txt renamed .jpg"));
    await processTourPhotos(s3Event(key));
    const photo = ((await list()).body as { photos: TourPhoto[] }).photos.find((p) => p.photoId === photoId);
    expect(photo).toMatchObject({ status: "failed", reason: "notAnImage" });
    expect(photo?.base).toBeUndefined();
    expect(await inspectFile(key)).toBeUndefined();
  });

  it("marks a photo smaller than 1536×1024 failed", async () => {
    const { photoId, key } = await upload(await jpeg(800, 600));
    await processTourPhotos(s3Event(key));
    const photo = ((await list()).body as { photos: TourPhoto[] }).photos.find((p) => p.photoId === photoId);
    expect(photo).toMatchObject({ status: "failed", reason: "photoTooSmall" });
  });

  it("refuses a slot for a wrong type or a file over 15 MB, and storage refuses a file other than signed", async () => {
    const slot = (body: object) =>
      invoke(createUpload, contract.createTourPhotoUpload, {
        claims: agentX,
        params: { tourId },
        body: JSON.stringify(body),
      });
    expect((await slot({ contentType: "image/gif", size: 100 })).body).toMatchObject({
      error: { fields: { "body.contentType": "imageType" } },
    });
    expect((await slot({ contentType: "image/png", size: 15 * 1024 * 1024 + 1 })).body).toMatchObject({
      error: { fields: { "body.size": "imageTooLarge" } },
    });
    const { url, headers } = (await slot({ contentType: "image/png", size: 10 })).body as TourPhotoUpload;
    const larger = await fetch(url, { method: "PUT", headers, body: new Uint8Array(11) });
    expect(larger.status).toBe(403);
  });

  it("answers 404 to another agency's agent, for the tour and its photos", async () => {
    expect((await list(agentY)).status).toBe(404);
    const [photo] = ((await list()).body as { photos: TourPhoto[] }).photos;
    const denied = await invoke(deletePhoto, contract.deleteTourPhoto, {
      claims: agentY,
      params: { tourId, photoId: photo?.photoId as string },
    });
    expect(denied.status).toBe(404);
  });

  it("deletes a photo with its renderings, audited; a second delete is 404", async () => {
    const ready = ((await list()).body as { photos: TourPhoto[] }).photos.find((p) => p.status === "ready");
    const photoId = ready?.photoId as string;
    const del = () =>
      invoke(deletePhoto, contract.deleteTourPhoto, { claims: agentX, params: { tourId, photoId } });
    expect((await del()).body).toEqual({ deleted: photoId });
    expect((await del()).status).toBe(404);
    expect(await inspectFile(tourPhotoKeys.rendering(tourId, photoId, 640))).toBeUndefined();
    const { entries } = await auditOfAgency("mara-horizon-safaris");
    const actions = entries.filter((e) => e.target.id === `${tourId}/${photoId}`).map((e) => e.action);
    expect(actions.sort()).toEqual(["photo.added", "photo.deleted"]);
  });

  it("hands out at most 20 slots per tour: 409 TOO_MANY_PHOTOS", async () => {
    const slot = () =>
      invoke(createUpload, contract.createTourPhotoUpload, {
        claims: agentX,
        params: { tourId },
        body: JSON.stringify({ contentType: "image/webp", size: 1000 }),
      });
    const have = ((await list()).body as { photos: TourPhoto[] }).photos.length;
    for (let i = have; i < 20; i++) expect((await slot()).status).toBe(200);
    const refused = await slot();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "TOO_MANY_PHOTOS" } });
  });
});
