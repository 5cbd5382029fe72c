import { needsRates } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/catalogue";
import { filtersOf, isPagedQuery, tourListPage } from "../../core/catalogue/list-page.js";
import { cachedCatalogue } from "../../core/catalogue/snapshot.js";
import { findExchangeRates } from "../../data/exchange-rates.js";
import { listGroupTourItems } from "../../data/tours.js";
import { today } from "../../platform/clock.js";
import { httpHandler } from "../../platform/middleware/http-handler.js";

/**
 * Every listed group tour, read at most once per max age by this warm function and kept in its
 * memory: a request filters, sorts and pages that snapshot, so it costs its page, not the catalogue
 * (docs/decisions/0022).
 */
const catalogue = cachedCatalogue(listGroupTourItems, (tour) => tour.price.shared);

/**
 * One page of group tours as the list page's URL asks for it, cached per URL at the edge (the
 * contract's catalogueCache); a price range in euro or dollars is compared with the prices converted by the rates
 * the page shows them with (getExchangeRates). A query with no page parameter is the web before the
 * paged list: it gets every tour of the destination, as it did (docs/architecture.md, "Tour lists").
 */
export const handler = httpHandler(contract.listGroupTours, async ({ query }) => {
  const snapshot = await catalogue.get(today());
  if (!isPagedQuery(query)) return { tours: snapshot.of(query.destination).tours };
  const rates = needsRates(filtersOf(query)) ? await findExchangeRates() : undefined;
  return tourListPage(snapshot, query, rates);
});
