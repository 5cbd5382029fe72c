import type { GroupTour, Locale } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { greatMigrationTour, storedGroupBooking } from "../../../../test/bookings.js";
import { departureCancelledMail } from "./departure-cancelled.js";

const tour = { ...greatMigrationTour, id: "kenya-great-migration-safari", kind: "group" } as GroupTour;
const others = [
  { startDate: "2099-05-02", endDate: "2099-05-12" },
  { startDate: "2099-06-06", endDate: "2099-06-16" },
];

describe("the mail of a departure the agency cancelled", () => {
  it.each([
    ["en", "Your departure is cancelled", "Other departures of this tour", "May 2, 2099"],
    ["de", "Ihre Abreise ist abgesagt", "Weitere Abreisen dieser Reise", "2. Mai 2099"],
    ["fr", "Votre départ est annulé", "Autres départs de ce voyage", "2 mai 2099"],
  ] as const)(
    "speaks %s: the reason, the full refund, the tour's other departures as links",
    (locale, subject, heading, date) => {
      const booking = storedGroupBooking({
        locale: locale as Locale,
        totalChf: 480_000,
        reference: "TMB-7K2Q9",
      });
      const mail = departureCancelledMail(booking, tour, "Zu wenige <Reisende>", others);
      expect(mail.to).toBe(booking.travellers.lead.email);
      expect(mail.subject).toContain(subject);
      expect(mail.text).toContain("Zu wenige <Reisende>");
      expect(mail.html).toContain("Zu wenige &lt;Reisende&gt;");
      expect(mail.text).toContain("4");
      expect(mail.text).toContain(heading);
      expect(mail.text).toContain(date);
      expect(mail.text).toContain("TMB-7K2Q9");
      const prefix = locale === "en" ? "" : `/${locale}`;
      expect(mail.html).toContain(`href="http://localhost:3000${prefix}/group-tour/${tour.id}/dates"`);
    },
  );

  it("offers the tour page when no other departure is on sale", () => {
    const mail = departureCancelledMail(storedGroupBooking(), tour, "Too few travellers", []);
    expect(mail.text).toContain("no other departures on sale");
    expect(mail.html).toContain(`/group-tour/${tour.id}"`);
  });
});
