import { describe, expect, it } from "vitest";
import { imageTypeOf } from "./image-signature.js";

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("imageTypeOf", () => {
  it("knows JPEG, PNG and WebP by their first bytes", () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(imageTypeOf(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(imageTypeOf(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, however it is named", () => {
    expect(imageTypeOf(bytes("GIF89a"))).toBeUndefined();
    expect(imageTypeOf(bytes("<svg xmlns"))).toBeUndefined();
    expect(imageTypeOf(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toBeUndefined();
    expect(imageTypeOf(bytes(0x89, "PN"))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });
});
