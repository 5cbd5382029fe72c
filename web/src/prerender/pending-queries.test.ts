import { describe, expect, it } from "vitest";
import { QueryClient } from "../lib/query";
import { unexpectedPendingQueries } from "./pending-queries";

/** A query a render asked for and the build did not answer: in the cache, pending, never fetched. */
function askedFor(client: QueryClient, queryKey: unknown[]) {
  client.getQueryCache().build(client, { queryKey });
}

describe("unexpectedPendingQueries", () => {
  it("names each pending query that is not allowed, and no query with data", () => {
    const client = new QueryClient();
    client.setQueryData(["destinations", { locale: "de" }], []);
    askedFor(client, ["reviews", { limit: 6 }]);
    askedFor(client, ["rates"]);
    expect(unexpectedPendingQueries(client, [["reviews", { limit: 6 }]])).toEqual([["rates"]]);
  });

  it("matches an allowed key exactly, whatever the order of its object's properties", () => {
    const client = new QueryClient();
    askedFor(client, ["tours", { locale: "de", page: 1 }]);
    askedFor(client, ["reviews", { limit: 3 }]);
    expect(unexpectedPendingQueries(client, [["tours", { page: 1, locale: "de" }], ["reviews"]])).toEqual([
      ["reviews", { limit: 3 }],
    ]);
  });
});
