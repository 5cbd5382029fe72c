import { destinationNames, sortDestinationsByName } from "@tembea/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { destinationsQuery } from "../features/destinations/use-destinations";
import { createQueryClient } from "./query-client";
import { routePrefetch } from "./route-prefetch";

/** The preload links the prefetch appends to a stand-in <head>. */
function stubDocument(): { href: string }[] {
  const links: { href: string }[] = [];
  vi.stubGlobal("document", {
    createElement: () => ({}),
    head: { append: (link: { href: string }) => links.push(link) },
  });
  // The page's other prefetches (reviews, special tours) go nowhere here.
  vi.stubGlobal("fetch", () => new Promise(() => undefined));
  return links;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the home page's prefetch", () => {
  it("preloads the first picture of the destinations a prerendered page carries, without sorting them again", () => {
    const links = stubDocument();
    const client = createQueryClient();
    // Not the sorted order: the cache's first is what the page shows first.
    client.setQueryData(destinationsQuery("fr").queryKey, [{ slug: "namibia" }, { slug: "benin" }]);
    const sort = vi.spyOn(Intl, "Collator");
    routePrefetch(client).home({ url: new URL("https://tembea.test/fr"), params: {} });
    expect(links.map((link) => link.href)).toEqual(["/images/namibia-640.webp"]);
    expect(sort).not.toHaveBeenCalled();
  });

  it("sorts the destinations by name in the page's language when the cache has none", () => {
    const links = stubDocument();
    routePrefetch(createQueryClient()).home({ url: new URL("https://tembea.test/de"), params: {} });
    const first = sortDestinationsByName(destinationNames, "de")[0];
    expect(links.map((link) => link.href)).toEqual([`/images/${first?.slug}-640.webp`]);
  });
});
