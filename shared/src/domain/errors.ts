import * as z from "zod/mini";
import { errorCodes } from "./error-codes.js";
import { PublishGapSchema, TourDraftSchema } from "./tour-draft.js";

export const ErrorCodeSchema = z.enum(errorCodes);

export const ApiErrorSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    /** Field path ("body.email", "params.slug") to a message key. */
    fields: z.optional(z.record(z.string(), z.string())),
    /** NOT_ENOUGH_PLACES: how many places the departure still has (fewer than asked for, at least one). */
    placesLeft: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** CAPACITY_BELOW_TAKEN: the places already taken on the departure, the lowest capacity it can have. */
    placesTaken: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** TOUR_INCOMPLETE: what the draft still lacks (missingForPublish). */
    missing: z.optional(z.array(PublishGapSchema)),
    /** TOUR_CHANGED: the draft as someone else saved it meanwhile, and its version. */
    current: z.optional(z.object({ draft: TourDraftSchema, version: z.number() })),
    /** DESTINATION_TAKEN: the destination another agency answers for already (its slug). */
    destination: z.optional(z.string()),
    /** DEPARTURES_BOOKED, TOO_MANY_DEPARTURES_TO_MOVE: the start dates of the departures concerned. */
    departureDates: z.optional(z.array(z.iso.date())),
    /** TOO_MANY_DEPARTURES_TO_MOVE: how many departures' end dates one change may move. */
    limit: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
