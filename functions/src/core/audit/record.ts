import { randomUUID } from "node:crypto";
import type { AuditAction, AuditChange, AuditEntry, AuditTargetType } from "@tembea/shared";
import type { Caller } from "../../platform/caller.js";

type Scalar = string | number | boolean | null;
type Actor = AuditEntry["actor"];

/** A value longer than this is a text, not a setting: its entry says that it changed, not to what. */
const longestRecordedText = 80;

/** The actor of a signed-in caller: operator staff or an agent (the endpoint's access said which). */
export function actorOf(caller: Caller, role: "admin" | "agent"): Actor {
  if (caller.kind !== "user") throw new Error("an audited change needs a signed-in caller");
  return { userId: caller.userId, email: caller.email ?? "", role };
}

/** The platform itself, for changes no person made (a deploy writing the destinations). */
export const systemActor: Actor = { userId: "system", email: "", role: "system" };

/**
 * An audit entry for a change from `before` to `after` (plain JSON values: an agency, a tour's
 * draft, a departure). Every leaf that differs is listed by its dotted path; scalars up to 80
 * characters carry both values, longer texts their path alone. `before` absent: a creation.
 */
export function auditEntry({
  actor,
  action,
  target,
  agencyId,
  before,
  after,
  at = new Date(),
}: {
  actor: Actor;
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label?: string };
  agencyId?: string;
  before?: unknown;
  after?: unknown;
  at?: Date;
}): AuditEntry {
  return {
    entryId: randomUUID(),
    at: at.toISOString(),
    actor,
    action,
    target,
    agencyId,
    changes: changesBetween(before, after),
  };
}

/** The leaves that differ between two JSON values, by dotted path (array items by index). */
export function changesBetween(before: unknown, after: unknown, path = ""): AuditChange[] {
  if (isContainer(before) || isContainer(after)) {
    const from = isContainer(before) ? before : {};
    const to = isContainer(after) ? after : {};
    const names = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return names.flatMap((name) =>
      changesBetween(
        (from as Record<string, unknown>)[name],
        (to as Record<string, unknown>)[name],
        path ? `${path}.${name}` : name,
      ),
    );
  }
  if (before === after || (before === undefined && after === undefined)) return [];
  const change: AuditChange = { path };
  if (recordable(before) && recordable(after)) {
    if (before !== undefined) change.before = before;
    if (after !== undefined) change.after = after;
  }
  return [change];
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === "object" && value !== null;
}

function recordable(value: unknown): value is Scalar | undefined {
  if (typeof value === "string") return value.length <= longestRecordedText;
  return value === undefined || value === null || typeof value === "number" || typeof value === "boolean";
}
