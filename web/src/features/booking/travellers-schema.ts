import {
  ageOn,
  BirthDateSchema,
  FellowTravellerSchema,
  LeadTravellerSchema,
  type Travellers,
} from "@tembea/shared";
import * as z from "zod/mini";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export interface TravellerRules {
  minimumAge: number;
  departureDate: string;
  /** Special tours: the group size the tour takes. */
  groupSize?: { min: number; max: number };
}

/**
 * The travellers step: the shared traveller schemas, plus the tour's minimum age on the day of
 * departure and (special tours) its group size, as the server checks them.
 */
export function travellersFormSchema({ minimumAge, departureDate, groupSize }: TravellerRules) {
  const birthDate = BirthDateSchema.check(
    z.refine((d) => !isoDate.test(d) || ageOn(d, departureDate) >= minimumAge, {
      error: "tooYoung",
    }),
  );
  const count = groupSize
    ? z
        .number({ error: "groupSizeOutOfRange" })
        .check(
          z.int({ error: "groupSizeOutOfRange" }),
          z.gte(groupSize.min, { error: "groupSizeOutOfRange" }),
          z.lte(groupSize.max, { error: "groupSizeOutOfRange" }),
        )
    : z.number().check(z.int(), z.gte(1));
  return z.object({
    count,
    travellers: z.strictObject({
      lead: z.extend(LeadTravellerSchema, { birthDate }),
      others: z.array(z.extend(FellowTravellerSchema, { birthDate })).check(z.maxLength(49)),
    }),
  });
}
export type TravellersFormInput = z.input<ReturnType<typeof travellersFormSchema>>;
export type TravellersFormOutput = z.output<ReturnType<typeof travellersFormSchema>> & {
  travellers: Travellers;
};

const text = z.catch(z.string(), "");
const DraftSchema = z.object({
  lead: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: z.object({ country: text, number: text }),
    nationality: text,
    birthDate: text,
  }),
  others: z.array(z.object({ firstName: text, lastName: text, birthDate: text })).check(z.maxLength(49)),
});

export const emptyFellow = { firstName: "", lastName: "", birthDate: "" };

/** The form's starting values: the half-typed draft, else the saved answers, else empty fields. */
export function initialTravellers(
  draft: unknown,
  saved: Travellers | undefined,
  count: number,
  signedInEmail?: string,
): TravellersFormInput["travellers"] {
  const parsedDraft = DraftSchema.safeParse(draft);
  const base = parsedDraft.success
    ? parsedDraft.data
    : (saved ?? {
        lead: {
          firstName: "",
          lastName: "",
          email: signedInEmail ?? "",
          phone: { country: "CH", number: "" },
          nationality: "",
          birthDate: "",
        },
        others: [],
      });
  const others = base.others.slice(0, Math.max(0, count - 1));
  while (others.length < count - 1) others.push({ ...emptyFellow });
  return { lead: { ...base.lead, phone: { ...base.lead.phone } }, others };
}
