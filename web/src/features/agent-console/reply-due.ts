import { type Locale, numberFormat, relativeTimeFormat } from "@tembea/shared";

const minute = 60_000;
const hour = 60 * minute;

/** Where a request stands against the 72-hour promise at `now`. */
export interface ReplyDue {
  overdue: boolean;
  /** Whole minutes left (or, when overdue, past the deadline), rounded down. */
  minutes: number;
}

export function replyDue(replyDueAt: string, now: number): ReplyDue {
  const left = Date.parse(replyDueAt) - now;
  return { overdue: left < 0, minutes: Math.floor(Math.abs(left) / minute) };
}

/**
 * A span short enough to scan in a list, in the page's language: under an hour in minutes, otherwise
 * in whole hours (the promise is counted in hours): "45 min", "5 hr" / "5 Std." / "5 h".
 */
export function formatSpan(minutes: number, locale: Locale): string {
  const [value, unit] = minutes < 60 ? [minutes, "minute"] : [Math.floor((minutes * minute) / hour), "hour"];
  return numberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(value);
}

/** "2 hours ago", "vor 2 Stunden", "il y a 2 heures": when a request came in. */
export function formatReceived(createdAt: string, now: number, locale: Locale): string {
  const rtf = relativeTimeFormat(locale, { numeric: "auto" });
  const seconds = (Date.parse(createdAt) - now) / 1000;
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, "minute");
}
