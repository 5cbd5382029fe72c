import { describe, expect, it } from "vitest";
import { tourPath } from "./format";
import { listSearch, readListState } from "./list-state";

describe("list state in the URL", () => {
  it("reads sort, order and page, falling back to the defaults", () => {
    expect(readListState(new URLSearchParams("sort=price&order=desc&page=2"))).toEqual({
      sort: "price",
      order: "desc",
      page: 2,
    });
    expect(readListState(new URLSearchParams(""))).toEqual({ sort: "name", order: "asc", page: 1 });
    expect(readListState(new URLSearchParams("sort=x&order=y&page=-3"))).toEqual({
      sort: "name",
      order: "asc",
      page: 1,
    });
    expect(readListState(new URLSearchParams("page=1.5")).page).toBe(1);
  });

  it("writes only what differs from the defaults", () => {
    expect(listSearch("name", "asc", 1)).toBe("");
    expect(listSearch("price", "desc", 2)).toBe("?sort=price&order=desc&page=2");
    expect(listSearch("name", "desc", 1)).toBe("?order=desc");
  });

  it("round-trips", () => {
    const search = listSearch("price", "asc", 3);
    expect(readListState(new URLSearchParams(search))).toEqual({ sort: "price", order: "asc", page: 3 });
  });
});

describe("tourPath", () => {
  it("sends a review's tour to its page by the tour's kind", () => {
    expect(tourPath({ tourId: "kenya-private-mara-safari", tourKind: "special" })).toBe(
      "/special-tour/kenya-private-mara-safari",
    );
    expect(tourPath({ tourId: "kenya-great-migration-safari", tourKind: "group" })).toBe(
      "/group-tour/kenya-great-migration-safari",
    );
  });
});
