import { describe, expect, it } from "vitest";
import { formatDateTime } from "../trips/format";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("writes the compact date's month in words in every language", () => {
    expect(formatDate("2027-03-03", "en", "medium")).toBe("Mar 3, 2027");
    expect(formatDate("2027-03-03", "de", "medium")).toBe("3. März 2027");
    expect(formatDate("2027-03-03", "fr", "medium")).toBe("3 mars 2027");
  });

  it("keeps the French ordinal for the first of a month", () => {
    expect(formatDate("2027-01-01", "fr", "medium")).toBe("1er janv. 2027");
  });
});

describe("formatDateTime", () => {
  it("writes the date as the compact date does, then the time", () => {
    const iso = new Date(2027, 2, 3, 14, 5).toISOString();
    expect(formatDateTime(iso, "de")).toBe("3. März 2027, 14:05");
    expect(formatDateTime(iso, "en")).toBe("Mar 3, 2027, 2:05 PM");
  });
});
