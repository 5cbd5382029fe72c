import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { QueryClient } from "./client";
import { dehydrate, hydrate } from "./hydration";
import { QueryClientProvider, useQuery } from "./react";

function Destinations() {
  const query = useQuery({
    queryKey: ["destinations", { locale: "de" }],
    queryFn: () => Promise.resolve(["Kenia"]),
  });
  return createElement("p", null, query.isLoading ? "loading" : query.data?.join());
}

function render(client: QueryClient) {
  return renderToString(createElement(QueryClientProvider, { client }, createElement(Destinations)));
}

describe("the build's render (Node)", () => {
  it("renders a query without an answer as loading and leaves it pending in the cache; a seeded one with its data", () => {
    const client = new QueryClient();
    expect(render(client)).toBe("<p>loading</p>");
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status),
    ).toEqual(["pending"]);
    client.setQueryData(["destinations", { locale: "de" }], ["Ghana", "Kenia"]);
    expect(render(client)).toBe("<p>Ghana,Kenia</p>");
  });
});

describe("dehydrate and hydrate", () => {
  it("carry the answered queries, with their age, into another cache that holds nothing newer", () => {
    const built = new QueryClient();
    built.setQueryData(["destinations", { locale: "de" }], ["Kenia"]);
    built.getQueryCache().build(built, { queryKey: ["reviews"] });
    const state = JSON.parse(JSON.stringify(dehydrate(built)));
    expect(state.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ["destinations", { locale: "de" }],
    ]);

    const browser = new QueryClient();
    browser.setQueryData(["other"], 1);
    hydrate(browser, state);
    expect(browser.getQueryState(["destinations", { locale: "de" }])).toMatchObject({
      data: ["Kenia"],
      status: "success",
      fetchStatus: "idle",
      dataUpdatedAt: built.getQueryState(["destinations", { locale: "de" }])?.dataUpdatedAt,
    });

    const newer = new QueryClient();
    newer.setQueryData(["destinations", { locale: "de" }], ["Kenia", "Ghana"]);
    hydrate(newer, {
      queries: [{ ...state.queries[0], state: { ...state.queries[0].state, dataUpdatedAt: 1 } }],
    });
    expect(newer.getQueryData(["destinations", { locale: "de" }])).toEqual(["Kenia", "Ghana"]);
  });
});
