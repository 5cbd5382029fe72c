import { describe, expect, it } from "vitest";
import type { DehydratedState } from "../lib/query";
import { stateElement } from "./prerendered-root";

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
