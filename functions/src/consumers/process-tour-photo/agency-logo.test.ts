import { seedDemoData } from "@tembea/infra/local/seed/seed";
import { type AdminAgency, AgencySchema, contract } from "@tembea/shared";
import type { S3Event } from "aws-lambda";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { agentX } from "../../../test/tour-drafts.js";
import { agencyLogoKeys } from "../../core/storage/agency-logo-keys.js";
import { inspectFile, readBytes } from "../../core/storage/uploads.js";
import { findAgency } from "../../data/agencies.js";
import { auditOfAgency } from "../../data/audit.js";
import { handler as createUpload } from "../../http/create-agency-logo-upload/handler.js";
import { handler as getAgency } from "../../http/get-admin-agency/handler.js";
import { handler as removeLogo } from "../../http/remove-agency-logo/handler.js";
import { handler as updateAgency } from "../../http/update-agency/handler.js";
import { processTourPhotos } from "./handler.js";

useTestTable();
const admin = { sub: "admin-logo", email: "logo@tembea.example", "cognito:groups": "[admins]" };
const agencyId = "mara-horizon-safaris";

/** A wide logo with transparency: contained, it must keep its whole width and gain bands above and below. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

const agency = async () =>
  (await invoke(getAgency, contract.getAdminAgency, { claims: admin, params: { agencyId } })).body as {
    agency: AdminAgency;
  };

const slot = (claims: Record<string, string>, body: unknown) =>
  invoke(createUpload, contract.createAgencyLogoUpload, {
    claims,
    params: { agencyId },
    body: JSON.stringify(body),
  });

/** What the browser does: a slot, then the PUT with exactly the signed headers. Answers the key. */
async function upload(bytes: Uint8Array, contentType = "image/png") {
  const answer = await slot(admin, { contentType, size: bytes.byteLength });
  expect(answer.status).toBe(200);
  const { url, headers } = answer.body as { url: string; headers: Record<string, string> };
  expect((await fetch(url, { method: "PUT", headers, body: bytes })).status).toBe(200);
  const key = decodeURIComponent(new URL(url).pathname).split("/").slice(-3).join("/");
  const parsed = agencyLogoKeys.parseIncoming(`incoming/${key}`);
  expect(parsed?.agencyId).toBe(agencyId);
  return { key: `incoming/${key}`, uploadId: parsed?.uploadId as string };
}

const s3Event = (key: string): S3Event =>
  ({
    Records: [{ eventName: "ObjectCreated:Put", s3: { object: { key: encodeURIComponent(key) } } }],
  }) as unknown as S3Event;

describe("agency logos: upload slot, processing, replacement", () => {
  beforeAll(async () => {
    await seedDemoData();
  });

  it("gives a slot to admins only, and refuses other types and files over 2 MB", async () => {
    expect((await slot(agentX, { contentType: "image/png", size: 1000 })).status).toBe(403);
    const gif = await slot(admin, { contentType: "image/gif", size: 1000 });
    expect(gif.status).toBe(400);
    expect(JSON.stringify(gif.body)).toContain("imageType");
    const big = await slot(admin, { contentType: "image/png", size: 2 * 1024 * 1024 + 1 });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain("imageTooLarge");
    const unknown = await invoke(createUpload, contract.createAgencyLogoUpload, {
      claims: admin,
      params: { agencyId: "no-such-agency" },
      body: JSON.stringify({ contentType: "image/png", size: 1000 }),
    });
    expect(unknown.status).toBe(404);
  });

  it("shows the upload as processing, then renders it square and uncropped and makes it the logo", async () => {
    const before = (await agency()).agency.version;
    const { key, uploadId } = await upload(await png(400, 100));
    expect((await agency()).agency).toMatchObject({ logoUpload: { status: "processing" } });
    expect((await agency()).agency.logo).toBeUndefined();
    // The tour pages answer the agency through the public schema: the upload's key stays the operator's.
    expect(AgencySchema.parse(await findAgency(agencyId))).not.toHaveProperty("logoUpload");
    await processTourPhotos(s3Event(key));
    const after = (await agency()).agency;
    expect(after.logo).toBe(`/uploads/agency-logos/${agencyId}/${uploadId}`);
    expect(after.logoUpload).toBeUndefined();
    // Not a form field: a form opened before the upload still saves.
    expect(after.version).toBe(before);
    for (const size of [64, 128, 256]) {
      const bytes = await readBytes(agencyLogoKeys.rendering(agencyId, uploadId, size));
      const meta = await sharp(bytes as Uint8Array).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["webp", size, size, true]);
      // Contained: the top row is transparent padding, the middle row the logo's colour.
      const { data, info } = await sharp(bytes as Uint8Array)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
      expect(data[(info.width * Math.floor(size / 2) + 1) * 4 + 3]).toBeGreaterThan(200);
    }
    expect(await inspectFile(key)).toBeUndefined();
    const entries = (await auditOfAgency(agencyId)).entries;
    expect(entries.find((e) => e.action === "agency.logo-changed")?.actor.email).toBe(admin.email);
  });

  it("replaces the logo with a second upload, ignores a stale event, keeps it through a form save", async () => {
    const first = await upload(await png(200, 200));
    const second = await upload(await png(300, 300));
    // The first upload's event arrives after the second was handed out: it changes nothing.
    await processTourPhotos(s3Event(first.key));
    expect((await agency()).agency.logoUpload).toEqual({ status: "processing" });
    await processTourPhotos(s3Event(second.key));
    const { agency: shown } = await agency();
    expect(shown.logo).toBe(`/uploads/agency-logos/${agencyId}/${second.uploadId}`);
    const { version, id: _, logo: __, logoUpload: ___, ...input } = shown;
    const saved = await invoke(updateAgency, contract.updateAgency, {
      claims: admin,
      params: { agencyId },
      body: JSON.stringify({ ...input, version }),
    });
    expect(saved.status).toBe(200);
    expect((await agency()).agency.logo).toBe(shown.logo);
  });

  it("marks a file that is no image failed, with the reason, and keeps the last logo", async () => {
    const { logo } = (await agency()).agency;
    const { key } = await upload(new TextEncoder().encode("not a png at all"));
    await processTourPhotos(s3Event(key));
    const { agency: shown } = await agency();
    expect(shown.logoUpload).toEqual({ status: "failed", reason: "notAnImage" });
    expect(shown.logo).toBe(logo);
    expect(await inspectFile(key)).toBeUndefined();
  });

  it("removes the logo for admins only, with an audit entry, the version unchanged", async () => {
    const before = (await agency()).agency;
    expect(before.logo).toBeDefined();
    const remove = (claims: Record<string, string>) =>
      invoke(removeLogo, contract.removeAgencyLogo, { claims, params: { agencyId } });
    expect((await remove(agentX)).status).toBe(403);
    const removed = await remove(admin);
    expect(removed.status).toBe(200);
    expect(removed.body).not.toHaveProperty("logo");
    expect(removed.body).not.toHaveProperty("logoUpload");
    expect((removed.body as AdminAgency).version).toBe(before.version);
    const entries = (await auditOfAgency(agencyId)).entries;
    expect(entries[0]).toMatchObject({ action: "agency.logo-changed", actor: { email: admin.email } });
  });
});
