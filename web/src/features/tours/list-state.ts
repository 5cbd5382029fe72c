import type { SortOrder, TourSort } from "./queries";

/** The list's state from the URL; anything unreadable falls back to the default. */
export function readListState(searchParams: URLSearchParams) {
  const sort: TourSort = searchParams.get("sort") === "price" ? "price" : "name";
  const order: SortOrder = searchParams.get("order") === "desc" ? "desc" : "asc";
  const rawPage = Number(searchParams.get("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  return { sort, order, page };
}

/** The query string for a list state; defaults are left out, so the plain list keeps a plain URL. */
export function listSearch(sort: TourSort, order: SortOrder, page: number): string {
  const params = new URLSearchParams();
  if (sort !== "name") params.set("sort", sort);
  if (order !== "asc") params.set("order", order);
  if (page !== 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
