import { describe, expect, it } from "vitest";
import { codeUnitOrder } from "./code-unit-order.js";

describe("codeUnitOrder", () => {
  it("orders ISO timestamps by time and ids by their characters", () => {
    const times = ["2026-11-29T09:00:00.000Z", "1970-01-01T00:00:00.000Z", "2026-01-05T23:59:59.999Z"];
    expect([...times].sort(codeUnitOrder)).toEqual([times[1], times[2], times[0]]);
    expect(["b-2", "a-10", "a-1", "B"].sort(codeUnitOrder)).toEqual(["B", "a-1", "a-10", "b-2"]);
    expect(codeUnitOrder("same", "same")).toBe(0);
  });
});
