import { putAgency } from "@tembea/functions/data/agencies";
import { addBookingReference, createBookingIfAbsent } from "@tembea/functions/data/bookings";
import { putDestination } from "@tembea/functions/data/destinations";
import { createExchangeRatesIfMissing } from "@tembea/functions/data/exchange-rates";
import { claimReferenceFor, type ReferenceTarget } from "@tembea/functions/data/references";
import { createReview } from "@tembea/functions/data/reviews";
import { createDeparture, createTour } from "@tembea/functions/data/tours";
import { addTripRequestReference, createTripRequestIfAbsent } from "@tembea/functions/data/trip-requests";
import {
  type Booking,
  type Departure,
  destinations,
  type ExchangeRates,
  type GroupTour,
  type Review,
  returnDate,
  type SpecialTour,
  type TripRequest,
} from "@tembea/shared";
import { demoAgencies } from "./demo/agencies.js";
import { demoAgencyRequests } from "./demo/agency-requests.js";
import { demoGroupTours } from "./demo/group-tours.js";
import { demoReviews } from "./demo/reviews.js";
import { demoSpecialTours } from "./demo/special-tours.js";
import { type DemoTraveller, demoTrips } from "./demo/trips.js";
import type { DemoDeparture, DemoReview } from "./demo/types.js";

/** Each demo agency's inbox; the local mail viewer shows what reaches it. */
export const demoAgencyEmail = (agencyId: string) => `requests@${agencyId}.tembea.local`;

/** Reference rates used until the refresh job has fetched real ones (units per CHF). */
export const demoExchangeRates = { EUR: 1.0712, USD: 1.2484 } as const;

function ratingOf(tourId: string, reviews: readonly DemoReview[]) {
  const own = reviews.filter((r) => r.tourId === tourId);
  const average = own.length ? Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10 : 0;
  return { average, count: own.length };
}

/** Departure dates count from the month of seeding, so the demo always has future dates. */
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
 * Writes a demo booking or request once with its fixed reference, claimed for it first (as a new
 * one's is, docs/decisions/0003-short-references.md). The claim and the reference are made good on
 * every start, so a demo item written before references existed gets its reference too. Should the
 * reference name something else, the item is written without one.
 */
async function createWithReference<T extends { id: string; reference?: string | undefined }>(
  item: T,
  target: ReferenceTarget,
  create: (item: T) => Promise<boolean>,
  addReference: (id: string, reference: string) => Promise<boolean>,
) {
  const { reference, ...rest } = item;
  if (!reference || !(await claimReferenceFor(reference, target))) {
    await create(rest as T);
    return;
  }
  if (!(await create(item))) await addReference(item.id, reference);
}

const createBooking = (booking: Booking) =>
  createWithReference(booking, { bookingId: booking.id }, createBookingIfAbsent, addBookingReference);
const createTripRequest = (request: TripRequest) =>
  createWithReference(
    request,
    { tripRequestId: request.id },
    createTripRequestIfAbsent,
    addTripRequestReference,
  );

/**
 * Writes the demo data. Destinations are domain data and are always written as they are; everything
 * else is created only when missing, so running it again never resets what the site changed.
 */
export async function seedDemoData(now = new Date()) {
  await Promise.all(destinations.map((d) => putDestination(d)));
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

  const rates: ExchangeRates = {
    date: now.toISOString().slice(0, 10),
    base: "CHF",
    rates: { CHF: 1, ...demoExchangeRates },
  };
  await createExchangeRatesIfMissing(rates);

  // The Kenya agency's console has work in every state; each request is written once.
  const agencyRequests = demoAgencyRequests(now);
  await Promise.all(agencyRequests.map((r) => createTripRequest(r)));

  return {
    destinations: destinations.length,
    agencies: demoAgencies.length,
    groupTours: groupTours.length,
    specialTours: specialTours.length,
    departures: departures.length,
    reviews: reviews.length,
    agencyRequests: agencyRequests.length,
  };
}

/**
 * The demo traveller's trips (see demo/trips.ts). Run once the traveller exists, since requests
 * belong to their account id; each trip is written once, so a restart keeps what they did since.
 */
export async function seedDemoTrips(traveller: DemoTraveller, now = new Date()) {
  const { bookings, requests } = demoTrips(traveller, now);
  await Promise.all(bookings.map((b) => createBooking(b)));
  await Promise.all(requests.map((r) => createTripRequest(r)));
  return { bookings: bookings.length, requests: requests.length };
}
