import type { TripRequest } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { storedTripRequest } from "../../../../test/trip-requests.js";
import {
  changeRequestForAgencyMail,
  mailAddressOf,
  newRequestForAgencyMail,
  offerAcceptedForAgencyMail,
  replyReminderMail,
} from "./agency-requests.js";

const request: TripRequest = storedTripRequest({
  id: "r-1",
  status: "in-progress",
  destination: "cote-d-ivoire",
  travellerName: "Awa Koné",
  replyDueAt: "2026-11-27T04:16:00.000Z",
});
const to = (language?: "en" | "de" | "fr") => ({ email: "a@example.com", ...(language ? { language } : {}) });
const near = new Date("2026-11-26T22:00:00Z");
const late = new Date("2026-11-27T10:00:00Z");

describe("the agency's mails about a tailored request", () => {
  it("name the destination and the deadline, with its zone, in the agency's language", () => {
    expect(newRequestForAgencyMail(request, to("en")).subject).toBe(
      "New tailored trip request (Côte d'Ivoire), reply by Nov 27, 2026, 4:16 AM UTC",
    );
    expect(newRequestForAgencyMail(request, to("de")).subject).toBe(
      "Neue Anfrage für eine massgeschneiderte Reise (Elfenbeinküste), Antwort bis zum 27. Nov. 2026, 04:16 UTC",
    );
    expect(newRequestForAgencyMail(request, to("fr")).subject).toMatch(
      /^Nouvelle demande de voyage sur mesure \(Côte d’Ivoire\), réponse d’ici le 27 nov\. 2026(,| à) 04:16 UTC$/,
    );
  });

  it("write in English for an agency that never chose a language", () => {
    expect(newRequestForAgencyMail(request, to()).subject).toMatch(/^New tailored trip request/);
  });

  it("open the request on the console in the agency's language", () => {
    expect(newRequestForAgencyMail(request, to("en")).text).toMatch(/\/agent\/requests\/r-1\n/);
    expect(replyReminderMail(request, to("fr"), near).text).toMatch(/\/fr\/agent\/requests\/r-1\n/);
    expect(changeRequestForAgencyMail(request, "Un jour de plus", to("de")).text).toContain("Anfrage öffnen");
  });

  it("remind near the deadline, and say overdue once it has passed", () => {
    expect(replyReminderMail(request, to("en"), near).subject).toBe(
      "Reminder: the offer for Awa Koné is due by Nov 27, 2026, 4:16 AM UTC",
    );
    expect(replyReminderMail(request, to("en"), near).text).toContain("are nearly over");
    expect(replyReminderMail(request, to("en"), late).subject).toBe(
      "Overdue: the offer for Awa Koné was due by Nov 27, 2026, 4:16 AM UTC",
    );
    expect(replyReminderMail(request, to("en"), late).text).toContain(
      "are over. Please reply as soon as you can.",
    );
    expect(replyReminderMail(request, to("de"), late).subject).toBe(
      "Überfällig: Das Angebot für Awa Koné war am 27. Nov. 2026, 04:16 UTC fällig",
    );
    expect(replyReminderMail(request, to("fr"), near).text).toContain("sont presque écoulées.");
  });

  it("quote the traveller's change as written, and say what an accepted offer paid, in the agency's money format", () => {
    const change = changeRequestForAgencyMail(request, "Zwei Tage mehr am Meer?", to("de"));
    expect(change.subject).toBe("Änderungswunsch von Awa Koné");
    expect(change.text).toContain("Zwei Tage mehr am Meer?");
    const offered = { ...request, offer: { ...(request.offer ?? ({} as never)), title: "Côte sauvage" } };
    const accepted = offerAcceptedForAgencyMail(offered as TripRequest, "deposit", 60_000, to("fr"));
    expect(accepted.subject).toBe("Offre acceptée par Awa Koné");
    // The balance, weeks later, is no acceptance.
    expect(offerAcceptedForAgencyMail(offered as TripRequest, "balance", 60_000, to("en")).subject).toBe(
      "Balance paid by Awa Koné",
    );
    expect(offerAcceptedForAgencyMail(offered as TripRequest, "full", 60_000, to("de")).subject).toBe(
      "Awa Koné hat Ihr Angebot angenommen",
    );
    expect(accepted.text).toMatch(
      /Awa Koné a accepté votre offre «\u00a0Côte sauvage\u00a0» et payé l’acompte \(.*600.*\)\./,
    );
  });

  it("go nowhere for an agency without an address", () => {
    expect(mailAddressOf(undefined)).toBeUndefined();
    expect(mailAddressOf({ email: undefined as never, language: "fr" })).toBeUndefined();
    expect(mailAddressOf({ email: "a@example.com", language: "fr" })).toEqual({
      email: "a@example.com",
      language: "fr",
    });
  });
});
