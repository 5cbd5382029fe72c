import { describe, expect, it } from "vitest";
import { greatMigrationTour, storedGroupBooking } from "../../../../test/bookings.js";
import { bookingCancelledForAgencyMail, bookingCancelledMail } from "./booking-cancellation.js";

const booking = (locale: "en" | "de" | "fr") =>
  storedGroupBooking({ locale, totalChf: 459_000, reference: "TMB-7K3QX", status: "cancelled" });
const half = { daysBefore: 45, refundPercent: 50, refundChf: 229_500 };

describe("the cancellation mails", () => {
  it.each([
    ["en", "Your booking is cancelled: Great Migration", /50%/, /CHF\s2,295/],
    ["de", "Ihre Buchung ist storniert: Grosse Migration", /50\s%/, /2\.295\sCHF/],
    ["fr", "Votre réservation est annulée\u00a0: Grande migration", /50\s%/, /2\s295\sCHF/],
  ] as const)("tell the traveller in %s what goes back", (locale, subject, percent, amount) => {
    const mail = bookingCancelledMail(booking(locale), greatMigrationTour.title, half);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toMatch(percent);
    expect(mail.text).toMatch(amount);
    expect(mail.text).toContain("TMB-7K3QX");
  });

  it("say so when nothing goes back", () => {
    const mail = bookingCancelledMail(booking("en"), greatMigrationTour.title, {
      daysBefore: 10,
      refundPercent: 0,
      refundChf: 0,
    });
    expect(mail.text).toContain("gives no refund");
  });

  it("tell the agency in its own language, at its request address", () => {
    const mail = bookingCancelledForAgencyMail(booking("en"), greatMigrationTour.title, half, {
      requestEmail: "requests@agency.example",
      language: "fr",
    });
    expect(mail.to).toBe("requests@agency.example");
    expect(mail.subject).toBe("Réservation annulée par le voyageur\u00a0: TMB-7K3QX");
    expect(mail.text).toContain("Grande migration");
  });
});
