import * as contract from "@tembea/shared/contract/statements";
import { statementOverview } from "../../core/statements/statement.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.listAgencyStatements, async ({ params }) =>
  statementOverview(params.month),
);
