import { describe, expect, it } from "vitest";
import { formatReceived, formatSpan, replyDue } from "./reply-due";

const now = Date.parse("2026-11-23T09:00:00Z");

describe("replyDue", () => {
  it("counts down to the deadline in whole minutes", () => {
    expect(replyDue("2026-11-23T14:20:30Z", now)).toEqual({ overdue: false, minutes: 320 });
  });

  it("counts past it once the 72 hours are over", () => {
    expect(replyDue("2026-11-23T05:59:00Z", now)).toEqual({ overdue: true, minutes: 181 });
  });
});

describe("formatSpan", () => {
  it("gives whole hours in each language", () => {
    expect(formatSpan(320, "en")).toBe("5 hr");
    expect(formatSpan(320, "de")).toBe("5 Std.");
    expect(formatSpan(320, "fr")).toBe("5\u202fh");
  });

  it("gives minutes under an hour", () => {
    expect(formatSpan(45, "en")).toBe("45 min");
    expect(formatSpan(45, "de")).toBe("45 Min.");
  });
});

describe("formatReceived", () => {
  it("says how long ago a request came in", () => {
    expect(formatReceived("2026-11-23T07:00:00Z", now, "en")).toBe("2 hours ago");
    expect(formatReceived("2026-11-23T07:00:00Z", now, "de")).toBe("vor 2 Stunden");
    expect(formatReceived("2026-11-21T09:00:00Z", now, "fr")).toBe("avant-hier");
    expect(formatReceived("2026-11-23T08:59:30Z", now, "en")).toBe("this minute");
  });
});
