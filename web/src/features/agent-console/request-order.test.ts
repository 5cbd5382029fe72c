import { describe, expect, it } from "vitest";
import { orderRequests } from "./request-order";

const requests = [
  { id: "fresh", status: "in-progress", replyDueAt: "2026-05-13T10:00:00.000Z" },
  { id: "offered", status: "offer-available", replyDueAt: "2026-05-12T10:00:00.000Z" },
  { id: "due-soon", status: "in-progress", replyDueAt: "2026-05-10T18:00:00.000Z" },
  { id: "booked", status: "booked", replyDueAt: "2026-05-01T10:00:00.000Z" },
  { id: "overdue", status: "in-progress", replyDueAt: "2026-05-09T10:00:00.000Z" },
] as const;
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

describe("orderRequests", () => {
  it("keeps the API's order (newest first) by default", () => {
    expect(ids(orderRequests(requests, "newest"))).toEqual(ids(requests));
  });

  it("puts the requests waiting for an offer first, the most urgent on top, the rest after as listed", () => {
    expect(ids(orderRequests(requests, "reply-due"))).toEqual([
      "overdue",
      "due-soon",
      "fresh",
      "offered",
      "booked",
    ]);
  });

  it("does not reorder the list it was given", () => {
    orderRequests(requests, "reply-due");
    expect(requests[0].id).toBe("fresh");
  });
});
