import { describe, expect, it } from "vitest";
import { tripCalendarFile } from "./calendar.js";

describe("trip calendar file", () => {
  it("is one all-day event whose exclusive end is the day after the return", () => {
    const ics = tripCalendarFile({
      uid: "b-1",
      title: "Safari, Kenya; 8 days",
      description: "Line one\nLine two",
      startDate: "2027-03-06",
      endDate: "2027-03-13",
      createdAt: new Date("2026-11-22T10:11:12.345Z"),
    });
    expect(ics.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Tembea//Trips//EN",
      "CALSCALE:GREGORIAN",
      "BEGIN:VEVENT",
      "UID:b-1@tembea.travel",
      "DTSTAMP:20261122T101112Z",
      "DTSTART;VALUE=DATE:20270306",
      "DTEND;VALUE=DATE:20270314",
      "SUMMARY:Safari\\, Kenya\\; 8 days",
      "DESCRIPTION:Line one\\nLine two",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});
