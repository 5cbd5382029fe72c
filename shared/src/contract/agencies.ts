import * as z from "zod/mini";
import { PasswordSchema } from "../domain/account.js";
import { AgencyInputSchema, AgentInviteSchema, AgentSchema } from "../domain/agency.js";
import {
  agencyLogoFailures,
  agencyLogoMaxBytes,
  agencyLogoSizes,
  agencyLogoTypes,
  agencyLogoUploadStatuses,
} from "../domain/agency-logo.js";
import { AuditPageSchema } from "../domain/audit.js";
import { DestinationSlugSchema } from "../domain/destination-schema.js";
import { LocaleSchema, LocalizedTextSchema } from "../domain/locale-schema.js";
import { AgencySchema, IdSchema } from "../domain/tour.js";
import { catalogueCache } from "./edge-cache.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

const AgencyIdSchema = z.strictObject({ agencyId: IdSchema });
/** A page's cursor as the last answer gave it (opaque; one that does not fit reads the first page). */
const CursorSchema = z.string().check(z.maxLength(2000, { error: "tooLong" }));

/**
 * An agency as the operator edits it: the form's fields, its id and the version a save must name. As
 * stored, not as the form requires (an agency written before a field existed answers it empty).
 */
export const AdminAgencySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: LocalizedTextSchema,
  about: LocalizedTextSchema,
  language: LocaleSchema,
  requestEmail: z.string(),
  destinations: z.array(DestinationSlugSchema),
  /** Its processed logo's path without size: `<logo>-<size>.webp` for each of `agencyLogoSizes`. */
  logo: z.optional(z.string()),
  /** The latest upload while it is processed, or why it was refused (the logo shown stays the last ready one). */
  logoUpload: z.optional(
    z.object({
      status: z.enum(agencyLogoUploadStatuses),
      reason: z.optional(z.enum(agencyLogoFailures)),
    }),
  ),
  /** Bumped by every save; a save naming an older one is refused (AGENCY_CHANGED). */
  version: z.number().check(z.int(), z.nonnegative()),
});
export type AdminAgency = z.infer<typeof AdminAgencySchema>;

export const AgencySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: AgencySchema.shape.city,
  destinations: AgencySchema.shape.destinations,
  logo: AgencySchema.shape.logo,
});
export type AgencySummary = z.infer<typeof AgencySummarySchema>;

export const listAgencies = defineEndpoint({
  ...routes.listAgencies,
  access: "admin",
  summary: "Every agency, by name: its city and the destinations whose tailored requests it answers.",
  response: z.object({ agencies: z.array(AgencySummarySchema) }),
});

export const createAgency = defineEndpoint({
  ...routes.createAgency,
  access: "admin",
  examples: {
    body: {
      name: "Sahel Trails",
      city: { en: "Dakar", de: "Dakar", fr: "Dakar" },
      about: {
        en: "Small-group journeys through Senegal's river towns and the Saloum delta.",
        de: "Reisen in kleinen Gruppen durch Senegals Flussstädte und das Saloum-Delta.",
        fr: "Voyages en petits groupes dans les villes du fleuve et le delta du Saloum.",
      },
      language: "fr",
      requestEmail: "requests@sahel-trails.example.com",
      destinations: [],
    },
  },
  errors: ["AGENCY_CHANGED", "DESTINATION_TAKEN"],
  summary:
    "Creates an agency; its id is made from its name. Each destination it lists routes that destination's tailored requests to it, in the same transaction: a destination another agency answers already is refused (409 DESTINATION_TAKEN, `body.destinations: destinationTaken`) and nothing is stored. Records who did it.",
  body: AgencyInputSchema,
  response: AdminAgencySchema,
});

export const getAdminAgency = defineEndpoint({
  ...routes.getAdminAgency,
  access: "admin",
  examples: { params: { agencyId: "mara-horizon-safaris" } },
  errors: ["NOT_FOUND"],
  summary: "An agency as its edit form shows it (with its version), and its agents.",
  params: AgencyIdSchema,
  response: z.object({ agency: AdminAgencySchema, agents: z.array(AgentSchema) }),
});

export const updateAgency = defineEndpoint({
  ...routes.updateAgency,
  access: "admin",
  examples: {
    params: { agencyId: "mara-horizon-safaris" },
    body: {
      name: "Mara Horizon Safaris",
      city: { en: "Nairobi", de: "Nairobi", fr: "Nairobi" },
      about: {
        en: "Nairobi guides who grew up between the Rift Valley and the Mara; small groups in their own Land Cruisers.",
        de: "Guides aus Nairobi, aufgewachsen zwischen Rift Valley und Mara; kleine Gruppen in eigenen Land Cruisern.",
        fr: "Des guides de Nairobi qui ont grandi entre la vallée du Rift et le Mara ; petits groupes, leurs propres Land Cruiser.",
      },
      language: "en",
      requestEmail: "requests@mara-horizon-safaris.tembea.local",
      destinations: ["kenya"],
      version: 0,
    },
  },
  errors: ["AGENCY_CHANGED", "DESTINATION_TAKEN", "NOT_FOUND"],
  summary:
    "Saves an agency's fields if nobody saved it since `version` was read (else 409 AGENCY_CHANGED and nothing changes: the form keeps what was typed and may reload). Destinations added are routed to it, those removed freed, in the same transaction as the agency and its audit entry; a destination another agency answers is refused (409 DESTINATION_TAKEN).",
  params: AgencyIdSchema,
  body: z.extend(AgencyInputSchema, { version: z.number().check(z.int(), z.nonnegative()) }),
  response: AdminAgencySchema,
});

export const AgencyLogoUploadRequestSchema = z.strictObject({
  contentType: z.enum(agencyLogoTypes, { error: "imageType" }),
  size: z
    .number({ error: "invalid" })
    .check(
      z.int({ error: "invalid" }),
      z.gte(1, { error: "invalid" }),
      z.lte(agencyLogoMaxBytes, { error: "imageTooLarge" }),
    ),
});
export type AgencyLogoUploadRequest = z.infer<typeof AgencyLogoUploadRequestSchema>;

export const createAgencyLogoUpload = defineEndpoint({
  ...routes.createAgencyLogoUpload,
  access: "admin",
  examples: {
    params: { agencyId: "mara-horizon-safaris" },
    body: { contentType: "image/png", size: 182_400 },
  },
  errors: ["NOT_FOUND"],
  summary: `A slot for a new logo of an agency: a presigned PUT for exactly the declared type and size (JPEG, PNG or WebP, at most 2 MB), valid five minutes. The agency answers \`logoUpload.status: processing\` at once; the processing function then renders the logo square, whole and uncropped, as WebP at ${agencyLogoSizes.join(", ")} px and makes it the agency's \`logo\` (replacing the last one), or marks the upload \`failed\` with a reason. Records who did it; the agency's version is not bumped (an open form can still save).`,
  params: AgencyIdSchema,
  body: AgencyLogoUploadRequestSchema,
  response: z.object({
    method: z.literal("PUT"),
    url: z.url(),
    /** Send exactly these with the PUT: the signature covers them. */
    headers: z.record(z.string(), z.string()),
    expiresAt: z.iso.datetime(),
  }),
});

export const removeAgencyLogo = defineEndpoint({
  ...routes.removeAgencyLogo,
  access: "admin",
  examples: { params: { agencyId: "mara-horizon-safaris" } },
  errors: ["NOT_FOUND"],
  summary:
    "Removes an agency's logo (and forgets an upload still processing or refused): the pages show none. The version stays. Records who did it.",
  params: AgencyIdSchema,
  response: AdminAgencySchema,
});

export const listAuditEntries = defineEndpoint({
  ...routes.listAuditEntries,
  access: "admin",
  summary:
    "Who did what, everyone's, one month at a time (`month` YYYY-MM, this month when absent), newest first, 50 a page; `agencyId` reads that agency's whole history instead.",
  query: z.strictObject({
    month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "invalid" }))),
    agencyId: z.optional(IdSchema),
    cursor: z.optional(CursorSchema),
  }),
  response: AuditPageSchema,
});

export const getMyAgency = defineEndpoint({
  ...routes.getMyAgency,
  access: "agent",
  errors: ["NOT_FOUND"],
  summary: "The calling agent's own agency, as the operator set it up.",
  response: AdminAgencySchema,
});

export const listAgencyHistory = defineEndpoint({
  ...routes.listAgencyHistory,
  access: "agent",
  errors: ["NOT_FOUND"],
  summary: "Who did what in the calling agent's own agency, newest first, 50 a page.",
  query: z.strictObject({ cursor: z.optional(CursorSchema) }),
  response: AuditPageSchema,
});

export const getTripRequestRoute = defineEndpoint({
  ...routes.getTripRequestRoute,
  access: "public",
  cache: catalogueCache,
  examples: { params: { slug: "kenya" } },
  summary:
    "Whether a local agency takes tailored-trip requests for a destination, so the wizard can say so before it is filled in (a request for one that does not is refused with 409 NO_AGENCY_FOR_DESTINATION). An unknown destination is refused (400, `params.slug: unknownDestination`).",
  params: z.strictObject({ slug: DestinationSlugSchema }),
  response: z.object({ takesRequests: z.boolean() }),
});

const AgentIdSchema = z.strictObject({ agentId: z.uuid({ error: "invalid" }) });

export const inviteAgent = defineEndpoint({
  ...routes.inviteAgent,
  access: "admin",
  examples: {
    params: { agencyId: "mara-horizon-safaris" },
    body: { email: "wanjiru@mara-horizon.example.com", name: "Wanjiru Kamau", language: "en" },
  },
  errors: ["EMAIL_TAKEN", "NOT_FOUND"],
  summary:
    "Creates an agent's account for the agency (verified address, no password yet, group agents, its agency in custom:agencyId; Cognito sends nothing) and mails an invitation in the agent's language whose single-use link, valid seven days, sets the password. An address that has any account answers 409 EMAIL_TAKEN (`body.email: emailTaken`); an unknown agency 404. Records who did it.",
  params: AgencyIdSchema,
  body: AgentInviteSchema,
  response: AgentSchema,
});

export const resendInvitation = defineEndpoint({
  ...routes.resendInvitation,
  access: "admin",
  examples: { params: { agentId: "2f6c9a1e-4b7d-4e3a-8c5f-0d9b1e7a3c52" } },
  errors: ["AGENT_ALREADY_JOINED", "NOT_FOUND"],
  summary:
    'Mails an invited agent a new invitation (seven days again); the link mailed before stops working. 409 AGENT_ALREADY_JOINED when the agent has set a password already (nothing to invite to: they sign in, or use "Forgot password"); 404 for an unknown agent.',
  params: AgentIdSchema,
  response: AgentSchema,
});

export const disableAgent = defineEndpoint({
  ...routes.disableAgent,
  access: "admin",
  examples: { params: { agentId: "2f6c9a1e-4b7d-4e3a-8c5f-0d9b1e7a3c52" } },
  errors: ["NOT_FOUND"],
  summary:
    "Disables an agent: Cognito refuses their sign-in, every session ends at once (the next API call answers 401 SESSION_ENDED), and any open invitation stops working. Records who did it.",
  params: AgentIdSchema,
  response: AgentSchema,
});

export const enableAgent = defineEndpoint({
  ...routes.enableAgent,
  access: "admin",
  examples: { params: { agentId: "2f6c9a1e-4b7d-4e3a-8c5f-0d9b1e7a3c52" } },
  errors: ["NOT_FOUND"],
  summary:
    "Lets a disabled agent sign in again (with the password they had; an invited one is invited again by resending).",
  params: AgentIdSchema,
  response: AgentSchema,
});

export const acceptInvitation = defineEndpoint({
  ...routes.acceptInvitation,
  access: "public",
  examples: { body: { token: "Lp8sQ2nVx5RkT9mWc4Hy7B", password: "Amboseli!2027" } },
  errors: ["RATE_LIMITED"],
  summary:
    "Sets the password of an invited account from its invitation link (the password rules of sign-up; single use, seven days, only the latest link of an account). A wrong, used, replaced or expired link answers 400 `body.token: invitationInvalid`. Answers the address, so the page signs in with it.",
  body: z.strictObject({
    token: z.string().check(z.minLength(1, { error: "required" }), z.maxLength(200, { error: "tooLong" })),
    password: PasswordSchema,
  }),
  response: z.object({ email: z.string(), role: z.enum(["agent", "admin"]) }),
});
