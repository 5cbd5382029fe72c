import type { TourDraft } from "@tembea/shared";

const all = (text: string) => ({ en: text, de: `${text} (de)`, fr: `${text} (fr)` });

/** A draft that missingForPublish finds complete: two days in Kenya, every text in three languages. */
export function completeDraft(kind: "group" | "special" = "group"): TourDraft {
  const base: TourDraft = {
    kind,
    destination: "kenya",
    title: all("Mara in two days"),
    summary: all("Two days on the Mara"),
    durationDays: 2,
    language: "en",
    minimumAge: 12,
    groupSize: { min: 2, max: 12 },
    itinerary: [
      { title: all("Arrival"), description: all("Nairobi to the Mara") },
      { title: all("Game drive"), description: all("Back to Nairobi") },
    ],
    inclusions: [all("Meals")],
    exclusions: [all("Flights")],
    refundTiers: [
      { daysBefore: 60, refundPercent: 100 },
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
    ],
  };
  return kind === "group"
    ? { ...base, price: { shared: 150_000, single: 180_000 } }
    : { ...base, pricePerPerson: 90_000 };
}

/** The claims of an agent of `agencyId`, as the authorizer hands them on. */
export const agentClaims = (agencyId: string, sub = `agent-${agencyId}`) => ({
  sub,
  email: `${sub}@agents.example`,
  "cognito:groups": "[agents]",
  "custom:agencyId": agencyId,
});

/** Agency X and Y of the demo: Mara Horizon (Kenya) and Kilima Routes (Tanzania). */
export const agentX = agentClaims("mara-horizon-safaris");
export const agentY = agentClaims("kilima-routes");
