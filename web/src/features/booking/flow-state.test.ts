import { describe, expect, it } from "vitest";
import { flowKey, parseFlowState } from "./flow-state";

describe("parseFlowState", () => {
  it("reads stored answers", () => {
    const state = parseFlowState(
      JSON.stringify({
        departureDate: "2027-03-01",
        travellerCount: 2,
        rooms: { sharedRooms: 1, singleRooms: 0 },
      }),
    );
    expect(state).toEqual({
      departureDate: "2027-03-01",
      travellerCount: 2,
      rooms: { sharedRooms: 1, singleRooms: 0 },
    });
  });

  it("treats missing, broken or foreign data as no answers", () => {
    expect(parseFlowState(null)).toEqual({});
    expect(parseFlowState("{not json")).toEqual({});
    expect(parseFlowState(JSON.stringify({ departureDate: "tomorrow" }))).toEqual({});
    expect(parseFlowState(JSON.stringify({ rooms: { sharedRooms: -1, singleRooms: 0 } }))).toEqual({});
  });

  it("keys the answers by flow and tour", () => {
    expect(flowKey("group", "a")).not.toBe(flowKey("special", "a"));
    expect(flowKey("group", "a")).not.toBe(flowKey("group", "b"));
  });
});
