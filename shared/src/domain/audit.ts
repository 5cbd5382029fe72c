import * as z from "zod/mini";

/**
 * Who did what to an agency, an agent, a tour, a departure or a photo (issue 25, "Who did what").
 * An entry names the change, never a traveller's personal data: paths, and short scalar values.
 */
export const auditActions = [
  "agency.created",
  "agency.updated",
  "agency.logo-changed",
  "agent.invited",
  "agent.invitation-resent",
  "agent.joined",
  "agent.disabled",
  "agent.enabled",
  "tour.created",
  "tour.saved",
  "tour.published",
  "tour.unpublished",
  "departure.added",
  "departure.capacity-changed",
  "departure.sales-closed",
  "departure.sales-opened",
  "departure.deleted",
  "departure.cancelled",
  "photo.added",
  "photo.deleted",
  "booking.cancelled",
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditTargetTypes = ["agency", "agent", "tour", "departure", "photo", "booking"] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/**
 * Operator staff, an agency's agent, the platform itself (a deploy, a job), or a traveller (who
 * cancels their own booking).
 */
export const auditRoles = ["admin", "agent", "system", "traveller"] as const;

const AuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One changed field: its path ("title.de", "capacity"); long texts carry the path alone. */
export const AuditChangeSchema = z.object({
  path: z.string(),
  before: z.optional(AuditValueSchema),
  after: z.optional(AuditValueSchema),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

export const AuditEntrySchema = z.object({
  entryId: z.string(),
  /** ISO 8601 instant. */
  at: z.string(),
  actor: z.object({ userId: z.string(), email: z.string(), role: z.enum(auditRoles) }),
  action: z.enum(auditActions),
  target: z.object({
    type: z.enum(auditTargetTypes),
    id: z.string(),
    /** What a reader recognises it by (an agency's or a tour's name, a date), as it was then. */
    label: z.optional(z.string()),
  }),
  /** The agency the change belongs to; absent for the operator's own records. */
  agencyId: z.optional(z.string()),
  changes: z.array(AuditChangeSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** A page of entries, newest first; `cursor` asks for the next page. */
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  cursor: z.optional(z.string()),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
