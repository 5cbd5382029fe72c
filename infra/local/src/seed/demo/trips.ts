import { addDays, type Booking, returnDate, type TripRequest } from "@tembea/shared";
import { demoGroupTours } from "../../../../demo/src/group-tours.js";
import { demoSpecialTours } from "../../../../demo/src/special-tours.js";

/** The demo traveller as the identity provider knows them (the sub is only known once they exist). */
export interface DemoTraveller {
  userId: string;
  email: string;
  name: string;
}

/** Fixed ids, so seeding again finds the same trips instead of adding new ones. */
export const demoTripIds = {
  bookedGroupTour: "9489b9ee-07e0-47f4-a6ef-39846fc7c9f1",
  bookedSpecialTour: "eeb9e2dd-772f-4a8e-a78b-295ee5e74b26",
  cancelledBooking: "56ffbd8a-3966-4b32-aabe-695e3902242b",
  pastTrip: "66802d34-44f8-415c-9805-9e0c098f9ee6",
  requestWithOffer: "c9021b8d-8615-4539-b161-d60f4af171fd",
  expiredQuote: "4c72493c-7974-429c-a54c-9ddf4a54e8a2",
  requestInProgress: "902059ba-d492-452d-93a5-3a18aa1916c5",
} as const;

/**
 * Their short references, fixed as the ids are (the seed claims them for these trips). Made of the
 * reference alphabet (shared/src/domain/reference.ts); demo-trips.test.ts holds them to it.
 */
export const demoTripReferences: Record<keyof typeof demoTripIds, string> = {
  bookedGroupTour: "TMB-7K2Q9",
  bookedSpecialTour: "TMB-3HXW8",
  cancelledBooking: "TMB-C4RTN",
  pastTrip: "TMB-P9V2E",
  requestWithOffer: "TMB-F6M3A",
  expiredQuote: "TMB-K8Z4D",
  requestInProgress: "TMB-R2N7S",
};

const day = (now: Date, offset: number) => addDays(now.toISOString().slice(0, 10), offset);
const at = (now: Date, offsetHours: number) =>
  new Date(now.getTime() + offsetHours * 3_600_000).toISOString();

function tourOf<T extends { id: string }>(tours: readonly T[], id: string): T {
  const tour = tours.find((t) => t.id === id);
  if (!tour) throw new Error(`demo trips name an unknown tour ${id}`);
  return tour;
}

/**
 * What the demo traveller sees in My trips: a booked group tour and a booked special tour, a
 * cancelled booking, a trip that ended two days ago (its review link is mailed when the job runs),
 * a request with an offer to accept, an expired quote and a request still in progress.
 */
export function demoTrips(
  traveller: DemoTraveller,
  now: Date,
): { bookings: Booking[]; requests: TripRequest[] } {
  const [firstName = "Amina", lastName = "Traveller"] = traveller.name.split(" ");
  const lead = {
    firstName,
    lastName,
    email: traveller.email,
    phone: { country: "CH" as const, number: "+41 79 555 12 34" },
    nationality: "CH" as const,
    birthDate: "1986-04-12",
  };
  const partner = { firstName: "Jonas", lastName, birthDate: "1984-09-30" };
  const migration = tourOf(demoGroupTours, "kenya-great-migration-safari");
  const amboseli = tourOf(demoGroupTours, "kenya-amboseli-tsavo-coast");
  const mara = tourOf(demoSpecialTours, "kenya-private-mara-safari");
  const common = {
    userId: traveller.userId,
    bookerEmail: traveller.email,
    locale: "en" as const,
    travellers: { lead, others: [partner] },
    numberOfTravellers: 2,
  };
  // Paid ten minutes after booking, within the hold.
  const paid = (status: Booking["status"], createdAt: string) =>
    status === "held" || status === "released" ? {} : { confirmedAt: at(new Date(createdAt), 1 / 6) };
  const groupBooking = (
    id: string,
    reference: string,
    tour: typeof migration,
    startDate: string,
    status: Booking["status"],
    createdAt: string,
  ): Booking => ({
    ...common,
    id,
    reference,
    ...paid(status, createdAt),
    kind: "group",
    tourId: tour.id,
    startDate,
    endDate: returnDate(startDate, tour.durationDays),
    rooms: { sharedRooms: 1, singleRooms: 0 },
    totalChf: 2 * tour.price.shared,
    refundTiers: tour.refundTiers,
    status,
    createdAt,
    holdExpiresAt: at(new Date(createdAt), 0.5),
  });
  // Seeded departures start in the months after seeding; these dates fall on them or near them.
  const booked = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 6))
    .toISOString()
    .slice(0, 10);
  const specialStart = day(now, 75);
  const bookings: Booking[] = [
    groupBooking(
      demoTripIds.bookedGroupTour,
      demoTripReferences.bookedGroupTour,
      migration,
      booked,
      "confirmed",
      at(now, -24 * 20),
    ),
    {
      ...common,
      id: demoTripIds.bookedSpecialTour,
      reference: demoTripReferences.bookedSpecialTour,
      ...paid("confirmed", at(now, -24 * 12)),
      kind: "special",
      tourId: mara.id,
      startDate: specialStart,
      endDate: returnDate(specialStart, mara.durationDays),
      totalChf: 2 * mara.pricePerPerson,
      refundTiers: mara.refundTiers,
      status: "confirmed",
      createdAt: at(now, -24 * 12),
      holdExpiresAt: at(now, -24 * 12 + 0.5),
    },
    groupBooking(
      demoTripIds.cancelledBooking,
      demoTripReferences.cancelledBooking,
      amboseli,
      day(now, 40),
      "cancelled",
      at(now, -24 * 30),
    ),
    groupBooking(
      demoTripIds.pastTrip,
      demoTripReferences.pastTrip,
      migration,
      day(now, -(migration.durationDays + 1)),
      "confirmed",
      at(now, -24 * 90),
    ),
  ];

  const referenceOf = (id: string) => {
    const name = (Object.keys(demoTripIds) as (keyof typeof demoTripIds)[]).find(
      (k) => demoTripIds[k] === id,
    );
    return name ? { reference: demoTripReferences[name] } : {};
  };
  const request = (
    id: string,
    createdHoursAgo: number,
    fields: Pick<TripRequest, "status" | "destination" | "date"> & Partial<TripRequest>,
  ): TripRequest => ({
    travellers: { groupType: "couple", adults: 2, children: [] },
    accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
    experiences: ["nature-and-wildlife", "local-cuisine"],
    budgetPerTravellerChf: 450_000,
    tripReason: "honeymoon",
    notes: "We would love one night under the stars.",
    locale: "en",
    id,
    ...referenceOf(id),
    userId: traveller.userId,
    travellerName: traveller.name,
    travellerEmail: traveller.email,
    agencyId: fields.destination === "kenya" ? "mara-horizon-safaris" : "kilima-routes",
    createdAt: at(now, -createdHoursAgo),
    replyDueAt: at(now, -createdHoursAgo + 72),
    changeRequests: [],
    ...fields,
  });
  const offer = (validUntil: string, sentAt: string) => ({
    title: "Honeymoon in the Maasai Mara and on the Kenyan coast",
    days: [
      { title: "Arrival in Nairobi", description: "Private transfer to a garden hotel in Karen." },
      { title: "Into the Mara", description: "Light aircraft to the reserve; afternoon game drive." },
      { title: "A night under the stars", description: "Fly camp by the river, dinner by the fire." },
      { title: "Diani Beach", description: "Flight to the coast and three days by the ocean." },
    ],
    pricePerTravellerChf: 520_000,
    inclusions: ["All flights within Kenya", "Half board", "Park fees"],
    exclusions: ["International flights", "Visa"],
    validUntil,
    sentAt,
  });
  const requests: TripRequest[] = [
    request(demoTripIds.requestWithOffer, 24 * 3, {
      status: "offer-available",
      destination: "kenya",
      date: { kind: "exact", departure: day(now, 100), return: day(now, 110) },
      offer: offer(day(now, 14), at(now, -24)),
    }),
    request(demoTripIds.expiredQuote, 24 * 60, {
      status: "expired",
      destination: "tanzania",
      date: { kind: "approximate", month: day(now, 30).slice(0, 7), weeks: 2 },
      offer: {
        ...offer(day(now, -30), at(now, -24 * 58)),
        title: "Serengeti and Zanzibar",
        days: [
          { title: "Arrival in Arusha", description: "Transfer to a coffee farm lodge below Mount Meru." },
          { title: "Into the Serengeti", description: "Flight to Seronera; afternoon game drive." },
          { title: "Ngorongoro Crater", description: "A day on the crater floor, picnic by the hippo pool." },
          { title: "Zanzibar", description: "Flight to the island: Stone Town, then four days by the sea." },
        ],
        inclusions: ["All flights within Tanzania", "Half board", "Park fees"],
      },
    }),
    request(demoTripIds.requestInProgress, 5, {
      status: "in-progress",
      destination: "tanzania",
      date: { kind: "approximate", month: day(now, 200).slice(0, 7), weeks: 3 },
      tripReason: "vacation",
      travellers: { groupType: "family", adults: 2, children: [{ age: 8 }, { age: 11 }] },
    }),
  ];
  return { bookings, requests };
}
