import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("writes the date as the compact date does, then the time", () => {
    const iso = new Date(2027, 2, 3, 14, 5).toISOString();
    expect(formatDateTime(iso, "de")).toBe("3. März 2027, 14:05");
    expect(formatDateTime(iso, "en")).toBe("Mar 3, 2027, 2:05 PM");
  });
});
