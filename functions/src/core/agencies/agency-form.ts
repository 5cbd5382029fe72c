import { randomBytes } from "node:crypto";
import type { AdminAgency, Agency, AgencyInput, AgencyRecord } from "@tembea/shared";

/** The stored agency made of what the operator typed (the form's `requestEmail` is its `email`). */
export function agencyOfInput(id: string, input: AgencyInput): Agency {
  return {
    id,
    name: input.name,
    city: input.city,
    about: input.about,
    language: input.language,
    email: input.requestEmail,
    destinations: input.destinations,
  };
}

/** The agency as its edit form shows it; fields it was stored without answer empty or English. */
export function adminAgencyOf(agency: AgencyRecord, version: number): AdminAgency {
  return {
    id: agency.id,
    name: agency.name,
    city: agency.city,
    about: agency.about,
    language: agency.language ?? "en",
    requestEmail: agency.email ?? "",
    destinations: agency.destinations,
    ...(agency.logo ? { logo: agency.logo } : {}),
    ...(agency.logoUpload
      ? { logoUpload: { status: agency.logoUpload.status, reason: agency.logoUpload.reason } }
      : {}),
    version,
  };
}

/** What an audit entry compares: the form's fields, not the version or the keys. */
export function auditedAgency(agency: Agency) {
  const { version: _, id: __, logo: ___, logoUpload: ____, ...fields } = adminAgencyOf(agency, 0);
  return fields;
}

/**
 * An agency's id: its name as a slug ("Mara Horizon Safaris" → "mara-horizon-safaris"), ASCII only,
 * with four random characters when that id is taken (or the name has no letter to make one of).
 */
export function agencyIdOf(name: string, suffixed = false): string {
  const base = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  const suffix = randomBytes(4).toString("hex").slice(0, 4);
  if (!base) return `agency-${suffix}`;
  return suffixed ? `${base}-${suffix}` : base;
}
