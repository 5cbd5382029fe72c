import { addDays, type TripRequest } from "@tembea/shared";

/**
 * Requests of other (invented) travellers waiting in the Kenya agency's console, so the demo agent
 * (agent@tembea.local) has work in every state after `npm start`. Fixed ids: seeding again finds
 * them rather than adding more. Their times count from the first seeding, so a restart days later
 * shows the fresh one as overdue, as it would be.
 */
export const demoAgencyRequestIds = {
  overdue: "3f0c7a52-5d1e-4c8b-9a61-2b7e4d9c1a01",
  dueSoon: "8b5e2d14-97c3-4f0a-b6d2-71c9e0a4f302",
  fresh: "c47a9e30-1b6f-4d25-8e93-5a0d2f7b6c03",
  withOffer: "e91d6b47-3a28-4c7e-9f15-0b8c4e2a7d04",
  booked: "5d2f8c61-0e4a-4b97-a3c8-6f1b9e7d2a05",
} as const;

/** Their short references, fixed as the ids are (the seed claims them for these requests). */
export const demoAgencyRequestReferences: Record<keyof typeof demoAgencyRequestIds, string> = {
  overdue: "TMB-W5B9H",
  dueSoon: "TMB-X3J6Q",
  fresh: "TMB-Y7T2C",
  withOffer: "TMB-E4G8M",
  booked: "TMB-N6P3V",
};

const agencyId = "mara-horizon-safaris";
const day = (now: Date, offset: number) => addDays(now.toISOString().slice(0, 10), offset);
const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

function request(
  now: Date,
  id: string,
  receivedHoursAgo: number,
  fields: Omit<TripRequest, "id" | "userId" | "agencyId" | "destination" | "createdAt" | "replyDueAt">,
): TripRequest {
  const name = (Object.keys(demoAgencyRequestIds) as (keyof typeof demoAgencyRequestIds)[]).find(
    (k) => demoAgencyRequestIds[k] === id,
  );
  return {
    id,
    ...(name ? { reference: demoAgencyRequestReferences[name] } : {}),
    userId: `demo-traveller-${id.slice(0, 8)}`,
    agencyId,
    destination: "kenya",
    createdAt: hoursAgo(now, receivedHoursAgo),
    replyDueAt: hoursAgo(now, receivedHoursAgo - 72),
    ...fields,
  };
}

export function demoAgencyRequests(now: Date): TripRequest[] {
  return [
    request(now, demoAgencyRequestIds.overdue, 80, {
      travellerName: "Sophie Martin",
      travellerEmail: "sophie.martin@travellers.tembea.local",
      locale: "fr",
      status: "in-progress",
      date: { kind: "approximate", month: day(now, 120).slice(0, 7), weeks: 2 },
      travellers: { groupType: "family", adults: 2, children: [{ age: 9 }, { age: 13 }] },
      accommodation: { hotelClass: 3, mealPlan: "full-board", singleRooms: 0 },
      experiences: ["nature-and-wildlife", "water-experiences", "culture-and-history"],
      budgetPerTravellerChf: 320_000,
      tripReason: "vacation",
      notes: "Les enfants adorent les éléphants. Pas plus de quatre heures de route par jour, svp.",
      changeRequests: [
        {
          text: "Could we add two days on the coast at the end?",
          createdAt: hoursAgo(now, 30),
        },
      ],
    }),
    request(now, demoAgencyRequestIds.dueSoon, 64, {
      travellerName: "Jonas Weber",
      travellerEmail: "jonas.weber@travellers.tembea.local",
      locale: "de",
      status: "in-progress",
      date: { kind: "exact", departure: day(now, 60), return: day(now, 71) },
      travellers: { groupType: "friends", adults: 4, children: [] },
      accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 2 },
      experiences: ["adventure-and-sports", "nature-and-wildlife"],
      budgetPerTravellerChf: 410_000,
      tripReason: "birthday",
      changeRequests: [],
    }),
    request(now, demoAgencyRequestIds.fresh, 2, {
      travellerName: "Grace Njeri",
      travellerEmail: "grace.njeri@travellers.tembea.local",
      locale: "en",
      status: "in-progress",
      date: { kind: "exact", departure: day(now, 45), return: day(now, 52) },
      travellers: { groupType: "couple", adults: 2, children: [] },
      accommodation: { hotelClass: 5, mealPlan: "full-board", singleRooms: 0 },
      experiences: ["spa-and-wellness", "nature-and-wildlife", "local-cuisine"],
      budgetPerTravellerChf: 650_000,
      tripReason: "honeymoon",
      notes: "A balloon ride over the Mara would make it perfect.",
      changeRequests: [],
    }),
    request(now, demoAgencyRequestIds.withOffer, 50, {
      travellerName: "Luca Bernasconi",
      travellerEmail: "luca.bernasconi@travellers.tembea.local",
      locale: "en",
      status: "offer-available",
      date: { kind: "approximate", month: day(now, 90).slice(0, 7), weeks: 1 },
      travellers: { groupType: "solo", adults: 1, children: [] },
      accommodation: { hotelClass: 2, mealPlan: "breakfast", singleRooms: 1 },
      experiences: ["culture-and-history", "sightseeing-and-excursions"],
      budgetPerTravellerChf: 180_000,
      tripReason: "study-trip",
      changeRequests: [],
      offer: {
        title: "Nairobi and the Rift Valley in a week",
        days: [
          { title: "Nairobi", description: "National Museum, Karen Blixen house and the giraffe centre." },
          { title: "Lake Naivasha", description: "Boat ride and a walk on Crescent Island." },
          { title: "Hell's Gate", description: "Cycling through the gorge with a local guide." },
        ],
        pricePerTravellerChf: 175_000,
        inclusions: ["Guesthouses with breakfast", "Private driver-guide", "Park fees"],
        exclusions: ["International flights", "Lunches and dinners"],
        validUntil: day(now, 14),
        sentAt: hoursAgo(now, 10),
      },
    }),
    // Booked with a 30 % deposit: the agent sees what was paid and what is still due.
    request(now, demoAgencyRequestIds.booked, 200, {
      travellerName: "Amara Diallo",
      travellerEmail: "amara.diallo@travellers.tembea.local",
      locale: "fr",
      status: "booked",
      date: { kind: "exact", departure: day(now, 75), return: day(now, 84) },
      travellers: { groupType: "couple", adults: 2, children: [] },
      accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
      experiences: ["nature-and-wildlife", "water-experiences"],
      budgetPerTravellerChf: 400_000,
      tripReason: "vacation",
      changeRequests: [],
      offer: {
        title: "Mara and Diani for two",
        days: [
          { title: "Maasai Mara", description: "Three days of game drives from a tented camp." },
          { title: "Diani Beach", description: "Flight to the coast; five days by the ocean." },
        ],
        pricePerTravellerChf: 380_000,
        inclusions: ["Lodges and camps", "Domestic flights", "Park fees"],
        exclusions: ["International flights"],
        validUntil: day(now, 5),
        sentAt: hoursAgo(now, 150),
      },
      payment: {
        plan: "deposit",
        totalChf: 760_000,
        paidChf: 228_000,
        acceptedAt: hoursAgo(now, 120),
        payments: [{ part: "deposit", amountChf: 228_000, paidAt: hoursAgo(now, 120) }],
      },
    }),
  ];
}
