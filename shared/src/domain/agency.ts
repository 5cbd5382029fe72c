import * as z from "zod/mini";
import { EmailSchema, PersonNameSchema, requiredText } from "./account.js";
import { DestinationSlugSchema } from "./destination-schema.js";
import { destinationSlugs } from "./destination-slugs.js";
import { LocaleSchema } from "./locale-schema.js";

/** Bounds of an agency's texts: a name and a city fit a line, a description a few paragraphs. */
export const agencyNameMax = 100;
export const agencyCityMax = 100;
export const agencyAboutMax = 4000;

const inEveryLanguage = (max: number) =>
  z.strictObject({ en: requiredText(max), de: requiredText(max), fr: requiredText(max) });

/**
 * What the operator writes about an agency (the admin form and its handlers): a name, its city and
 * description in every site language, the language of the mails it gets, the address its request
 * mails go to, and the destinations whose tailored requests it answers (one agency per destination,
 * each at most once).
 */
export const AgencyInputSchema = z.strictObject({
  name: requiredText(agencyNameMax),
  city: inEveryLanguage(agencyCityMax),
  about: inEveryLanguage(agencyAboutMax),
  language: LocaleSchema,
  requestEmail: EmailSchema,
  destinations: z.array(DestinationSlugSchema).check(
    z.maxLength(destinationSlugs.length, { error: "tooLong" }),
    z.refine((list) => new Set(list).size === list.length, { error: "invalid" }),
  ),
});
export type AgencyInput = z.infer<typeof AgencyInputSchema>;

/** An agent's account as the operator sees it: invited (no password yet), active or disabled. */
export const agentStatuses = ["invited", "active", "disabled"] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const AgentSchema = z.object({
  userId: z.string(),
  agencyId: z.string(),
  email: z.string(),
  name: z.string(),
  language: LocaleSchema,
  status: z.enum(agentStatuses),
  invitedAt: z.string(),
});
export type Agent = z.infer<typeof AgentSchema>;

/** Who the operator invites to an agency. */
export const AgentInviteSchema = z.strictObject({
  email: EmailSchema,
  name: PersonNameSchema,
  language: LocaleSchema,
});
export type AgentInvite = z.infer<typeof AgentInviteSchema>;
