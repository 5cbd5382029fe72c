import * as z from "zod/mini";
import { DestinationSlugSchema } from "./destination-schema.js";
import { LocaleSchema } from "./locale-schema.js";
import { ChfAmountSchema } from "./money-schema.js";
import { addDays } from "./trip-dates.js";
import { TripPaymentSchema } from "./trip-payment.js";
import {
  experienceCategories,
  groupTypeMismatch,
  groupTypes,
  mealPlans,
  minimumBudgetChf,
  minimumTripDays,
  singleRoomsFit,
  type TravellerHeads,
  tripReasons,
  tripRequestStatuses,
} from "./trip-request.js";

const isIsoDate = (value: unknown) => typeof value === "string" && z.iso.date().safeParse(value).success;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: "required" });

/** Exact dates (at least 3 days, counted inclusively) or a month plus a duration of 1 to 4 weeks. */
export const TripDateSchema = z.discriminatedUnion(
  "kind",
  [
    z
      .strictObject({
        kind: z.literal("exact"),
        departure: z.iso.date({ error: "required" }),
        return: z.iso.date({ error: "required" }),
      })
      .check(
        z.refine((d) => !isIsoDate(d.departure) || !isIsoDate(d.return) || d.return >= d.departure, {
          error: "returnBeforeDeparture",
          path: ["return"],
          abort: true,
        }),
        z.refine(
          (d) =>
            !isIsoDate(d.departure) ||
            !isIsoDate(d.return) ||
            d.return < d.departure ||
            d.return >= addDays(d.departure, minimumTripDays - 1),
          {
            error: "minimumTripDays",
            path: ["return"],
          },
        ),
      ),
    z.strictObject({
      kind: z.literal("approximate"),
      month: z
        .string({ error: "monthRequired" })
        .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "monthRequired" })),
      weeks: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: "durationRequired" }),
    }),
  ],
  { error: "required" },
);
export type TripDate = z.infer<typeof TripDateSchema>;

export const RequestTravellersSchema = z.strictObject({
  groupType: choice(groupTypes),
  adults: z
    .number({ error: "required" })
    .check(z.int(), z.gte(1, { error: "invalid" }), z.lte(50, { error: "invalid" })),
  children: z
    .array(
      z.strictObject({
        age: z.number({ error: "required" }).check(z.int(), z.gte(0), z.lte(17, { error: "invalid" })),
      }),
    )
    .check(z.maxLength(20)),
});

/**
 * The travellers of a new request: the group also fits its type (groupTypeMismatch). Stored
 * requests are read with the plain schema, so one sent before this rule still reads.
 */
export const TravellersInputSchema = RequestTravellersSchema.check(
  z.superRefine((travellers, ctx) => {
    const mismatch = groupTypeMismatch(travellers);
    if (mismatch) ctx.addIssue({ code: "custom", message: mismatch, path: ["adults"] });
  }),
);

const SingleRoomsSchema = z.number({ error: "required" }).check(z.int(), z.gte(0), z.lte(50));

export const AccommodationSchema = z.strictObject({
  hotelClass: z
    .number({ error: "required" })
    .check(z.int({ error: "required" }), z.gte(1, { error: "required" }), z.lte(5, { error: "required" })),
  mealPlan: choice(mealPlans),
  singleRooms: SingleRoomsSchema,
});

const tooManySingleRooms = "tooManySingleRooms";
const isCount = (value: unknown) => SingleRoomsSchema.safeParse(value).success;

/**
 * The accommodation step of a request for these travellers (known from the step before): the
 * shared accommodation rules plus singleRoomsFit. The rule also runs while another choice of the
 * step is still missing, so every problem of the step shows at once.
 */
export function accommodationSchemaFor(travellers: TravellerHeads) {
  return AccommodationSchema.check(
    z.refine((a) => singleRoomsFit(a.singleRooms, travellers), {
      error: tooManySingleRooms,
      path: ["singleRooms"],
      when: ({ value }) => isCount((value as { singleRooms?: unknown } | undefined)?.singleRooms),
    }),
  );
}

/** In priority order, first = most important; each category at most once. */
export const ExperiencesSchema = z
  .array(z.enum(experienceCategories, { error: "invalid" }), { error: "required" })
  .check(
    z.minLength(1, { error: "required" }),
    z.maxLength(experienceCategories.length, { error: "invalid" }),
    z.refine((list) => new Set(list).size === list.length, { error: "invalid" }),
  );

/** The longest note for the agent, in characters (the wizard's count counts toward it). */
export const tripNotesMax = 2000;

export const TripRequestInputSchema = z
  .strictObject({
    destination: DestinationSlugSchema,
    date: TripDateSchema,
    travellers: TravellersInputSchema,
    accommodation: AccommodationSchema,
    experiences: ExperiencesSchema,
    /** Per traveller, CHF minor units; the web converts what the user typed in their currency. */
    budgetPerTravellerChf: ChfAmountSchema.check(z.gte(minimumBudgetChf, { error: "budgetTooLow" })),
    tripReason: choice(tripReasons),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(tripNotesMax, { error: "tooLong" }))),
    locale: LocaleSchema,
  })
  .check(
    // Across two steps of the wizard: no more single rooms than travellers (singleRoomsFit). It
    // runs whenever both parts are well formed, so it is reported beside other steps' problems.
    z.refine((r) => singleRoomsFit(r.accommodation.singleRooms, r.travellers), {
      error: tooManySingleRooms,
      path: ["accommodation", "singleRooms"],
      when: ({ value }) => {
        const r = value as { travellers?: unknown; accommodation?: { singleRooms?: unknown } } | undefined;
        return (
          RequestTravellersSchema.safeParse(r?.travellers).success && isCount(r?.accommodation?.singleRooms)
        );
      },
    }),
  );
export type TripRequestInput = z.infer<typeof TripRequestInputSchema>;

/** The longest description of an offer's day, in characters (the agent's form counts toward it). */
export const offerDayDescriptionMax = 4000;

export const OfferInputSchema = z.strictObject({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(200, { error: "tooLong" })),
  days: z
    .array(
      z.strictObject({
        title: z
          .string()
          .check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(200, { error: "tooLong" })),
        description: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, { error: "required" }),
            z.maxLength(offerDayDescriptionMax, { error: "tooLong" }),
          ),
      }),
    )
    .check(z.minLength(1, { error: "required" }), z.maxLength(60)),
  pricePerTravellerChf: ChfAmountSchema.check(z.gte(1, { error: "required" })),
  inclusions: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))).check(z.maxLength(30)),
  exclusions: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))).check(z.maxLength(30)),
  validUntil: z.iso.date({ error: "required" }),
});
export type OfferInput = z.infer<typeof OfferInputSchema>;

export const TripRequestStatusSchema = z.enum(tripRequestStatuses);

/** The longest change request, in characters (the form's count counts toward it). */
export const changeRequestTextMax = 2000;

/** What the traveller writes to ask for a change (the form and the API share it). */
export const ChangeRequestInputSchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: "required" }),
      z.maxLength(changeRequestTextMax, { error: "tooLong" }),
    ),
});

export const ChangeRequestSchema = z.object({ text: z.string(), createdAt: z.iso.datetime() });

/** Stored requests are read leniently (object, not strictObject): bookkeeping fields may be added. */
export const TripRequestSchema = z.object({
  ...TripRequestInputSchema.shape,
  // As stored: a request sent before the group-type rule still reads (TravellersInputSchema).
  travellers: RequestTravellersSchema,
  id: z.string(),
  userId: z.string(),
  travellerName: z.string(),
  travellerEmail: z.string(),
  agencyId: z.string(),
  status: TripRequestStatusSchema,
  createdAt: z.iso.datetime(),
  /** createdAt + 72 hours: when the agency's promise runs out. */
  replyDueAt: z.iso.datetime(),
  offer: z.optional(z.extend(OfferInputSchema, { sentAt: z.iso.datetime() })),
  changeRequests: z.array(ChangeRequestSchema),
  /** Set when the traveller accepted the offer and their first payment arrived (status booked). */
  payment: z.optional(TripPaymentSchema),
  /** The short reference (reference.ts), given when the request is sent; absent on older requests. */
  reference: z.optional(z.string()),
});
export type TripRequest = z.infer<typeof TripRequestSchema>;
