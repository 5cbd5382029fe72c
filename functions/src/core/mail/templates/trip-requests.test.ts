import type { TripRequest } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { storedTripRequest, tripRequestWithOffer } from "../../../../test/trip-requests.js";
import { newRequestForAgencyMail, offerAvailableMail, replyReminderMail } from "./trip-requests.js";

const request: TripRequest = storedTripRequest({
  id: "r-1",
  status: "in-progress",
  destination: "cote-d-ivoire",
  travellerName: "Awa Koné",
  replyDueAt: "2026-11-27T04:16:00.000Z",
});

describe("the agency's mails about a request", () => {
  it("name the destination and the deadline in words an agent reads at a glance", () => {
    expect(newRequestForAgencyMail(request, "a@example.com").subject).toBe(
      "New tailored trip request (Côte d'Ivoire), reply by Nov 27, 2026, 4:16 AM UTC",
    );
  });

  it("remind near the deadline, and say overdue once it has passed", () => {
    const near = replyReminderMail(request, "a@example.com", new Date("2026-11-26T22:00:00Z"));
    expect(near.subject).toBe("Reminder: the offer for Awa Koné is due by Nov 27, 2026, 4:16 AM UTC");
    expect(near.text).toContain("are nearly over");
    const late = replyReminderMail(request, "a@example.com", new Date("2026-11-27T10:00:00Z"));
    expect(late.subject).toBe("Overdue: the offer for Awa Koné was due by Nov 27, 2026, 4:16 AM UTC");
    expect(late.text).toContain("are over. Please reply as soon as you can.");
  });
});

describe("the traveller's mail that an offer is there", () => {
  it("says until when it may be accepted, in the traveller's language, first and revised", () => {
    for (const [locale, line] of [
      ["en", "The offer is valid until December 31, 2099."],
      ["de", "Das Angebot gilt bis zum 31. Dezember 2099."],
      ["fr", "L’offre est valable jusqu’au 31 décembre 2099."],
    ] as const) {
      const request = { ...tripRequestWithOffer(), locale };
      for (const revision of [false, true]) {
        const mail = offerAvailableMail(request, { revision });
        expect(mail.text).toContain(line);
        expect(mail.html).toContain(line);
      }
    }
  });
});
