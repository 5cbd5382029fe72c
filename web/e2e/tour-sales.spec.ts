import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, test } from "./fixtures";
import { readyTourPhoto } from "./support/tour-photos";
import { demoPassword, idToken } from "./support/trips-api";

// An agency's own tour through the API against the twin (create, a photo, save, a departure, publish), one
// date's sales closed: its page shows that date as not on sale in English, German and French, and
// unpublishing answers its page with the site's 404. The console's forms are the editor's (tested
// there); here the API is set up as they would call it.

const all = (text: string) => ({ en: text, de: `${text} DE`, fr: `${text} FR` });
const draft = {
  title: all("Sales closing test"),
  summary: all("Two days"),
  durationDays: 2,
  language: "en",
  minimumAge: 0,
  groupSize: { min: 1, max: 8 },
  itinerary: [
    { title: all("Day one"), description: all("Arrival") },
    { title: all("Day two"), description: all("Departure") },
  ],
  inclusions: [all("Meals")],
  exclusions: [],
  refundTiers: [{ daysBefore: 0, refundPercent: 0 }],
  price: { shared: 100_000, single: 120_000 },
};

async function agencyTourWithClosedDate(request: APIRequestContext) {
  const token = await idToken(request, "agent@tembea.local", demoPassword);
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: "POST" | "PUT" | "PATCH", path: string, data: unknown) => {
    // A POST here creates (a tour): each is a new submission with its own Idempotency-Key.
    const res = await request.fetch(path, {
      method,
      headers: method === "POST" ? { ...headers, "idempotency-key": randomUUID() } : headers,
      data,
    });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const { id } = (await call("POST", "/api/agency/tours", { kind: "group", destination: "kenya" })) as {
    id: string;
  };
  // Publishing needs a processed cover photo with its descriptions.
  const coverPhotoId = await readyTourPhoto(request, headers, id);
  await call("PUT", `/api/agency/tours/${id}`, {
    version: 0,
    draft: { ...draft, photos: [{ photoId: coverPhotoId, alt: all("A camp") }], coverPhotoId },
  });
  const year = new Date().getUTCFullYear() + 1;
  const [open, closed] = [`${year}-05-04`, `${year}-06-08`];
  for (const startDate of [open, closed])
    await call("POST", `/api/agency/tours/${id}/departures`, { capacity: 8, single: { startDate } });
  await call("POST", `/api/agency/tours/${id}/publish`, { version: 1 });
  await call("PATCH", `/api/agency/tours/${id}/departures/${closed}`, { salesOpen: false });
  return { id, open, closed, unpublish: () => call("POST", `/api/agency/tours/${id}/unpublish`, {}) };
}

test("a date whose agency closed its sales reads as not on sale; an unpublished tour is a 404", async ({
  page,
  request,
}) => {
  const tour = await agencyTourWithClosedDate(request);
  for (const [prefix, notOnSale] of [
    ["", "Not on sale"],
    ["/de", "Nicht im Verkauf"],
    ["/fr", "Pas en vente"],
  ] as const) {
    await page.goto(`${prefix}/group-tour/${tour.id}`);
    const closed = page.locator(`[data-testid="departure"][data-date="${tour.closed}"]`);
    await expect(closed).toContainText(notOnSale);
    await expect(closed).toHaveAttribute("aria-disabled", "true");
    await expect(page.locator(`[data-testid="departure"][data-date="${tour.open}"]`)).not.toContainText(
      notOnSale,
    );
  }
  await tour.unpublish();
  const answer = await page.goto(`/group-tour/${tour.id}`);
  expect(answer?.status()).toBe(404);
});
