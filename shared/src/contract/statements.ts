import * as z from "zod/mini";
import { StatementMonthSchema, StatementOverviewSchema, StatementSchema } from "../domain/statement.js";
import { IdSchema } from "../domain/tour.js";
import { defineEndpoint } from "./endpoint.js";
import * as routes from "./routes.js";

const moneyMoved =
  "every movement of its money that month (UTC) from its ledger, oldest first: bookings paid (`booking-paid`), refunds paid back (`refund-paid`), tailored-trip payments (`trip-payment`), each with its reference and, for a tour, its title; and the totals: `collectedChf` (payments), `refundedChf`, `dueChf` = collected − refunded (no commission is modelled, docs/decisions/0023), `paidBookings`.";

export const getAgencyStatement = defineEndpoint({
  ...routes.getAgencyStatement,
  access: "agent",
  examples: { params: { month: "2026-01" } },
  errors: ["NOT_FOUND"],
  summary: `The calling agent's own agency's statement for \`month\` (YYYY-MM): ${moneyMoved}`,
  params: z.strictObject({ month: StatementMonthSchema }),
  response: StatementSchema,
});

export const getAdminAgencyStatement = defineEndpoint({
  ...routes.getAdminAgencyStatement,
  access: "admin",
  examples: { params: { agencyId: "mara-horizon-safaris", month: "2026-01" } },
  errors: ["NOT_FOUND"],
  summary: `One agency's statement for \`month\` (YYYY-MM), as the operator pays from it: ${moneyMoved} An unknown agency answers 404.`,
  params: z.strictObject({ agencyId: IdSchema, month: StatementMonthSchema }),
  response: StatementSchema,
});

export const listAgencyStatements = defineEndpoint({
  ...routes.listAgencyStatements,
  access: "admin",
  examples: { params: { month: "2026-01" } },
  summary:
    "Every agency's totals for `month` (YYYY-MM), by name, and their sum: what the operator pays out that month (getAdminAgencyStatement has each one's entries).",
  params: z.strictObject({ month: StatementMonthSchema }),
  response: StatementOverviewSchema,
});
