import { tourPhotoWidths } from "@tembea/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderTourPhoto } from "./tour-photo-render.js";

/** A real photo-sized image: a gradient, so the encoders have something to encode. */
async function image(width: number, height: number, format: "png" | "jpeg" | "webp") {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 128;
    pixels[i + 2] = 64;
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      [format]()
      .toBuffer(),
  );
}

describe("renderTourPhoto", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "renders a %s as WebP at the six widths, all cropped to 3:2",
    async (format) => {
      // 4:3, so the crop has to cut rows.
      const rendered = await renderTourPhoto(await image(2000, 1500, format));
      if (!rendered.ok) throw new Error(rendered.reason);
      expect(rendered.renderings.map((r) => r.width)).toEqual([...tourPhotoWidths]);
      for (const { width, body } of rendered.renderings) {
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe("webp");
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 2) / 3));
      }
    },
  );

  it("refuses a text file named like a photo: the bytes decide", async () => {
    expect(await renderTourPhoto(new TextEncoder().encode("not a photo, despite photo.jpg"))).toEqual({
      ok: false,
      reason: "notAnImage",
    });
  });

  it("refuses a photo smaller than 1536×1024", async () => {
    expect(await renderTourPhoto(await image(800, 600, "jpeg"))).toEqual({
      ok: false,
      reason: "photoTooSmall",
    });
    expect(await renderTourPhoto(await image(1536, 1000, "png"))).toEqual({
      ok: false,
      reason: "photoTooSmall",
    });
  });

  it("refuses a file whose signature is right but whose content is broken", async () => {
    const png = await image(1600, 1100, "png");
    expect(await renderTourPhoto(png.subarray(0, 200))).toEqual({ ok: false, reason: "unreadable" });
  });

  it("refuses a file over 15 MB before decoding it", async () => {
    const big = new Uint8Array(15 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await renderTourPhoto(big)).toEqual({ ok: false, reason: "photoTooLarge" });
  });
});
