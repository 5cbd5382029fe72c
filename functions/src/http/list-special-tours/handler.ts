import { needsRates } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/catalogue";
import { filtersOf, isPagedQuery, tourListPage } from "../../core/catalogue/list-page.js";
import { cachedCatalogue } from "../../core/catalogue/snapshot.js";
import { findExchangeRates } from "../../data/exchange-rates.js";
import { listSpecialTourItems } from "../../data/tours.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/** Every listed special tour, kept as the group tours are (list-group-tours/handler.ts). */
const catalogue = cachedCatalogue(
  () => listSpecialTourItems(),
  (tour) => tour.pricePerPerson,
);

/**
 * One page of special tours as the list page asks for it, or, with no parameter but the
 * destination, every special tour of it (the home page's and a destination's section read them all).
 */
export const handler = httpHandler(contract.listSpecialTours, async ({ query }) => {
  const snapshot = await catalogue.get(today());
  if (!isPagedQuery(query)) return { tours: snapshot.of(query.destination).tours };
  const rates = needsRates(filtersOf(query)) ? await findExchangeRates() : undefined;
  return tourListPage(snapshot, query, rates);
});
