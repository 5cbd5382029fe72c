import { PutObjectCommand } from "@aws-sdk/client-s3";
import { contract, type Profile, type ProfileImageUpload, profileImageMaxBytes } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { invoke } from "../../../test/invoke.js";
import { useTestTable } from "../../../test/test-table.js";
import { inspectFile, s3, uploadsBucket } from "../../core/storage/uploads.js";
import { handler as createUpload } from "../create-profile-image-upload/handler.js";
import { handler as getProfile } from "../get-my-profile/handler.js";
import { handler as updateProfile } from "../update-my-profile/handler.js";
import { handler as setImage } from "./handler.js";

useTestTable();

// Claims as API Gateway hands them over after verifying each user's ID token.
const ann = { sub: "user-ann", email: "ann@example.com", name: "Ann Wanjiku" };
const ben = { sub: "user-ben", email: "ben@example.com", name: "Ben Okafor" };

const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
const jpeg = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

type Fields = { error: { code: string; fields?: Record<string, string> } };

async function slotFor(claims: Record<string, string>, file: { contentType: string; size: number }) {
  return invoke(createUpload, contract.createProfileImageUpload, { claims, body: JSON.stringify(file) });
}

async function uploadSlot(claims: Record<string, string>, bytes: Uint8Array, contentType = "image/png") {
  const res = await slotFor(claims, { contentType, size: bytes.length });
  expect(res.status).toBe(200);
  const upload = res.body as ProfileImageUpload;
  return upload;
}

/** The browser's PUT to the presigned URL, straight to the S3 twin. */
const put = (url: string, bytes: Uint8Array, contentType: string) =>
  fetch(url, { method: "PUT", headers: { "content-type": contentType }, body: bytes });

const setImageTo = (claims: Record<string, string>, key: string) =>
  invoke(setImage, contract.setProfileImage, { claims, body: JSON.stringify({ key }) });

const profileOf = async (claims: Record<string, string>) =>
  (await invoke(getProfile, contract.getMyProfile, { claims })).body as Profile;

describe("profile image", () => {
  it("refuses anonymous callers", async () => {
    const slot = await invoke(createUpload, contract.createProfileImageUpload, {
      body: JSON.stringify({ contentType: "image/png", size: 10 }),
    });
    expect(slot.status).toBe(401);
    const set = await invoke(setImage, contract.setProfileImage, { body: JSON.stringify({ key: "x" }) });
    expect(set.status).toBe(401);
  });

  it("uploads through a presigned PUT for the caller's own image, then serves it on the profile", async () => {
    const upload = await uploadSlot(ann, png());
    expect(upload).toMatchObject({
      method: "PUT",
      headers: { "content-type": "image/png" },
      maxBytes: profileImageMaxBytes,
      allowedTypes: ["image/jpeg", "image/png", "image/webp"],
    });
    expect(upload.key).toMatch(/^incoming\/profile-images\/user-ann\/[0-9a-f-]{36}\.png$/);
    expect(new URL(upload.url).searchParams.get("X-Amz-SignedHeaders")).toBe(
      "content-length;content-type;host",
    );
    expect((await put(upload.url, png(), "image/png")).status).toBe(200);

    const set = await setImageTo(ann, upload.key);
    expect(set.status).toBe(200);
    const url = (set.body as Profile).profileImageUrl as string;
    expect(url).toBe(`/${upload.key.replace(/^incoming\//, "uploads/")}`);
    expect((await profileOf(ann)).profileImageUrl).toBe(url);
    // Published where the site serves it, and gone from the unserved incoming area.
    expect(await inspectFile(url.slice(1))).toMatchObject({ size: 64, contentType: "image/png" });
    expect(await inspectFile(upload.key)).toBeUndefined();
  });

  it("gives no slot for another user's profile, and one user cannot take another's upload", async () => {
    // The body names no user: only the token decides whose image it is.
    const named = await slotFor(ben, { contentType: "image/png", size: 64, userId: "user-ann" } as never);
    expect(named.status).toBe(400);
    expect((named.body as Fields).error.fields).toEqual({ "body.userId": "unknownField" });

    const annUpload = await uploadSlot(ann, jpeg(), "image/jpeg");
    expect((await put(annUpload.url, jpeg(), "image/jpeg")).status).toBe(200);
    // Ben's own slot cannot be pointed at Ann's key: the signature covers the key.
    const benUpload = await uploadSlot(ben, jpeg(), "image/jpeg");
    const forged = benUpload.url.replace("/user-ben/", "/user-ann/");
    expect((await put(forged, jpeg(), "image/jpeg")).status).toBe(403);

    const before = (await profileOf(ann)).profileImageUrl;
    const taken = await setImageTo(ben, annUpload.key);
    expect(taken.status).toBe(404);
    expect((await profileOf(ben)).profileImageUrl).toBeUndefined();
    expect((await profileOf(ann)).profileImageUrl).toBe(before);
    // Ann's upload is still hers to use.
    expect((await setImageTo(ann, annUpload.key)).status).toBe(200);
  });

  it("refuses a slot for a file that is too large or of the wrong type", async () => {
    const large = await slotFor(ann, { contentType: "image/png", size: profileImageMaxBytes + 1 });
    expect(large.status).toBe(400);
    expect((large.body as Fields).error.fields).toEqual({ "body.size": "imageTooLarge" });
    for (const contentType of ["image/gif", "text/html", "image/svg+xml"]) {
      const wrong = await slotFor(ann, { contentType, size: 100 });
      expect(wrong.status).toBe(400);
      expect((wrong.body as Fields).error.fields).toEqual({ "body.contentType": "imageType" });
    }
    const empty = await slotFor(ann, { contentType: "image/png", size: 0 });
    expect((empty.body as Fields).error.fields).toEqual({ "body.size": "invalid" });
  });

  it("the storage refuses an upload larger than, or typed other than, its slot", async () => {
    const upload = await uploadSlot(ben, png(64));
    expect((await put(upload.url, png(65), "image/png")).status).toBe(403);
    expect((await put(upload.url, png(64), "text/html")).status).toBe(403);
    // Without the presigned signature the private bucket takes nothing.
    const unsigned = new URL(upload.url);
    unsigned.search = "";
    expect((await put(unsigned.toString(), png(64), "image/png")).status).toBe(403);

    const set = await setImageTo(ben, upload.key);
    expect(set.status).toBe(400);
    expect((set.body as Fields).error.fields).toEqual({ "body.key": "uploadMissing" });
  });

  it("checks the stored file again: not the image it claims, or too large, is refused and removed", async () => {
    // Files that reached the bucket some other way than through a slot's signature.
    const store = async (key: string, body: Uint8Array, contentType: string) =>
      s3().send(
        new PutObjectCommand({ Bucket: uploadsBucket(), Key: key, Body: body, ContentType: contentType }),
      );

    const html = (await uploadSlot(ann, png())).key;
    await store(html, new TextEncoder().encode("<script>alert(1)</script>".padEnd(64)), "image/png");
    const notImage = await setImageTo(ann, html);
    expect((notImage.body as Fields).error.fields).toEqual({ "body.key": "imageType" });
    expect(await inspectFile(html)).toBeUndefined();

    const mislabelled = (await uploadSlot(ann, png())).key;
    await store(mislabelled, jpeg(), "image/png");
    expect(((await setImageTo(ann, mislabelled)).body as Fields).error.fields).toEqual({
      "body.key": "imageType",
    });

    const large = (await uploadSlot(ann, png())).key;
    await store(large, png(profileImageMaxBytes + 1), "image/png");
    expect(((await setImageTo(ann, large)).body as Fields).error.fields).toEqual({
      "body.key": "imageTooLarge",
    });
    expect(await inspectFile(large)).toBeUndefined();
  });

  it("a new image replaces the old one, whose file goes; saving details keeps the image", async () => {
    const carol = { sub: "user-carol", email: "carol@example.com", name: "Carol Achieng" };
    const first = await uploadSlot(carol, png());
    await put(first.url, png(), "image/png");
    const firstUrl = ((await setImageTo(carol, first.key)).body as Profile).profileImageUrl as string;

    const second = await uploadSlot(carol, jpeg(), "image/jpeg");
    await put(second.url, jpeg(), "image/jpeg");
    const secondUrl = ((await setImageTo(carol, second.key)).body as Profile).profileImageUrl as string;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(await inspectFile(firstUrl.slice(1))).toBeUndefined();

    const saved = await invoke(updateProfile, contract.updateMyProfile, {
      claims: carol,
      body: JSON.stringify({
        firstName: "Carol",
        lastName: "Achieng",
        phone: { country: "KE", number: "0712 345678" },
        nationality: "KE",
        birthDate: "1988-08-08",
      }),
    });
    expect(saved.body).toMatchObject({ profileImageUrl: secondUrl, details: { firstName: "Carol" } });
  });
});
