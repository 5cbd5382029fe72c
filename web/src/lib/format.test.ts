import { describe, expect, it } from "vitest";
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
