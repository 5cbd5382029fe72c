import { afterEach, describe, expect, it, vi } from "vitest";
import type { DehydratedState } from "../lib/query";
import { stateElement, stillAtLoadedUrl } from "./prerendered-root";

describe("the prerendered page's state element", () => {
  it("is JSON the browser never runs, and no text in it can end the element", () => {
    const state = { mutations: [], queries: [{ note: "</script><script>alert(1)</script>" }] };
    const element = stateElement(state as unknown as DehydratedState);
    expect(element.startsWith('<script type="application/json" id="prerendered-state">')).toBe(true);
    expect(element.match(/<\/script/gi)).toHaveLength(1);
    const json = element.slice(element.indexOf(">") + 1, element.lastIndexOf("</script>"));
    expect(JSON.parse(json)).toEqual(state);
  });
});

/** The browser as the app finds it: the document's own navigation and the URL now. */
function browserAt(loaded: string | undefined, now: string) {
  vi.stubGlobal("performance", {
    getEntriesByType: (type: string) => (type === "navigation" && loaded ? [{ name: loaded }] : []),
  });
  vi.stubGlobal("window", { location: new URL(now) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("stillAtLoadedUrl", () => {
  it("is true at the URL the document was loaded for, whatever its fragment", () => {
    browserAt(
      "https://tembea.test/fr/group-tour/kenya-safari",
      "https://tembea.test/fr/group-tour/kenya-safari",
    );
    expect(stillAtLoadedUrl()).toBe(true);
    browserAt("https://tembea.test/fr/faq", "https://tembea.test/fr/faq#refunds");
    expect(stillAtLoadedUrl()).toBe(true);
  });

  it("is false once Back or Forward has led elsewhere in this document's history: another page or query", () => {
    browserAt("https://tembea.test/fr/group-tour/kenya-safari", "https://tembea.test/fr/group-tours");
    expect(stillAtLoadedUrl()).toBe(false);
    browserAt("https://tembea.test/group-tours", "https://tembea.test/group-tours?page=2");
    expect(stillAtLoadedUrl()).toBe(false);
  });

  it("is true where the browser records no navigation", () => {
    browserAt(undefined, "https://tembea.test/de");
    expect(stillAtLoadedUrl()).toBe(true);
  });
});
