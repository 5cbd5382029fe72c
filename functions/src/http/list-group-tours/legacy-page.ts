import { type GroupTourListItem, intlLocale, type Locale } from "@tembea/shared";
import { legacyGroupTourPageSize as pageSize } from "@tembea/shared/contract/catalogue";

export interface LegacyListQuery {
  sort?: "name" | "price" | undefined;
  order?: "asc" | "desc" | undefined;
  page?: number | undefined;
  locale?: Locale | undefined;
}

/** Whether the query is the previous web's: it always sent its sort, order, page and locale. */
export const isLegacyQuery = (query: LegacyListQuery): boolean =>
  query.sort !== undefined ||
  query.order !== undefined ||
  query.page !== undefined ||
  query.locale !== undefined;

/**
 * The answer the previous web's paged list reads (one page of 6, sorted by name in its language or
 * by the shared-room price, then name; "desc" turns the order around), so a tab still running it
 * after a deploy shows its page instead of an error. Its cards read nothing the list item lacks.
 */
export function legacyPage(tours: readonly GroupTourListItem[], query: LegacyListQuery) {
  const locale = query.locale ?? "en";
  const { compare } = new Intl.Collator(intlLocale[locale], { sensitivity: "base" });
  const byName = (a: GroupTourListItem, b: GroupTourListItem) => compare(a.title[locale], b.title[locale]);
  const sorted = [...tours].sort(
    query.sort === "price" ? (a, b) => a.price.shared - b.price.shared || byName(a, b) : byName,
  );
  if (query.order === "desc") sorted.reverse();
  const page = query.page ?? 1;
  return {
    tours: sorted.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageCount: Math.max(1, Math.ceil(sorted.length / pageSize)),
    total: sorted.length,
    pageSize,
  };
}
