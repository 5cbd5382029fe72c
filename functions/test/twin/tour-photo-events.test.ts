import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tourPhotoEvents } from "@tembea/infra/local/adapters/local-photo-events";
import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { localAwsCredentials } from "@tembea/infra/local/services/local-dynamodb";
import { type LocalS3, startLocalS3 } from "@tembea/infra/local/services/local-s3";
import { type AgencyTour, contract, type TourPhoto, type TourPhotoUpload } from "@tembea/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectFile } from "../../src/core/storage/uploads.js";
import { handler as createTour } from "../../src/http/create-agency-tour/handler.js";
import { handler as createUpload } from "../../src/http/create-tour-photo-upload/handler.js";
import { handler as listPhotos } from "../../src/http/list-tour-photos/handler.js";
import { freePort } from "../free-port.js";
import { invoke } from "../invoke.js";
import { useTestTable } from "../test-table.js";
import { agentX } from "../tour-drafts.js";

useTestTable();
let s3: LocalS3;
let dir: string;

/**
 * The twin's S3 with the bucket notification the twin sets up (twin.ts): an upload through a
 * presigned PUT, exactly as the browser makes it, is processed without anyone calling the function.
 * An S3 twin of this file's own, so the handlers' client (made on first use) points at it.
 */
describe("the S3 twin's photo notification", () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "tembea-test-photo-events-"));
    s3 = await startLocalS3({
      port: await freePort(),
      host: "127.0.0.1",
      dataDir: dir,
      bucket: "tembea-test-photo-events",
      allowedOrigins: ["http://localhost:3000"],
      credentials: localAwsCredentials,
      objectCreated: tourPhotoEvents,
    });
    Object.assign(process.env, { S3_ENDPOINT: s3.endpoint, UPLOADS_BUCKET: s3.bucket });
    await seedDemoData();
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("processes a photo uploaded through the S3 twin", async () => {
    const created = await invoke(createTour, contract.createAgencyTour, {
      claims: agentX,
      body: JSON.stringify({ kind: "special", destination: "kenya" }),
    });
    const tourId = (created.body as AgencyTour).id;
    const png = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const slot = (
      await invoke(createUpload, contract.createTourPhotoUpload, {
        claims: agentX,
        params: { tourId },
        body: JSON.stringify({ contentType: "image/png", size: png.byteLength }),
      })
    ).body as TourPhotoUpload;
    expect((await fetch(slot.url, { method: "PUT", headers: slot.headers, body: png })).status).toBe(200);

    const statusOf = async () =>
      (
        (await invoke(listPhotos, contract.listTourPhotos, { claims: agentX, params: { tourId } })).body as {
          photos: TourPhoto[];
        }
      ).photos.find((p) => p.photoId === slot.photoId)?.status;
    // A condition, not a time limit: on a busy machine sharp's six renderings take what they take.
    await expect.poll(statusOf, { timeout: 50_000, interval: 100 }).toBe("ready");
    const rendering = await inspectFile(`uploads/tour-photos/${tourId}/${slot.photoId}-640.webp`);
    expect(rendering?.contentType).toBe("image/webp");
  }, 60_000);
});
