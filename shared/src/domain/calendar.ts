import { addDays } from "./trip-dates.js";

/**
 * An iCalendar (RFC 5545) file for a trip: one all-day event from the first day to the last
 * (DTEND is exclusive, so it is the day after the return). Text is escaped as the RFC asks.
 */
export function tripCalendarFile(trip: {
  uid: string;
  title: string;
  description?: string;
  startDate: string;
  endDate: string;
  createdAt: Date;
}): string {
  const day = (iso: string) => iso.replaceAll("-", "");
  const stamp = trip.createdAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const text = (value: string) =>
    value.replaceAll("\\", "\\\\").replaceAll(";", "\\;").replaceAll(",", "\\,").replaceAll(/\r?\n/g, "\\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tembea//Trips//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${trip.uid}@tembea.travel`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${day(trip.startDate)}`,
    `DTEND;VALUE=DATE:${day(addDays(trip.endDate, 1))}`,
    `SUMMARY:${text(trip.title)}`,
    ...(trip.description ? [`DESCRIPTION:${text(trip.description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
