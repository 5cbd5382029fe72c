import { type Booking, frenchTypographyFaults, type Locale } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { greatMigrationTour, storedGroupBooking } from "../../../../test/bookings.js";
import { bookingConfirmationMail } from "./booking-confirmation.js";

const booking = (locale: Locale): Booking => {
  const { travellers } = storedGroupBooking();
  return storedGroupBooking({
    locale,
    numberOfTravellers: 3,
    rooms: { sharedRooms: 1, singleRooms: 1 },
    travellers: {
      ...travellers,
      others: [
        { firstName: "Léa", lastName: "Roux", birthDate: "1992-02-02" },
        { firstName: "Marc", lastName: "Roux", birthDate: "1960-03-03" },
      ],
    },
    totalChf: 1_368_000,
    refundTiers: [
      { daysBefore: 30, refundPercent: 50 },
      { daysBefore: 0, refundPercent: 0 },
      { daysBefore: 60, refundPercent: 100 },
    ],
  });
};
const tour = greatMigrationTour;

describe("the booking confirmation mail", () => {
  it("states the refund tiers and rooms as the tour page and summary do", () => {
    const { text } = bookingConfirmationMail(booking("en"), tour);
    expect(text).toContain("Rooms: 1 shared room, 1 single room");
    expect(text).toContain(
      [
        "60 days or more before the trip: full refund",
        "30–59 days before the trip: 50% refund",
        "Less than 30 days before the trip: no refund",
      ].join("\n"),
    );
    const german = bookingConfirmationMail(booking("de"), tour).text;
    expect(german).toContain("Zimmer: 1 Doppelzimmer, 1 Einzelzimmer");
    expect(german).toContain("30–59 Tage vor der Reise: 50\u00a0% Rückerstattung");
    expect(german).toContain("Weniger als 30 Tage vor der Reise: keine Rückerstattung");
  });

  it("keeps French typography in both parts, the labels' colons included", () => {
    const { subject, text, html } = bookingConfirmationMail(booking("fr"), tour);
    expect(text).toContain("Dates\u00a0: 9 avril 2027 – 18 avril 2027");
    expect(text).toContain("De 30 à 59 jours avant le départ\u00a0: remboursement de 50\u00a0%");
    expect(text).toContain("Chambres\u00a0: 1 chambre partagée, 1 chambre individuelle");
    expect([subject, text, html].flatMap((part) => frenchTypographyFaults(part))).toEqual([]);
  });

  it("links a booking made signed in to its page in the account, in the traveller's language; a guest's has no link", () => {
    for (const [locale, label, path] of [
      ["en", "See your booking", "/account/trips/tour/"],
      ["de", "Buchung ansehen", "/de/account/trips/tour/"],
      ["fr", "Voir votre réservation", "/fr/account/trips/tour/"],
    ] as const) {
      const signedIn = { ...booking(locale), userId: "user-1" };
      const mail = bookingConfirmationMail(signedIn, tour);
      expect(mail.text).toMatch(new RegExp(`${label}\n\\S*${path}${signedIn.id}\n`));
      expect(mail.html).toContain(`${path}${signedIn.id}">${label}</a>`);
      const { userId: _, ...guest } = signedIn;
      expect(bookingConfirmationMail(guest, tour).text).not.toContain(label);
    }
  });
});
