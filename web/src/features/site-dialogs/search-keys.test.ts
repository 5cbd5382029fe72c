import { describe, expect, it } from "vitest";
import { searchKeyAction } from "./search-keys";

const list = { typed: "kenia", current: true, count: 3, active: 0 };

describe("searchKeyAction", () => {
  it("moves the active result with the arrow keys, round the ends", () => {
    expect(searchKeyAction("ArrowDown", list)).toEqual({ kind: "move", index: 1 });
    expect(searchKeyAction("ArrowDown", { ...list, active: 2 })).toEqual({ kind: "move", index: 0 });
    expect(searchKeyAction("ArrowUp", list)).toEqual({ kind: "move", index: 2 });
    expect(searchKeyAction("ArrowUp", { ...list, active: 2 })).toEqual({ kind: "move", index: 1 });
  });

  it("opens the active result on Enter", () => {
    expect(searchKeyAction("Enter", list)).toEqual({ kind: "follow", index: 0 });
    expect(searchKeyAction("Enter", { ...list, active: 2 })).toEqual({ kind: "follow", index: 2 });
  });

  it("waits for the results when Enter comes before them", () => {
    expect(searchKeyAction("Enter", { ...list, current: false, count: 0 })).toEqual({ kind: "await" });
    // Results of an earlier text are on screen: Enter is for the text typed, not for them.
    expect(searchKeyAction("Enter", { ...list, current: false })).toEqual({ kind: "await" });
  });

  it("leaves the keys alone when there is nothing to choose", () => {
    const none = { ...list, count: 0 };
    expect(searchKeyAction("ArrowDown", none)).toBeUndefined();
    expect(searchKeyAction("ArrowUp", none)).toBeUndefined();
    expect(searchKeyAction("Enter", none)).toBeUndefined();
    expect(searchKeyAction("Enter", { ...none, typed: "", current: false })).toBeUndefined();
  });

  it("leaves other keys to the field (caret, Home, End, Escape for the dialog)", () => {
    for (const key of ["ArrowLeft", "ArrowRight", "Home", "End", "Escape", "Tab", "a"]) {
      expect(searchKeyAction(key, list)).toBeUndefined();
    }
  });
});
