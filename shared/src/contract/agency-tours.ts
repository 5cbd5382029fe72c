import * as z from "zod/mini";
import {
  DepartureCapacitySchema,
  DepartureSeriesSchema,
  maxSeriesDates,
} from "../domain/departure-series.js";
import { DestinationSlugSchema } from "../domain/destination-schema.js";
import { IdSchema } from "../domain/tour.js";
import { DraftTitleSchema, PublishGapSchema, TourDraftSchema, TourKindSchema } from "../domain/tour-draft.js";
import { getGroupTour, getSpecialTour } from "./catalogue.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

/**
 * The agents' console: an agency's own tours as drafts, published as snapshots, and the departures
 * of its group tours (docs/decisions/0020-tour-drafts-and-published-snapshots.md). Every endpoint
 * answers 404 for a tour of another agency, exactly as for one that does not exist.
 */

/**
 * `draft`: never published. `live`: the public page shows the draft as saved. `live-with-changes`:
 * the public page shows an older publication; the draft has changes saved since ("Live · unpublished
 * changes"). `unpublished`: published once, now hidden from travellers (existing bookings keep it).
 */
export const tourStates = ["draft", "live", "live-with-changes", "unpublished"] as const;
export const TourStateSchema = z.enum(tourStates);
export type TourState = z.infer<typeof TourStateSchema>;

const TourIdParams = z.strictObject({ tourId: IdSchema });
const DepartureParams = z.strictObject({ tourId: IdSchema, startDate: z.iso.date({ error: "invalidDate" }) });
/** The version the editor read: each save increments it, and a save from an older one is refused. */
const VersionSchema = z
  .number()
  .check(
    z.int({ error: "invalid" }),
    z.gte(0, { error: "invalid" }),
    z.lte(1_000_000_000, { error: "invalid" }),
  );

/** A departure of a group tour, as its agency manages it. `taken = capacity - placesLeft`. */
export const AgencyDepartureSchema = z.object({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  capacity: z.number(),
  placesLeft: z.number(),
  taken: z.number(),
  /**
   * Travellers of its paid (confirmed) bookings: what a cancellation of the departure refunds. Places
   * taken also count holds still being paid for, which lapse by themselves.
   */
  confirmedTravellers: z.number(),
  /** False once the agency closed sales: no new holds, shown as not on sale. */
  salesOpen: z.boolean(),
  /** Nobody ever held or booked a place on it, so it may be deleted (else only closed). */
  deletable: z.boolean(),
  /** When the agency cancelled it (for good: never reopened nor deleted), and why. */
  cancelledAt: z.optional(z.iso.datetime()),
  cancellationReason: z.optional(z.string()),
});
export type AgencyDeparture = z.infer<typeof AgencyDepartureSchema>;

export const AgencyTourSchema = z.object({
  id: IdSchema,
  kind: TourKindSchema,
  destination: DestinationSlugSchema,
  draft: TourDraftSchema,
  version: z.number(),
  state: TourStateSchema,
  updatedAt: z.iso.datetime(),
  publishedAt: z.optional(z.iso.datetime()),
  /** Group tours: every departure, past ones included, by date. Special tours: none. */
  departures: z.array(AgencyDepartureSchema),
  /** What publishing would refuse today (missingForPublish with the departures); empty when ready. */
  missing: z.array(PublishGapSchema),
  /** The live page shows a picture publishing keeps (the demo's tours): no cover photo is needed. */
  keepsImage: z.optional(z.boolean()),
});
export type AgencyTour = z.infer<typeof AgencyTourSchema>;

export const AgencyTourListItemSchema = z.object({
  id: IdSchema,
  kind: TourKindSchema,
  destination: DestinationSlugSchema,
  title: z.optional(DraftTitleSchema),
  state: TourStateSchema,
  updatedAt: z.iso.datetime(),
  /** Group tours: departures after today, cancelled ones left out. */
  upcomingDepartures: z.number(),
});
export type AgencyTourListItem = z.infer<typeof AgencyTourListItemSchema>;

export const listAgencyTours = defineEndpoint({
  ...routes.listAgencyTours,
  access: "agent",
  errors: ["NOT_FOUND"],
  summary:
    "Every tour of the agent's agency, drafts and unpublished ones included, most recently changed first.",
  response: z.object({ tours: z.array(AgencyTourListItemSchema) }),
});

export const createAgencyTour = defineEndpoint({
  ...routes.createAgencyTour,
  access: "agent",
  examples: { body: { kind: "group", destination: "kenya" } },
  errors: ["NOT_FOUND"],
  idempotent: true,
  summary:
    "Starts a tour as an empty draft of its kind and destination (version 0, state draft). Its id is the destination's slug and four random characters, fixed forever. The `Idempotency-Key` is claimed with the draft: a retry with the same key and body by the same agent within a day is answered the same tour, and starts no other.",
  body: z.strictObject({ kind: TourKindSchema, destination: DestinationSlugSchema }),
  response: AgencyTourSchema,
});

export const getAgencyTour = defineEndpoint({
  ...routes.getAgencyTour,
  access: "agent",
  examples: { params: { tourId: "kenya-great-migration-safari" } },
  errors: ["NOT_FOUND"],
  summary:
    "One tour of the agency: its draft and version, its state, its departures with places taken, and what publishing would still miss. A tour published before drafts existed (the demo) answers a draft made from its public page.",
  params: TourIdParams,
  response: AgencyTourSchema,
});

export const saveAgencyTour = defineEndpoint({
  ...routes.saveAgencyTour,
  access: "agent",
  examples: {
    params: { tourId: "kenya-q7m2" },
    body: {
      version: 0,
      draft: {
        kind: "group",
        destination: "kenya",
        title: {
          en: "Lake Nakuru and Naivasha",
          de: "Nakurusee und Naivasha",
          fr: "Lacs Nakuru et Naivasha",
        },
        durationDays: 5,
        language: "en",
        groupSize: { min: 2, max: 10 },
        price: { shared: 210_000, single: 260_000 },
      },
    },
  },
  errors: ["DEPARTURES_BOOKED", "NOT_FOUND", "TOO_MANY_DEPARTURES_TO_MOVE", "TOUR_CHANGED"],
  summary:
    "Saves the draft (the public page does not change until it is published) on condition nobody saved since `version`; the new version is `version + 1`. Otherwise 409 TOUR_CHANGED with `current` (the saved draft and its version) and nothing is written. The draft's kind cannot change (draft.kind kindMismatch). A group tour that is not live takes its departures' length from the draft: a new `durationDays` moves the end dates of the departures ahead in the same transaction, refused with 409 DEPARTURES_BOOKED (`departureDates`) while any of them has places taken (its travellers booked the old length), and with 409 TOO_MANY_DEPARTURES_TO_MOVE (`departureDates`, `limit`) when more than 98 would move.",
  params: TourIdParams,
  body: z.strictObject({ version: VersionSchema, draft: TourDraftSchema }),
  response: AgencyTourSchema,
});

export const publishAgencyTour = defineEndpoint({
  ...routes.publishAgencyTour,
  access: "agent",
  examples: { params: { tourId: "kenya-amboseli-tsavo-coast" }, body: { version: 0 } },
  errors: [
    "DEPARTURES_BOOKED",
    "NOT_FOUND",
    "TOO_MANY_DEPARTURES_TO_MOVE",
    "TOUR_CHANGED",
    "TOUR_INCOMPLETE",
  ],
  summary:
    "Puts the draft of `version` live: its tour page, lists and search show it within a minute. 409 TOUR_CHANGED when the draft moved on since `version`; 422 TOUR_INCOMPLETE with `missing` (path, locale, reason) when the page would lack something (a group tour also needs a departure after today on sale). Publishing a new `durationDays` of a live group tour moves the end dates of its departures ahead in the same transaction: 409 DEPARTURES_BOOKED (`departureDates`) while any of them has places taken, 409 TOO_MANY_DEPARTURES_TO_MOVE (`departureDates`, `limit`) when more than 97 would move.",
  params: TourIdParams,
  body: z.strictObject({ version: VersionSchema }),
  response: AgencyTourSchema,
});

export const unpublishAgencyTour = defineEndpoint({
  ...routes.unpublishAgencyTour,
  access: "agent",
  examples: { params: { tourId: "kenya-amboseli-tsavo-coast" } },
  errors: ["NOT_FOUND"],
  summary:
    "Hides a live tour: lists, search and its page answer as if it did not exist, and nobody can book it; bookings made before keep their trip, receipts and mails. Publishing again shows it again. Unpublishing a tour that is not live changes nothing and answers it as it is.",
  params: TourIdParams,
  response: AgencyTourSchema,
});

export const previewAgencyTour = defineEndpoint({
  ...routes.previewAgencyTour,
  access: "agent",
  examples: { params: { tourId: "kenya-great-migration-safari" } },
  errors: ["NOT_FOUND"],
  summary:
    "The tour page as a traveller would see it if the draft were published now: exactly getGroupTour's or getSpecialTour's answer, made from the draft. What the draft lacks shows empty (texts \"\", numbers 0); until the tour has photos, its image is its destination's.",
  params: TourIdParams,
  response: z.union([getGroupTour.response, getSpecialTour.response]),
});

export const addDepartures = defineEndpoint({
  ...routes.addDepartures,
  access: "agent",
  examples: {
    params: { tourId: "kenya-great-migration-safari" },
    body: { capacity: 12, series: { from: "2027-09-04", until: "2027-09-18", weekday: 6, everyWeeks: 1 } },
  },
  errors: ["NOT_FOUND"],
  summary: `Adds one departure (\`single\`) or a series (\`series\`: a weekday every n weeks from \`from\` until \`until\`, at most ${maxSeriesDates} dates after today) to a group tour, each with \`capacity\` places, on sale; it returns on the last day of the tour's duration. Dates that already have a departure are left as they are and answered in \`skipped\`. A special tour answers 400 (kindMismatch); a draft without a duration answers 400 at params.tourId durationRequired.`,
  params: TourIdParams,
  // One of `single` and `series`: a missing one reads as body.single required, both as body.series invalid.
  body: z
    .strictObject({
      capacity: DepartureCapacitySchema,
      single: z.optional(z.strictObject({ startDate: z.iso.date({ error: "invalidDate" }) })),
      series: z.optional(DepartureSeriesSchema),
    })
    .check(
      z.refine((body) => body.single !== undefined || body.series !== undefined, {
        path: ["single"],
        error: "required",
      }),
      z.refine((body) => body.single === undefined || body.series === undefined, {
        path: ["series"],
        error: "invalid",
      }),
    ),
  response: z.object({
    added: z.array(z.iso.date()),
    skipped: z.array(z.iso.date()),
    departures: z.array(AgencyDepartureSchema),
  }),
});

export const updateDeparture = defineEndpoint({
  ...routes.updateDeparture,
  access: "agent",
  examples: {
    params: { tourId: "kenya-great-migration-safari", startDate: "2027-09-11" },
    body: { capacity: 14, salesOpen: true },
  },
  errors: ["CAPACITY_BELOW_TAKEN", "DEPARTURE_CANCELLED", "NOT_FOUND"],
  summary:
    "Changes a departure's capacity and/or opens or closes its sales. The capacity and its check against the places taken are one write, serialised with the travellers' holds, so a race cannot oversell: below the places taken answers 409 CAPACITY_BELOW_TAKEN with `placesTaken`, and nothing changes. A departure its agency cancelled answers 409 DEPARTURE_CANCELLED: it is never reopened.",
  params: DepartureParams,
  body: z.strictObject({
    capacity: z.optional(DepartureCapacitySchema),
    salesOpen: z.optional(z.boolean()),
  }),
  response: AgencyDepartureSchema,
});

export const deleteDeparture = defineEndpoint({
  ...routes.deleteDeparture,
  access: "agent",
  examples: { params: { tourId: "kenya-great-migration-safari", startDate: "2027-09-18" } },
  errors: ["DEPARTURE_BOOKED", "DEPARTURE_CANCELLED", "NOT_FOUND"],
  summary:
    "Deletes a departure nobody ever held or booked a place on; otherwise 409 DEPARTURE_BOOKED (close its sales instead). A cancelled departure answers 409 DEPARTURE_CANCELLED (its cancellation is its travellers' record).",
  params: DepartureParams,
  response: z.object({ deleted: z.iso.date() }),
});
