import { type Booking, formatMoney, type Locale, numberFormat } from "@tembea/shared";
import type { MailMessage } from "../message.js";
import { siteUrl } from "../site-links.js";
import { mailDate } from "./mail-date.js";
import { referenceLines } from "./reference-line.js";
import { simpleMail } from "./simple-mail.js";

/** What a cancellation mail says of it: how far before the trip, and what goes back. */
export interface CancelledBooking {
  daysBefore: number;
  refundPercent: number;
  refundChf: number;
}

type Texts = {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  cancelled: (title: string, dates: string) => string;
  refund: (percent: string, amount: string, total: string, days: number) => string;
  noRefund: (days: number) => string;
  link: string;
  agencySubject: (reference: string) => string;
  travellers: (count: number) => string;
  agencyCancelled: (name: string, travellers: string, title: string, dates: string) => string;
  agencyRefund: (amount: string, percent: string) => string;
  agencyLink: string;
};

const texts: Record<Locale, Texts> = {
  en: {
    subject: (title) => `Your booking is cancelled: ${title}`,
    greeting: (name) => `Hello ${name},`,
    cancelled: (title, dates) => `Your booking of ${title} (${dates}) is cancelled.`,
    refund: (percent, amount, total, days) =>
      `You cancelled ${days} days before the trip, so ${percent} of the ${total} you paid is refunded: ${amount}. It goes back to the card you paid with; your bank may take a few days to show it.`,
    noRefund: (days) =>
      `You cancelled ${days} days before the trip: by the tour's cancellation terms this cancellation gives no refund.`,
    link: "See your cancelled trips",
    agencySubject: (reference) => `Booking cancelled by the traveller: ${reference}`,
    travellers: (count) => (count === 1 ? "1 traveller" : `${count} travellers`),
    agencyCancelled: (name, travellers, title, dates) =>
      `${name} has cancelled their booking for ${travellers} on ${title} (${dates}). The places are back on sale.`,
    agencyRefund: (amount, percent) =>
      `Refunded to the traveller by the tour's terms: ${amount} (${percent}).`,
    agencyLink: "Open your tours",
  },
  de: {
    subject: (title) => `Ihre Buchung ist storniert: ${title}`,
    greeting: (name) => `Guten Tag ${name},`,
    cancelled: (title, dates) => `Ihre Buchung von ${title} (${dates}) ist storniert.`,
    refund: (percent, amount, total, days) =>
      `Sie haben ${days} Tage vor der Reise storniert, daher werden ${percent} der bezahlten ${total} erstattet: ${amount}. Der Betrag geht auf die Karte zurück, mit der Sie bezahlt haben; Ihre Bank zeigt ihn eventuell erst nach einigen Tagen an.`,
    noRefund: (days) =>
      `Sie haben ${days} Tage vor der Reise storniert: Nach den Stornobedingungen der Reise gibt es für diese Stornierung keine Erstattung.`,
    link: "Ihre stornierten Reisen ansehen",
    agencySubject: (reference) => `Buchung vom Reisenden storniert: ${reference}`,
    travellers: (count) => (count === 1 ? "1 Person" : `${count} Personen`),
    agencyCancelled: (name, travellers, title, dates) =>
      `${name} hat die Buchung für ${travellers} von ${title} (${dates}) storniert. Die Plätze sind wieder buchbar.`,
    agencyRefund: (amount, percent) =>
      `Nach den Bedingungen der Reise an den Reisenden erstattet: ${amount} (${percent}).`,
    agencyLink: "Ihre Reisen öffnen",
  },
  fr: {
    subject: (title) => `Votre réservation est annulée : ${title}`,
    greeting: (name) => `Bonjour ${name},`,
    cancelled: (title, dates) => `Votre réservation de ${title} (${dates}) est annulée.`,
    refund: (percent, amount, total, days) =>
      `Vous avez annulé ${days} jours avant le voyage : ${percent} des ${total} payés vous sont remboursés, soit ${amount}. Le montant revient sur la carte utilisée pour le paiement ; votre banque peut mettre quelques jours à l’afficher.`,
    noRefund: (days) =>
      `Vous avez annulé ${days} jours avant le voyage : selon les conditions d’annulation du circuit, cette annulation ne donne droit à aucun remboursement.`,
    link: "Voir vos voyages annulés",
    agencySubject: (reference) => `Réservation annulée par le voyageur : ${reference}`,
    travellers: (count) => (count === 1 ? "1 voyageur" : `${count} voyageurs`),
    agencyCancelled: (name, travellers, title, dates) =>
      `${name} a annulé sa réservation pour ${travellers} de ${title} (${dates}). Les places sont de nouveau en vente.`,
    agencyRefund: (amount, percent) =>
      `Remboursé au voyageur selon les conditions du circuit : ${amount} (${percent}).`,
    agencyLink: "Ouvrir vos circuits",
  },
};

function datesOf(booking: Pick<Booking, "startDate" | "endDate">, locale: Locale): string {
  return `${mailDate(booking.startDate, locale)} – ${mailDate(booking.endDate, locale)}`;
}

const percentOf = (locale: Locale, refundPercent: number) =>
  numberFormat(locale, { style: "percent" }).format(refundPercent / 100);

/** To the lead traveller, in the booking's language, when they cancelled: what goes back, or that nothing does. */
export function bookingCancelledMail(
  booking: Booking,
  tourTitle: Record<Locale, string>,
  cancellation: CancelledBooking,
): MailMessage {
  const locale = booking.locale;
  const t = texts[locale];
  const title = tourTitle[locale];
  const money = (chf: number) => formatMoney(chf, "CHF", locale);
  const { lead } = booking.travellers;
  return simpleMail(
    lead.email,
    t.subject(title),
    [
      t.greeting(lead.firstName),
      t.cancelled(title, datesOf(booking, locale)),
      cancellation.refundChf > 0
        ? t.refund(
            percentOf(locale, cancellation.refundPercent),
            money(cancellation.refundChf),
            money(booking.totalChf),
            cancellation.daysBefore,
          )
        : t.noRefund(cancellation.daysBefore),
      ...referenceLines(locale, booking.reference),
    ],
    { label: t.link, url: siteUrl(locale, "/account/trips?tab=cancelled") },
  );
}

/** To the agency, in its language, when a traveller cancelled a booking of its tour. */
export function bookingCancelledForAgencyMail(
  booking: Booking,
  tourTitle: Record<Locale, string>,
  cancellation: CancelledBooking,
  agency: { requestEmail: string; language: Locale },
): MailMessage {
  const locale = agency.language;
  const t = texts[locale];
  const { lead } = booking.travellers;
  return simpleMail(
    agency.requestEmail,
    t.agencySubject(booking.reference ?? booking.id),
    [
      t.agencyCancelled(
        `${lead.firstName} ${lead.lastName}`,
        t.travellers(booking.numberOfTravellers),
        tourTitle[locale],
        datesOf(booking, locale),
      ),
      t.agencyRefund(
        formatMoney(cancellation.refundChf, "CHF", locale),
        percentOf(locale, cancellation.refundPercent),
      ),
      ...referenceLines(locale, booking.reference),
    ],
    { label: t.agencyLink, url: siteUrl(locale, "/agent/tours") },
  );
}
