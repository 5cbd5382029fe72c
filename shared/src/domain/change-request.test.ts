import { describe, expect, it } from "vitest";
import { changeRequestWaiting } from "./change-request.js";

const change = (createdAt: string) => ({ text: "More beach, please", createdAt });
const offer = { sentAt: "2026-05-10T12:00:00.000Z" };

describe("changeRequestWaiting", () => {
  it("is false without change requests", () => {
    expect(changeRequestWaiting({ status: "in-progress", changeRequests: [] })).toBe(false);
    expect(changeRequestWaiting({ status: "offer-available", changeRequests: [], offer })).toBe(false);
  });

  it("is true for a change request on a request without an offer", () => {
    expect(
      changeRequestWaiting({ status: "in-progress", changeRequests: [change("2026-05-09T08:00:00.000Z")] }),
    ).toBe(true);
  });

  it("is true when a change request came after the latest offer", () => {
    const changeRequests = [change("2026-05-09T08:00:00.000Z"), change("2026-05-10T12:00:01.000Z")];
    expect(changeRequestWaiting({ status: "offer-available", changeRequests, offer })).toBe(true);
  });

  it("is false on a booked trip, which takes no new offer to clear it", () => {
    const changeRequests = [change("2026-05-10T12:00:01.000Z")];
    expect(changeRequestWaiting({ status: "booked", changeRequests, offer })).toBe(false);
  });

  it("is false once an offer was sent after every change request", () => {
    const changeRequests = [change("2026-05-09T08:00:00.000Z"), change("2026-05-10T12:00:00.000Z")];
    expect(changeRequestWaiting({ status: "offer-available", changeRequests, offer })).toBe(false);
  });

  it("compares instants, not texts (offsets and fractions may differ)", () => {
    const changeRequests = [change("2026-05-10T14:00:00+02:00")];
    expect(changeRequestWaiting({ status: "offer-available", changeRequests, offer })).toBe(false);
    expect(
      changeRequestWaiting({
        status: "offer-available",
        changeRequests: [change("2026-05-10T12:00:00.5Z")],
        offer,
      }),
    ).toBe(true);
  });

  it("is false on a cancelled or expired request: nobody answers those", () => {
    const changeRequests = [change("2026-05-11T08:00:00.000Z")];
    expect(changeRequestWaiting({ status: "cancelled", changeRequests, offer })).toBe(false);
    expect(changeRequestWaiting({ status: "expired", changeRequests })).toBe(false);
  });
});
