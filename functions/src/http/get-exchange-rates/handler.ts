import * as contract from "@tembea/shared/contract/catalogue";
import { findExchangeRates } from "../../data/exchange-rates.js";
import { notFound } from "../../platform/app-error.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

export const handler = httpHandler(contract.getExchangeRates, async () => {
  const rates = await findExchangeRates();
  if (!rates) throw notFound();
  return rates;
});
