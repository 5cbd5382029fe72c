import { type Booking, frenchTypographyFaults, type Locale, type TripRequest } from "@tembea/shared";
import { describe, expect, it } from "vitest";
import { greatMigrationTour, storedGroupBooking } from "../../../../test/bookings.js";
import { storedTripRequest } from "../../../../test/trip-requests.js";
import type { MailMessage } from "../message.js";
import {
  changeRequestForAgencyMail,
  newRequestForAgencyMail,
  offerAcceptedForAgencyMail,
  replyReminderMail,
} from "./agency-requests.js";
import { bookingConfirmationMail } from "./booking-confirmation.js";
import { reviewInvitationMail } from "./review-invitation.js";
import { tripPaymentReceivedMail } from "./trip-payments.js";
import { offerAvailableMail, tripRequestReceivedMail } from "./trip-requests.js";

const reference = "TMB-7K2Q9";
const locales: Locale[] = ["en", "de", "fr"];
/** How each language writes the line: French spaces the colon with a no-break space. */
const line: Record<Locale, string> = {
  en: `Reference: ${reference}`,
  de: `Referenz: ${reference}`,
  fr: `Référence\u00a0: ${reference}`,
};

const booking = (locale: Locale, withReference = true): Booking =>
  storedGroupBooking({ locale, ...(withReference ? { reference } : {}) });
const tour = greatMigrationTour;

function request(locale: Locale, withReference = true): TripRequest {
  return storedTripRequest({
    id: "r-1",
    status: "booked",
    locale,
    travellerName: "Awa Koné",
    ...(withReference ? { reference } : {}),
    offer: {
      title: "Mara",
      days: [{ title: "Nairobi", description: "Arrivée" }],
      pricePerTravellerChf: 100_000,
      inclusions: [],
      exclusions: [],
      validUntil: "2027-01-01",
      sentAt: "2026-11-22T08:00:00.000Z",
    },
    payment: {
      plan: "deposit",
      totalChf: 200_000,
      paidChf: 60_000,
      acceptedAt: "2026-11-23T08:00:00.000Z",
      payments: [{ part: "deposit", amountChf: 60_000, paidAt: "2026-11-23T08:00:00.000Z" }],
    },
  });
}

/** Every mail about a booking or a request that goes to the traveller, in their language. */
const travellerMails: Record<string, (locale: Locale, withReference?: boolean) => MailMessage> = {
  "booking confirmation": (l, r) => bookingConfirmationMail(booking(l, r), tour),
  "review invitation": (l, r) =>
    reviewInvitationMail(
      l,
      { email: "chloe@example.com", name: "Chloé" },
      "Great Migration",
      "https://x/review#t",
      r === false ? undefined : reference,
    ),
  "request received": (l, r) => tripRequestReceivedMail(request(l, r)),
  "offer ready": (l, r) => offerAvailableMail(request(l, r), { revision: false }),
  "offer revised": (l, r) => offerAvailableMail(request(l, r), { revision: true }),
  "payment received": (l, r) => tripPaymentReceivedMail(request(l, r), "deposit", 60_000),
};

/** The agency's mails, in the agency's language (the request here is a French traveller's). */
const agencyMails: Record<string, (locale: Locale, withReference?: boolean) => MailMessage> = {
  "new request (to the agency)": (l, r) =>
    newRequestForAgencyMail(request("fr", r), { email: "a@example.com", language: l }),
  "reply reminder (to the agency)": (l, r) =>
    replyReminderMail(
      request("fr", r),
      { email: "a@example.com", language: l },
      new Date("2026-11-20T09:00:00Z"),
    ),
  "change request (to the agency)": (l, r) =>
    changeRequestForAgencyMail(request("fr", r), "Deux jours de plus ?", {
      email: "a@example.com",
      language: l,
    }),
  "offer accepted (to the agency)": (l, r) =>
    offerAcceptedForAgencyMail(request("fr", r), "deposit", 60_000, { email: "a@example.com", language: l }),
};

describe("the reference in the mails about a booking or a tailored trip", () => {
  // The traveller's mails in the traveller's language, the agency's in the agency's.
  for (const [name, mail] of Object.entries({ ...travellerMails, ...agencyMails })) {
    it(`${name}: carries it in en, de and fr, in both parts, with French typography`, () => {
      for (const locale of locales) {
        const { subject, text, html } = mail(locale);
        expect(text, `${name} ${locale}`).toContain(line[locale]);
        expect(html, `${name} ${locale}`).toContain(line[locale]);
        if (locale === "fr")
          expect([subject, text, html].flatMap((p) => frenchTypographyFaults(p))).toEqual([]);
      }
    });

    it(`${name}: leaves the line out for one made before references existed`, () => {
      for (const locale of locales) expect(mail(locale, false).text).not.toMatch(/Refer|Référence/);
    });
  }
});
