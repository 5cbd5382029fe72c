import {
  type Booking,
  dateTimeFormat,
  formatMoney,
  type GroupTour,
  type Locale,
  type SpecialTour,
} from "@tembea/shared";
import { escapeHtml } from "../escape-html.js";
import type { MailMessage } from "../mail.js";

const texts: Record<
  Locale,
  {
    subject: (tour: string) => string;
    greeting: (name: string) => string;
    intro: string;
    dates: string;
    travellers: string;
    rooms: (shared: number, single: number) => string;
    paid: string;
    refunds: string;
    tier: (days: number, percent: number) => string;
    closing: string;
  }
> = {
  en: {
    subject: (tour) => `Your booking is confirmed: ${tour}`,
    greeting: (name) => `Hello ${name},`,
    intro: "Thank you for booking with Tembea. Your payment has arrived and your places are confirmed.",
    dates: "Dates",
    travellers: "Travellers",
    rooms: (shared, single) => `Rooms: ${shared} shared, ${single} single`,
    paid: "Amount paid",
    refunds: "Cancellation and refunds",
    tier: (days, percent) => `${days} days or more before the trip: ${percent} % refund`,
    closing: "Your local agency will be in touch before departure. Have a wonderful trip!",
  },
  de: {
    subject: (tour) => `Ihre Buchung ist bestätigt: ${tour}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro:
      "Vielen Dank für Ihre Buchung bei Tembea. Ihre Zahlung ist eingegangen und Ihre Plätze sind bestätigt.",
    dates: "Reisedaten",
    travellers: "Reisende",
    rooms: (shared, single) => `Zimmer: ${shared} Doppelzimmer zur Teilung, ${single} Einzelzimmer`,
    paid: "Bezahlter Betrag",
    refunds: "Stornierung und Rückerstattung",
    tier: (days, percent) => `${days} Tage oder mehr vor der Reise: ${percent} % Rückerstattung`,
    closing:
      "Ihre lokale Agentur meldet sich vor der Abreise bei Ihnen. Wir wünschen Ihnen eine wunderbare Reise!",
  },
  fr: {
    subject: (tour) => `Votre réservation est confirmée : ${tour}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: "Merci d’avoir réservé avec Tembea. Votre paiement est arrivé et vos places sont confirmées.",
    dates: "Dates",
    travellers: "Voyageurs",
    rooms: (shared, single) => `Chambres : ${shared} partagée(s), ${single} individuelle(s)`,
    paid: "Montant payé",
    refunds: "Annulation et remboursement",
    tier: (days, percent) => `${days} jours ou plus avant le voyage : remboursement de ${percent} %`,
    closing: "Votre agence locale vous contactera avant le départ. Excellent voyage !",
  },
};

/** The booker's confirmation, in the language they booked in. Every interpolated value is escaped. */
export function bookingConfirmationMail(booking: Booking, tour: GroupTour | SpecialTour): MailMessage {
  const t = texts[booking.locale];
  const date = (iso: string) =>
    dateTimeFormat(booking.locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const { lead, others } = booking.travellers;
  const names = [lead, ...others].map((p) => `${p.firstName} ${p.lastName}`);
  const lines = [
    `${t.dates}: ${date(booking.startDate)} – ${date(booking.endDate)}`,
    `${t.travellers}: ${names.join(", ")}`,
    ...(booking.rooms ? [t.rooms(booking.rooms.sharedRooms, booking.rooms.singleRooms)] : []),
    `${t.paid}: ${formatMoney(booking.totalChf, "CHF", booking.locale)}`,
  ];
  const tiers = booking.refundTiers.map((tier) => t.tier(tier.daysBefore, tier.refundPercent));
  const title = tour.title[booking.locale];
  return {
    to: lead.email,
    subject: t.subject(title),
    text: [
      t.greeting(lead.firstName),
      "",
      t.intro,
      "",
      title,
      ...lines,
      "",
      `${t.refunds}:`,
      ...tiers,
      "",
      t.closing,
      "",
      "Tembea",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(t.greeting(lead.firstName))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      `<h2>${escapeHtml(title)}</h2>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      `<h3>${escapeHtml(t.refunds)}</h3>`,
      `<ul>${tiers.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(t.closing)}</p><p>Tembea</p>`,
    ].join(""),
  };
}
