import { displayAmount, type ExchangeRates, type GroupTourListItem, type Locale } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { filtersOf, isPagedQuery, tourListPage } from "./list-page.js";
import { CatalogueSnapshot } from "./snapshot.js";

const rates: ExchangeRates = { date: "2026-11-20", base: "CHF", rates: { CHF: 1, EUR: 0.9312, USD: 1.1037 } };

function tour(
  id: string,
  title: string,
  price: number,
  more: Partial<GroupTourListItem> = {},
): GroupTourListItem {
  return {
    id,
    destination: "kenya",
    title: { en: title, de: title, fr: title },
    durationDays: 8,
    price: { shared: price, single: price + 50_000 },
    image: { name: "kenya-safari", alt: { en: "", de: "", fr: "" } },
    rating: { average: 0, count: 0 },
    language: "en",
    departureMonths: [],
    ...more,
  } as GroupTourListItem;
}

const snapshotOf = (tours: GroupTourListItem[]) =>
  new CatalogueSnapshot(tours, (t) => t.price.shared, "2026-11-27", 0);

/** 20 tours: two destinations, names in an order a byte sort gets wrong, prices apart. */
const many = Array.from({ length: 20 }, (_, i) =>
  tour(
    `t${i}`,
    i % 3 === 0 ? `Élan ${i}` : `Tour ${String(i).padStart(2, "0")}`,
    100_000 + ((i * 7) % 20) * 10_000,
    {
      destination: i % 2 === 0 ? "kenya" : "tanzania",
      durationDays: 5 + (i % 9),
      language: (["en", "de", "fr"] as Locale[])[i % 3] as Locale,
      departureMonths: i % 4 === 0 ? ["2027-03"] : ["2027-05", "2027-06"],
    },
  ),
);

describe("a page of the tour list from the snapshot", () => {
  it("answers the destination's tours sorted by name in the page's language, six a page, with the counts", () => {
    const answer = tourListPage(snapshotOf(many), { destination: "kenya", locale: "fr", page: 2 }, undefined);
    const kenyan = many.filter((t) => t.destination === "kenya");
    const byName = kenyan
      .map((t) => t.title.fr)
      .sort(new Intl.Collator("fr-FR", { sensitivity: "base" }).compare);
    expect(answer.tours.map((t) => t.title.fr)).toEqual(byName.slice(6, 12));
    expect(answer).toMatchObject({ page: 2, pageCount: 2, total: 10, pageSize: 6, unfilteredTotal: 10 });
    // "Élan" sorts among the E's as the page did, not after "Tour" as bytes would.
    expect(byName[0]).toMatch(/^Élan/);
  });

  it("sorts by price then name, and turns the whole order around for desc", () => {
    const asc = tourListPage(snapshotOf(many), { sort: "price", page: 1 }, undefined);
    const prices = asc.tours.map((t) => t.price.shared);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const allAsc = [1, 2, 3, 4].flatMap(
      (page) => tourListPage(snapshotOf(many), { sort: "price", page }, undefined).tours,
    );
    const allDesc = [1, 2, 3, 4].flatMap(
      (page) => tourListPage(snapshotOf(many), { sort: "price", order: "desc", page }, undefined).tours,
    );
    expect(allDesc.map((t) => t.id)).toEqual(allAsc.map((t) => t.id).reverse());
    expect(allAsc).toHaveLength(20);
  });

  it("filters by month, duration and guide language, counting what matches against the whole list", () => {
    const answer = tourListPage(
      snapshotOf(many),
      { month: "2027-03", days: "8-10", language: "en", locale: "en" },
      undefined,
    );
    const expected = many.filter(
      (t) =>
        t.departureMonths.includes("2027-03") &&
        t.durationDays >= 8 &&
        t.durationDays <= 10 &&
        t.language === "en",
    );
    expect(answer.tours.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort());
    expect(answer.total).toBe(expected.length);
    expect(answer.unfilteredTotal).toBe(20);
    // The month filter's choices are the whole list's, not the filtered tours'.
    expect(answer.months).toEqual(["2027-03", "2027-05", "2027-06"]);
  });

  it("compares a price range in euro with the price as the card shows it", () => {
    const tours = [tour("a", "A", 319_800), tour("b", "B", 319_900), tour("c", "C", 250_000)];
    const shownA = displayAmount(319_800, "EUR", rates).minor / 100;
    const shownB = displayAmount(319_900, "EUR", rates).minor / 100;
    expect(shownA).not.toBe(shownB);
    const answer = tourListPage(
      snapshotOf(tours),
      { minPrice: shownA, maxPrice: shownA, currency: "EUR", locale: "en" },
      rates,
    );
    expect(answer.tours.map((t) => t.id)).toEqual(["a"]);
    // In francs the same numbers mean francs: no tour costs that.
    const inChf = tourListPage(snapshotOf(tours), { minPrice: shownA, maxPrice: shownA }, undefined);
    expect(inChf.total).toBe(0);
    // Without the rates a range in euro matches nothing, as the page did.
    expect(tourListPage(snapshotOf(tours), { maxPrice: 10_000, currency: "EUR" }, undefined).total).toBe(0);
  });

  it("answers an empty page beyond the last, with the page count", () => {
    const answer = tourListPage(snapshotOf(many), { page: 9 }, undefined);
    expect(answer).toMatchObject({ tours: [], page: 9, pageCount: 4, total: 20 });
  });

  it("reads a query with anything but the destination as a page, and its filters as the page's URL", () => {
    expect(isPagedQuery({ destination: "kenya" })).toBe(false);
    expect(isPagedQuery({ destination: "kenya", locale: "en" })).toBe(true);
    expect(isPagedQuery({ days: "1-7" })).toBe(true);
    expect(filtersOf({ maxPrice: 3000 })).toEqual({ price: { currency: "CHF", max: 3000 } });
    expect(filtersOf({ minPrice: 1, currency: "USD", month: "2027-01" })).toEqual({
      month: "2027-01",
      price: { currency: "USD", min: 1 },
    });
  });
});
