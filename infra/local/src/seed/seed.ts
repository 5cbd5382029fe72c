import { writeDestinations } from "@tembea/functions/consumers/write-destinations";
import { addBookingReference, createBookingIfAbsent } from "@tembea/functions/data/bookings";
import { createExchangeRatesIfMissing } from "@tembea/functions/data/exchange-rates";
import { claimReferenceFor, type ReferenceTarget } from "@tembea/functions/data/references";
import { findDeparture, findTour } from "@tembea/functions/data/tours";
import { addTripRequestReference, createTripRequestIfAbsent } from "@tembea/functions/data/trip-requests";
import type { Booking, ExchangeRates, TripRequest } from "@tembea/shared";
import { loadDemoCatalogue } from "../../../demo/src/load-demo.js";
import { demoAgencyRequests } from "./demo/agency-requests.js";
import { type DemoTraveller, demoTrips } from "./demo/trips.js";

/**
 * Reference rates used until the refresh job has fetched real ones (units per CHF): the twin runs
 * that job only when RATES_SOURCE_URL names a source, so it never calls out by itself.
 */
export const demoExchangeRates = { EUR: 1.0712, USD: 1.2484 } as const;

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

/**
 * A demo booking as its payment would have left it: a confirmed one in its agency's ledger and
 * counted on its departure when that exists (the demo's dates fall on the catalogue's or near them).
 */
async function createBooking(booking: Booking) {
  const tour = await findTour(booking.tourId);
  if (!tour) throw new Error(`demo booking ${booking.id} names an unknown tour ${booking.tourId}`);
  const onDeparture =
    booking.kind === "group" && (await findDeparture(booking.tourId, booking.startDate)) !== undefined;
  const paid = { agencyId: booking.agencyId ?? tour.agencyId, onDeparture };
  await createWithReference(
    booking,
    { bookingId: booking.id },
    (item) => createBookingIfAbsent(item, paid),
    addBookingReference,
  );
}
const createTripRequest = (request: TripRequest) =>
  createWithReference(
    request,
    { tripRequestId: request.id },
    createTripRequestIfAbsent,
    addTripRequestReference,
  );

/**
 * Everything the twin holds at start besides its accounts: the destinations, written by the very
 * function every deploy runs (functions/src/consumers/write-destinations), the demo catalogue a dev
 * stage loads with `-c demo=true` (infra/demo), stand-in exchange rates, and the Kenya agency's
 * requests. Destinations are domain data and written as they are; everything else only when
 * missing, so running it again never resets what the site changed.
 */
export async function seedDemoData(now = new Date()) {
  const { destinations } = await writeDestinations();
  const catalogue = await loadDemoCatalogue(now);

  const rates: ExchangeRates = {
    date: now.toISOString().slice(0, 10),
    base: "CHF",
    rates: { CHF: 1, ...demoExchangeRates },
  };
  await createExchangeRatesIfMissing(rates);

  // The Kenya agency's console has work in every state; each request is written once. Twin only:
  // they are requests of travellers, whom a deployed stage does not invent.
  const agencyRequests = demoAgencyRequests(now);
  await Promise.all(agencyRequests.map((r) => createTripRequest(r)));

  return { destinations, ...catalogue, agencyRequests: agencyRequests.length };
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
