import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver";

type Form = { name: string };
const resolver: Resolver<Form> = async (values) => ({ values, errors: {} });

describe("lazy form validation", () => {
  it("loads the resolver once, however often it is asked for", async () => {
    const load = vi.fn(async () => resolver);
    const get = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(resolver);
    const get = lazyResolver<Form, unknown, Form>(load);
    await expect(get()).rejects.toThrow("offline");
    expect(await get()).toBe(resolver);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
