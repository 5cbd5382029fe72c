import type { Locale } from "@tembea/shared";

export const agentTourPath = (tourId: string) => `/agent/tours/${tourId}`;

/** A draft's title in the page's language, else in any language it has. */
export function tourTitle(
  title: Partial<Record<Locale, string>> | undefined,
  locale: Locale,
): string | undefined {
  return title?.[locale]?.trim() || title?.en?.trim() || title?.de?.trim() || title?.fr?.trim() || undefined;
}

/** A date's manifest: who is coming on it. */
export const manifestPath = (tourId: string, startDate: string) =>
  `${agentTourPath(tourId)}/departures/${startDate}`;
