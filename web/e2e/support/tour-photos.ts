import { readFileSync } from "node:fs";
import { type APIRequestContext, expect } from "@playwright/test";

/** Two small valid tour photos (1536 × 1024 PNG, the least the processing accepts), committed beside. */
export const tourPhotoFiles = [1, 2].map((n) => ({
  name: `tour-photo-${n}.png`,
  mimeType: "image/png",
  buffer: readFileSync(new URL(`./tour-photo-${n}.png`, import.meta.url)),
}));

/**
 * A processed photo of `tourId` through the API, as the editor makes one: a slot, the PUT to
 * storage, then the twin's processing function until the list says `ready`. Returns its id.
 */
export async function readyTourPhoto(
  request: APIRequestContext,
  headers: Record<string, string>,
  tourId: string,
): Promise<string> {
  const file = tourPhotoFiles[0] as (typeof tourPhotoFiles)[number];
  const slotAnswer = await request.post(`/api/agency/tours/${tourId}/photos`, {
    headers,
    data: { contentType: file.mimeType, size: file.buffer.byteLength },
  });
  expect(slotAnswer.ok(), await slotAnswer.text()).toBe(true);
  const slot = (await slotAnswer.json()) as { photoId: string; url: string; headers: Record<string, string> };
  const put = await request.fetch(slot.url, { method: "PUT", headers: slot.headers, data: file.buffer });
  expect(put.ok(), await put.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/agency/tours/${tourId}/photos`, { headers });
        const { photos } = (await answer.json()) as { photos: { photoId: string; status: string }[] };
        return photos.find((photo) => photo.photoId === slot.photoId)?.status;
      },
      { timeout: 20_000 },
    )
    .toBe("ready");
  return slot.photoId;
}
