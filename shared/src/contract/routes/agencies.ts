import type { Route } from "../route.js";

/** Where the endpoints of ../agencies.ts live (see ../routes.ts). */
export const listAgencies = {
  id: "listAgencies",
  method: "GET",
  path: "/api/admin/agencies",
} as const satisfies Route;
export const createAgency = {
  id: "createAgency",
  method: "POST",
  path: "/api/admin/agencies",
} as const satisfies Route;
export const getAdminAgency = {
  id: "getAdminAgency",
  method: "GET",
  path: "/api/admin/agencies/{agencyId}",
} as const satisfies Route;
export const updateAgency = {
  id: "updateAgency",
  method: "PUT",
  path: "/api/admin/agencies/{agencyId}",
} as const satisfies Route;
export const createAgencyLogoUpload = {
  id: "createAgencyLogoUpload",
  method: "POST",
  path: "/api/admin/agencies/{agencyId}/logo-upload",
} as const satisfies Route;
export const removeAgencyLogo = {
  id: "removeAgencyLogo",
  method: "DELETE",
  path: "/api/admin/agencies/{agencyId}/logo",
} as const satisfies Route;
export const listAuditEntries = {
  id: "listAuditEntries",
  method: "GET",
  path: "/api/admin/history",
} as const satisfies Route;
export const getMyAgency = { id: "getMyAgency", method: "GET", path: "/api/agency" } as const satisfies Route;
export const listAgencyHistory = {
  id: "listAgencyHistory",
  method: "GET",
  path: "/api/agency/history",
} as const satisfies Route;
export const getTripRequestRoute = {
  id: "getTripRequestRoute",
  method: "GET",
  path: "/api/destinations/{slug}/trip-requests",
} as const satisfies Route;
export const inviteAgent = {
  id: "inviteAgent",
  method: "POST",
  path: "/api/admin/agencies/{agencyId}/agents",
} as const satisfies Route;
export const resendInvitation = {
  id: "resendInvitation",
  method: "POST",
  path: "/api/admin/agents/{agentId}/invitation",
} as const satisfies Route;
export const disableAgent = {
  id: "disableAgent",
  method: "POST",
  path: "/api/admin/agents/{agentId}/disable",
} as const satisfies Route;
export const enableAgent = {
  id: "enableAgent",
  method: "POST",
  path: "/api/admin/agents/{agentId}/enable",
} as const satisfies Route;
export const acceptInvitation = {
  id: "acceptInvitation",
  method: "POST",
  path: "/api/invitations/accept",
} as const satisfies Route;
