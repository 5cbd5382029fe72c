import { putAgency } from "@tembea/functions/data/agencies";
import { indexPublicTourOfAgency } from "@tembea/functions/data/agency-tours";
import { createReview } from "@tembea/functions/data/reviews";
import { createDeparture, createTour } from "@tembea/functions/data/tours";
import { type Departure, type GroupTour, type Review, returnDate, type SpecialTour } from "@tembea/shared";
import { demoAgencies } from "./agencies.js";
import { demoAgencyEmailVariable } from "./agency-email.js";
import { demoGroupTours } from "./group-tours.js";
import { demoReviews } from "./reviews.js";
import { demoSpecialTours } from "./special-tours.js";
import type { DemoDeparture, DemoReview } from "./types.js";

/**
 * Each demo agency's inbox. On the twin, `requests@<agency>.tembea.local`: the local mail viewer
 * shows what reaches it. In AWS such an address would bounce (`.local` is reserved, RFC 6762) and
 * bounces count against the SES account, so a dev stage's loader gets one that cannot bounce from
 * the stack (catalogue-seed.ts: SES's mailbox simulator, or context demoAgencyEmail).
 */
export const demoAgencyEmail = (agencyId: string) =>
  process.env[demoAgencyEmailVariable] || `requests@${agencyId}.tembea.local`;

function ratingOf(tourId: string, reviews: readonly DemoReview[]) {
  const own = reviews.filter((r) => r.tourId === tourId);
  const average = own.length ? Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10 : 0;
  return { average, count: own.length };
}

/** Departure dates count from the month of loading, so the demo always has future dates. */
export function departureFrom(
  tourId: string,
  durationDays: number,
  demo: DemoDeparture,
  now: Date,
): Departure {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + demo.monthOffset, demo.day));
  const startDate = start.toISOString().slice(0, 10);
  return {
    tourId,
    startDate,
    endDate: returnDate(startDate, durationDays),
    capacity: demo.capacity,
    placesLeft: demo.placesLeft,
  };
}

/**
 * Writes the demo catalogue: agencies, tours, their departures and reviews; no account of anyone.
 * The twin runs it at every start, a dev stage deployed with `-c demo=true` on every deploy. Agencies
 * are written as they are; everything else only when missing, so running it again never resets what
 * the site changed since (places taken, ratings of new reviews). The destinations must exist: the
 * deploy (and the twin) write them first (functions/src/consumers/write-destinations).
 */
export async function loadDemoCatalogue(now = new Date()) {
  await Promise.all(demoAgencies.map((a) => putAgency({ ...a, email: demoAgencyEmail(a.id) })));

  const groupTours: GroupTour[] = demoGroupTours.map(({ departures: _, ...tour }) => ({
    ...tour,
    kind: "group",
    rating: ratingOf(tour.id, demoReviews),
  }));
  const specialTours: SpecialTour[] = demoSpecialTours.map((tour) => ({
    ...tour,
    kind: "special",
    rating: ratingOf(tour.id, demoReviews),
  }));
  const ratingTotal = (tourId: string) =>
    demoReviews.filter((r) => r.tourId === tourId).reduce((sum, r) => sum + r.rating, 0);
  await Promise.all([...groupTours, ...specialTours].map((t) => createTour(t, ratingTotal(t.id))));
  // Each tour under its agency, for the agents' console; also the tours an earlier load wrote without.
  await Promise.all([...groupTours, ...specialTours].map((t) => indexPublicTourOfAgency(t.id, t.agencyId)));

  const departures = demoGroupTours.flatMap((t) =>
    t.departures.map((d) => departureFrom(t.id, t.durationDays, d, now)),
  );
  await Promise.all(departures.map((d) => createDeparture(d)));

  const toursById = new Map([...groupTours, ...specialTours].map((t) => [t.id, t]));
  const agenciesById = new Map(demoAgencies.map((a) => [a.id, a]));
  const reviews: Review[] = demoReviews.map((r) => {
    const tour = toursById.get(r.tourId);
    const agency = tour && agenciesById.get(tour.agencyId);
    if (!tour || !agency) throw new Error(`demo review ${r.id} names an unknown tour or agency`);
    return {
      ...r,
      tourKind: tour.kind,
      tourTitle: tour.title,
      agencyId: agency.id,
      agencyName: agency.name,
      destination: tour.destination,
    };
  });
  await Promise.all(reviews.map((r) => createReview(r)));

  return {
    agencies: demoAgencies.length,
    groupTours: groupTours.length,
    specialTours: specialTours.length,
    departures: departures.length,
    reviews: reviews.length,
  };
}
