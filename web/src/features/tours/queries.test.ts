import { describe, expect, it } from "vitest";
import { requestUrl } from "../../api/client";
import { readListState } from "./list-state";
import { groupToursRequest, listQueryOf } from "./queries";

const queryOf = (search: string, locale: "en" | "de" | "fr" = "en") =>
  listQueryOf(readListState(new URLSearchParams(search)), locale);

describe("what a list page asks the API for", () => {
  it("asks a plain list's first page with its language only, so each list URL is one API URL", () => {
    expect(queryOf("")).toEqual({ locale: "en" });
    expect(queryOf("?sort=name&order=asc&page=1", "fr")).toEqual({ locale: "fr" });
  });

  it("passes the URL's sort, page and filters under the URL's names", () => {
    expect(
      queryOf(
        "?sort=price&order=desc&page=3&month=2027-03&days=8-10&language=de&minPrice=1000&maxPrice=2500&currency=EUR",
        "de",
      ),
    ).toEqual({
      locale: "de",
      sort: "price",
      order: "desc",
      page: 3,
      month: "2027-03",
      days: "8-10",
      language: "de",
      minPrice: 1000,
      maxPrice: 2500,
      currency: "EUR",
    });
  });

  it("sends a price bound with its currency, francs when the URL names none", () => {
    expect(queryOf("?maxPrice=3000")).toEqual({ locale: "en", maxPrice: 3000, currency: "CHF" });
  });

  it("asks one API URL whatever order the page's URL names its filters in: the edge keys on the whole query", () => {
    const urlOf = (search: string) => {
      const { endpoint, query } = groupToursRequest(
        "kenya",
        readListState(new URLSearchParams(search)),
        "de",
      );
      return requestUrl(endpoint, undefined, query);
    };
    const url = urlOf("?month=2027-03&sort=price&days=8-10&maxPrice=2500&page=2");
    expect(urlOf("?page=2&maxPrice=2500&days=8-10&sort=price&month=2027-03")).toBe(url);
    expect(url).toBe(
      "/api/group-tours?destination=kenya&locale=de&sort=price&page=2&month=2027-03&days=8-10&maxPrice=2500&currency=CHF",
    );
  });
});
