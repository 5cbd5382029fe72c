import { describe, expect, it, vi } from "vitest";

const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock("sharp", () => {
  imported.count += 1;
  return { default: () => "sharp" };
});

describe("loadSharp", () => {
  it("imports sharp at the first image, once, and not with the module that renders", async () => {
    await import("./tour-photo-render.js");
    await import("./agency-logo-render.js");
    const { loadSharp } = await import("./sharp.js");
    expect(imported.count).toBe(0);
    const [first, second] = await Promise.all([loadSharp(), loadSharp()]);
    expect(first).toBe(second);
    expect(imported.count).toBe(1);
  });
});
