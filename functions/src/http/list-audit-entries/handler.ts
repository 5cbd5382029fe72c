import * as contract from "@tembea/shared/contract/agencies";
import { auditOfAgency, auditOfMonth } from "../../data/audit.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listAuditEntries, async ({ query }) =>
  query.agencyId
    ? auditOfAgency(query.agencyId, query.cursor)
    : auditOfMonth(query.month ?? new Date().toISOString().slice(0, 7), query.cursor),
);
