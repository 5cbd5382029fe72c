import type { ExchangeRates, Locale } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import {
  departureMonthsOf,
  filterCount,
  filterTours,
  hasFilters,
  type ListedTour,
  type ListState,
  listSearch,
  needsRates,
  pageOf,
  readListState,
  sortTours,
} from "./list-state";

const read = (search: string) => readListState(new URLSearchParams(search));
const plain: ListState = { sort: "name", order: "asc", page: 1, filters: {} };

describe("list state in the URL", () => {
  it("reads sort, order and page, falling back to the defaults", () => {
    expect(read("sort=price&order=desc&page=2")).toEqual({
      sort: "price",
      order: "desc",
      page: 2,
      filters: {},
    });
    expect(read("")).toEqual(plain);
    expect(read("sort=x&order=y&page=-3")).toEqual(plain);
    expect(read("page=1.5").page).toBe(1);
  });

  it("reads the filters, leaving out what it cannot read", () => {
    expect(
      read("month=2027-03&days=8-10&minPrice=2000&maxPrice=3500&currency=EUR&language=de").filters,
    ).toEqual({
      month: "2027-03",
      duration: "8-10",
      price: { currency: "EUR", min: 2000, max: 3500 },
      language: "de",
    });
    expect(read("month=2027-13&days=3-4&minPrice=-5&maxPrice=abc&language=it").filters).toEqual({});
    // A range without its currency is in francs, whatever the visitor shows prices in.
    expect(read("maxPrice=3000").filters).toEqual({ price: { currency: "CHF", max: 3000 } });
    expect(read("currency=EUR").filters).toEqual({});
    expect(read("days=11-").filters).toEqual({ duration: "11-" });
  });

  it("writes only what differs from the defaults, sort, order and page first", () => {
    expect(listSearch(plain)).toBe("");
    expect(listSearch({ ...plain, sort: "price", order: "desc", page: 2 })).toBe(
      "?sort=price&order=desc&page=2",
    );
    expect(listSearch({ ...plain, order: "desc" })).toBe("?order=desc");
    expect(
      listSearch({
        ...plain,
        filters: { month: "2027-03", price: { currency: "USD", max: 4000 }, language: "fr" },
      }),
    ).toBe("?month=2027-03&maxPrice=4000&currency=USD&language=fr");
  });

  it("round-trips", () => {
    const state: ListState = {
      sort: "price",
      order: "asc",
      page: 3,
      filters: { month: "2027-11", duration: "1-7", price: { currency: "EUR", min: 1500 }, language: "en" },
    };
    expect(read(listSearch(state))).toEqual(state);
  });

  it("knows when filters are set and when the price needs the rates", () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ language: "de" })).toBe(true);
    expect(filterCount({})).toBe(0);
    expect(
      filterCount({ language: "de", duration: "8-10", price: { currency: "CHF", min: 1, max: 9 } }),
    ).toBe(3);
    expect(filterCount({ month: undefined, language: "fr" })).toBe(1);
    expect(needsRates({ price: { currency: "CHF", max: 1 } })).toBe(false);
    expect(needsRates({ price: { currency: "EUR", max: 1 } })).toBe(true);
    expect(needsRates({ month: "2027-01" })).toBe(false);
  });
});

interface Tour extends ListedTour {
  id: string;
  chf: number;
}

const tour = (
  id: string,
  chf: number,
  durationDays: number,
  language: Locale,
  months: string[] = [],
): Tour => ({
  id,
  chf,
  durationDays,
  language,
  departureMonths: months,
  title: { en: id, de: id, fr: id },
});
const chf = (t: Tour) => t.chf;
const rates: ExchangeRates = { date: "2027-01-04", base: "CHF", rates: { CHF: 1, EUR: 1.0712, USD: 1.2484 } };
const tours = [
  tour("atlas", 189000, 8, "en", ["2027-02", "2027-04"]),
  tour("cape", 319000, 10, "de", ["2027-03"]),
  tour("kruger", 278000, 7, "en", ["2027-02"]),
  tour("sahara", 219000, 10, "fr", []),
  tour("zanzibar", 528000, 11, "en", ["2027-05"]),
];
const ids = (list: Tour[]) => list.map((t) => t.id);

describe("filters", () => {
  it("by departure month, duration and guide language", () => {
    expect(ids(filterTours(tours, { month: "2027-02" }, chf, undefined))).toEqual(["atlas", "kruger"]);
    expect(ids(filterTours(tours, { duration: "1-7" }, chf, undefined))).toEqual(["kruger"]);
    expect(ids(filterTours(tours, { duration: "8-10" }, chf, undefined))).toEqual([
      "atlas",
      "cape",
      "sahara",
    ]);
    expect(ids(filterTours(tours, { duration: "11-" }, chf, undefined))).toEqual(["zanzibar"]);
    expect(ids(filterTours(tours, { language: "en", duration: "8-10" }, chf, undefined))).toEqual(["atlas"]);
    expect(filterTours(tours, { month: "2027-09" }, chf, undefined)).toEqual([]);
  });

  it("by price in francs, both ends included", () => {
    const range = { price: { currency: "CHF" as const, min: 2190, max: 3190 } };
    expect(ids(filterTours(tours, range, chf, undefined))).toEqual(["cape", "kruger", "sahara"]);
  });

  it("by price in euros, as the card shows it: converted once and rounded to whole euros", () => {
    // 278000 Rappen × 1.0712 = 2977.94 €, shown as €2,978: inside "up to 2978", outside "up to 2977".
    expect(ids(filterTours(tours, { price: { currency: "EUR", max: 2978 } }, chf, rates))).toEqual([
      "atlas",
      "kruger",
      "sahara",
    ]);
    expect(ids(filterTours(tours, { price: { currency: "EUR", max: 2977 } }, chf, rates))).toEqual([
      "atlas",
      "sahara",
    ]);
    expect(ids(filterTours(tours, { price: { currency: "EUR", min: 2978 } }, chf, rates))).toEqual([
      "cape",
      "kruger",
      "zanzibar",
    ]);
  });

  it("lets nothing through a euro range before the rates are known", () => {
    expect(filterTours(tours, { price: { currency: "USD", max: 99999 } }, chf, undefined)).toEqual([]);
  });

  it("offers the months with departures, in order", () => {
    expect(departureMonthsOf(tours)).toEqual(["2027-02", "2027-03", "2027-04", "2027-05"]);
  });
});

describe("sort and pages", () => {
  it("sorts by name in the page's language or by price, either way", () => {
    expect(ids(sortTours(tours, "price", "asc", "en", chf))).toEqual([
      "atlas",
      "sahara",
      "kruger",
      "cape",
      "zanzibar",
    ]);
    expect(ids(sortTours(tours, "price", "desc", "en", chf))).toEqual([
      "zanzibar",
      "cape",
      "kruger",
      "sahara",
      "atlas",
    ]);
    const accented = [tour("Éden", 1, 1, "en"), tour("Zebra", 1, 1, "en"), tour("Adler", 1, 1, "en")];
    expect(ids(sortTours(accented, "name", "asc", "fr", chf))).toEqual(["Adler", "Éden", "Zebra"]);
    expect(ids(sortTours(accented, "name", "desc", "de", chf))).toEqual(["Zebra", "Éden", "Adler"]);
  });

  it("pages by six, 'Page n of m', an empty page beyond the last", () => {
    const many = Array.from({ length: 13 }, (_, i) => i);
    expect(pageOf(many, 1)).toEqual({ tours: [0, 1, 2, 3, 4, 5], page: 1, pageCount: 3, total: 13 });
    expect(pageOf(many, 3)).toEqual({ tours: [12], page: 3, pageCount: 3, total: 13 });
    expect(pageOf(many, 9).tours).toEqual([]);
    expect(pageOf([], 1)).toEqual({ tours: [], page: 1, pageCount: 1, total: 0 });
  });
});
