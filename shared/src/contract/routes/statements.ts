import type { Route } from "../route.js";

/** Where the endpoints of ../statements.ts live (see ../routes.ts). */
export const getAgencyStatement = {
  id: "getAgencyStatement",
  method: "GET",
  path: "/api/agency/statements/{month}",
} as const satisfies Route;
export const getAdminAgencyStatement = {
  id: "getAdminAgencyStatement",
  method: "GET",
  path: "/api/admin/agencies/{agencyId}/statements/{month}",
} as const satisfies Route;
export const listAgencyStatements = {
  id: "listAgencyStatements",
  method: "GET",
  path: "/api/admin/statements/{month}",
} as const satisfies Route;
