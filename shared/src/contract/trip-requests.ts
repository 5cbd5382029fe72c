import * as z from "zod/mini";
import {
  OfferInputSchema,
  TripRequestInputSchema,
  TripRequestSchema,
  TripRequestStatusSchema,
} from "../domain/trip-request-schema.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

const RequestIdSchema = z.strictObject({ id: z.uuid({ error: "invalid" }) });

export const submitTripRequest = defineEndpoint({
  ...routes.submitTripRequest,
  access: "traveller",
  examples: {
    body: {
      destination: "kenya",
      date: { kind: "exact", departure: "2027-07-10", return: "2027-07-21" },
      travellers: { groupType: "family", adults: 2, children: [{ age: 10 }] },
      accommodation: { hotelClass: 4, mealPlan: "half-board", singleRooms: 0 },
      experiences: ["nature-and-wildlife", "water-experiences"],
      budgetPerTravellerChf: 420_000,
      tripReason: "vacation",
      notes: "Our son would love to see rhinos.",
      locale: "en",
    },
  },
  errors: ["NO_AGENCY_FOR_DESTINATION"],
  idempotent: true,
  summary:
    "Stores a tailored trip request (status in-progress, reply due 72 hours later) with a new short reference (`TMB-7K2Q9`, unique), routes it to the agency of its destination, and mails the traveller and the agency. At most one single room per traveller, children included: more are refused as accommodation.singleRooms tooManySingleRooms, and nothing is stored. A trip no offer could precede (tripDateAhead, in UTC) is refused: a departure today or earlier as date.departure invalidDate, a month that has begun as date.month monthRequired. The `Idempotency-Key` is claimed with the request: a retry with the same key and body by the same traveller within a day is answered the same request, stored and mailed once.",
  body: TripRequestInputSchema,
  response: z.object({ id: z.string(), reference: z.string(), replyDueAt: z.iso.datetime() }),
});

export const listMyTripRequests = defineEndpoint({
  ...routes.listMyTripRequests,
  access: "traveller",
  summary: "The caller's own tailored trip requests, newest first.",
  response: z.object({ requests: z.array(TripRequestSchema) }),
});

export const getMyTripRequest = defineEndpoint({
  ...routes.getMyTripRequest,
  access: "traveller",
  examples: { params: { id: "c9021b8d-8615-4539-b161-d60f4af171fd" } },
  errors: ["NOT_FOUND"],
  summary:
    "One of the caller's own requests with its offer, and the name of the agency it went to (for the receipts of its payments); 404 for any other id, with no hint that it exists.",
  params: RequestIdSchema,
  response: z.extend(TripRequestSchema, { agencyName: z.optional(z.string()) }),
});

export const listAgencyTripRequests = defineEndpoint({
  ...routes.listAgencyTripRequests,
  access: "agent",
  errors: ["NOT_FOUND"],
  summary: "The requests of the calling agent's own agency, newest first, optionally of one status.",
  query: z.strictObject({ status: z.optional(TripRequestStatusSchema) }),
  response: z.object({ requests: z.array(TripRequestSchema) }),
});

export const getAgencyTripRequest = defineEndpoint({
  ...routes.getAgencyTripRequest,
  access: "agent",
  examples: { params: { id: "c47a9e30-1b6f-4d25-8e93-5a0d2f7b6c03" } },
  errors: ["NOT_FOUND"],
  summary: "One request of the agent's own agency; 404 for another agency's request.",
  params: RequestIdSchema,
  response: TripRequestSchema,
});

export const sendOffer = defineEndpoint({
  ...routes.sendOffer,
  access: "agent",
  examples: {
    params: { id: "c47a9e30-1b6f-4d25-8e93-5a0d2f7b6c03" },
    body: {
      title: "Balloon over the Mara, honeymoon by the sea",
      days: [
        { title: "Nairobi", description: "Private transfer to a garden hotel in Karen." },
        { title: "Maasai Mara", description: "Three days in a tented camp; a balloon ride at dawn." },
        { title: "Diani Beach", description: "Flight to the coast and three days by the ocean." },
      ],
      pricePerTravellerChf: 610_000,
      inclusions: ["Domestic flights", "Full board in the Mara", "Balloon ride"],
      exclusions: ["International flights", "Visa"],
      validUntil: "2026-12-20",
    },
  },
  errors: ["CHECKOUT_OPEN", "NOT_FOUND"],
  idempotent: true,
  summary:
    "The agency's offer for one of its requests (valid until today or a later day, up to the day before the trip starts: an earlier day is refused as invalidDate, a later one as validUntilAfterStart): the status becomes offer-available and the traveller is mailed in their language. 409 CHECKOUT_OPEN while the traveller is paying for the current offer (until that checkout expires), so nobody pays for a version they did not read. The `Idempotency-Key` is claimed with the offer: a retry with the same key, request and offer by the same agent within a day is answered as the first was, and neither revises the offer nor mails the traveller again.",
  params: RequestIdSchema,
  body: OfferInputSchema,
  response: TripRequestSchema,
});
