import { describe, expect, it } from "vitest";
import { routedPath } from "./routed-path";

describe("routedPath", () => {
  it("leaves the site's pages as they are", () => {
    for (const path of ["/", "/de", "/fr/faq", "/group-tours/kenya", "/de/group-tour/a-tour/dates"])
      expect(routedPath(path)).toBe(path);
  });

  it("sends what is no page to the catch-all route, in the language of its prefix", () => {
    expect(routedPath("/this/page/does-not-exist")).toBe("/404");
    expect(routedPath("/de/group-tours/atlantis")).toBe("/de/404");
    expect(routedPath("/fr/group-tour/Not_An_Id")).toBe("/fr/404");
    expect(routedPath("/en/account/trips/tour/123")).toBe("/en/404");
    expect(routedPath("/deutsch")).toBe("/404");
    expect(routedPath("/404")).toBe("/404");
  });
});
