import { frenchTypographyFaults } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { greatMigrationTour, storedGroupBooking } from "../../../../test/bookings.js";
import { bookingForAgencyMail } from "./agency-booking.js";

const booking = storedGroupBooking({
  reference: "TMB-7K2Q9",
  numberOfTravellers: 3,
  rooms: { sharedRooms: 1, singleRooms: 1 },
  travellers: {
    lead: {
      firstName: "Zoë",
      lastName: "Müller-Lüdenscheidt",
      email: "zoe@example.com",
      phone: { country: "DE", number: "+4915112345678" },
      nationality: "DE",
      birthDate: "1984-02-29",
    },
    others: [
      { firstName: "Jörg", lastName: "Müller-Lüdenscheidt", birthDate: "1982-07-01" },
      { firstName: "<b>Anaïs</b>", lastName: "Müller-Lüdenscheidt", birthDate: "2012-12-24" },
    ],
  },
  totalChf: 1_368_000,
  // The traveller booked in French: the agency's mail follows the agency's language, not theirs.
  locale: "fr",
});
const tour = { ...greatMigrationTour, agencyId: "mara-horizon-safaris" };

describe("the agency's mail about a paid booking", () => {
  it("says who is coming and how to reach them, in English when the agency chose no language", () => {
    const mail = bookingForAgencyMail(
      booking,
      tour,
      { name: "Mara Horizon Safaris" },
      "requests@mara.example",
    );
    expect(mail.to).toBe("requests@mara.example");
    expect(mail.subject).toBe("New booking: Great Migration, April 9, 2027");
    expect(mail.text).toContain("Reference: TMB-7K2Q9");
    expect(mail.text).toContain("Lead traveller: Zoë Müller-Lüdenscheidt, zoe@example.com, +4915112345678");
    expect(mail.text).toContain("Nationality: Germany");
    expect(mail.text).toContain("Rooms: 1 shared room, 1 single room");
    expect(mail.text).toContain("Jörg Müller-Lüdenscheidt (born July 1, 1982)");
    expect(mail.text).toContain(
      "http://localhost:3000/agent/tours/kenya-great-migration-safari/departures/2027-04-09",
    );
    expect(mail.html).toContain("&lt;b&gt;Anaïs&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Anaïs");
  });

  it("speaks German and French to agencies that chose them, links included", () => {
    const de = bookingForAgencyMail(booking, tour, { name: "Mara", language: "de" }, "a@mara.example");
    expect(de.subject).toBe("Neue Buchung: Grosse Migration, 9. April 2027");
    expect(de.text).toContain("Nationalität: Deutschland");
    expect(de.text).toContain("/de/agent/tours/kenya-great-migration-safari/departures/2027-04-09");
    const fr = bookingForAgencyMail(booking, tour, { name: "Mara", language: "fr" }, "a@mara.example");
    expect(fr.subject).toBe("Nouvelle réservation\u00a0: Grande migration, 9 avril 2027");
    expect(fr.text).toContain("Chambres\u00a0: 1 chambre partagée, 1 chambre individuelle");
    expect(fr.text).toContain("/fr/agent/tours/");
    expect([fr.subject, fr.text, fr.html].flatMap((part) => frenchTypographyFaults(part))).toEqual([]);
  });
});
