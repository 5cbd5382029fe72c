import { describe, expect, it } from "vitest";
import { flowKey, parseFlowState } from "./booking-flow";

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

  it("remembers the open checkout by its booking id, and nothing else", () => {
    const bookingId = "3f1c2b9e-8a47-4d6b-9c3e-5f7a2d1e0b4c";
    expect(parseFlowState(JSON.stringify({ openCheckout: bookingId }))).toEqual({ openCheckout: bookingId });
    expect(parseFlowState(JSON.stringify({ openCheckout: "cs_local_123" }))).toEqual({});
  });

  it("keys the answers by flow and tour", () => {
    expect(flowKey("group", "a")).not.toBe(flowKey("special", "a"));
    expect(flowKey("group", "a")).not.toBe(flowKey("group", "b"));
  });
});
