import { type GroupTourSummary, groupTourPageSize, intlLocale, type Locale } from "@tembea/shared";
import * as contract from "@tembea/shared/contract/catalogue";
import { listGroupTourSummaries } from "../data/tours.js";
import { httpHandler } from "../middleware/http-handler.js";

function compare(sort: "name" | "price", locale: Locale) {
  const collator = new Intl.Collator(intlLocale[locale], { sensitivity: "base" });
  const byName = (a: GroupTourSummary, b: GroupTourSummary) =>
    collator.compare(a.title[locale], b.title[locale]);
  if (sort === "name") return byName;
  return (a: GroupTourSummary, b: GroupTourSummary) => a.price.shared - b.price.shared || byName(a, b);
}

/**
 * The list is read whole from one bounded Query (all tours, or one destination's), then sorted here:
 * the name order depends on the reader's language, and "Page n of m" needs the total.
 */
export const handler = httpHandler(contract.listGroupTours, async ({ query }) => {
  const tours = await listGroupTourSummaries(query.destination);
  const sorted = tours.sort(compare(query.sort, query.locale));
  if (query.order === "desc") sorted.reverse();
  const pageSize = groupTourPageSize;
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const start = (query.page - 1) * pageSize;
  return {
    tours: sorted.slice(start, start + pageSize),
    page: query.page,
    pageCount,
    total: sorted.length,
    pageSize,
  };
});
