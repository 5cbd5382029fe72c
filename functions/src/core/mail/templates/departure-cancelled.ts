import { type Booking, formatMoney, type GroupTour, type Locale, type SpecialTour } from "@tembea/shared";
import { escapeHtml } from "@tembea/shared/site/escape-html";
import type { MailMessage } from "../message.js";
import { siteUrl } from "../site-links.js";
import { mailDate } from "./mail-date.js";
import { referenceLines } from "./reference-line.js";

const texts: Record<
  Locale,
  {
    subject: (tour: string) => string;
    greeting: (name: string) => string;
    intro: (tour: string, date: string) => string;
    reason: string;
    refund: (amount: string) => string;
    others: string;
    none: string;
    special: string;
    book: string;
    closing: string;
    colon: string;
  }
> = {
  en: {
    subject: (tour) => `Your departure is cancelled: ${tour}`,
    greeting: (name) => `Hello ${name},`,
    intro: (tour, date) =>
      `We are sorry: the local agency has had to cancel the departure of ${tour} on ${date}. Your booking is cancelled.`,
    reason: "The agency's reason",
    refund: (amount) =>
      `You get the full amount back: ${amount} goes back to the card you paid with, usually within 5 to 10 days.`,
    others: "Other departures of this tour",
    none: "This tour has no other departures on sale at the moment.",
    special: "You can book this tour again on another date of your choice.",
    book: "See the tour",
    closing: "We hope to welcome you on another trip soon.",
    colon: ": ",
  },
  de: {
    subject: (tour) => `Ihre Abreise ist abgesagt: ${tour}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro: (tour, date) =>
      `Es tut uns leid: Die lokale Agentur musste die Abreise von ${tour} am ${date} absagen. Ihre Buchung ist storniert.`,
    reason: "Begründung der Agentur",
    refund: (amount) =>
      `Sie erhalten den vollen Betrag zurück: ${amount} wird auf die Karte zurückerstattet, mit der Sie bezahlt haben, meist innerhalb von 5 bis 10 Tagen.`,
    others: "Weitere Abreisen dieser Reise",
    none: "Diese Reise hat zurzeit keine weiteren Abreisen im Verkauf.",
    special: "Sie können diese Reise an einem anderen Datum Ihrer Wahl erneut buchen.",
    book: "Zur Reise",
    closing: "Wir hoffen, Sie bald auf einer anderen Reise begrüssen zu dürfen.",
    colon: ": ",
  },
  fr: {
    subject: (tour) => `Votre départ est annulé : ${tour}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (tour, date) =>
      `Nous sommes désolés : l’agence locale a dû annuler le départ de ${tour} du ${date}. Votre réservation est annulée.`,
    reason: "Motif donné par l’agence",
    refund: (amount) =>
      `Vous êtes remboursé intégralement : ${amount} sont reversés sur la carte utilisée pour le paiement, en général sous 5 à 10 jours.`,
    others: "Autres départs de ce voyage",
    none: "Ce voyage n’a pas d’autre départ en vente pour le moment.",
    special: "Vous pouvez réserver ce voyage à une autre date de votre choix.",
    book: "Voir le voyage",
    closing: "Nous espérons vous accueillir bientôt pour un autre voyage.",
    colon: " : ",
  },
};

/** One of the tour's other departures, as the mail lists it. */
export interface OtherDeparture {
  startDate: string;
  endDate: string;
}

/**
 * The traveller's mail when the agency cancelled their departure (or special tour date), in the
 * language they booked in: the reason as the agency wrote it, the full refund, and the tour's
 * other departures on sale, each a link to the tour's dates step. Every interpolated value is escaped.
 */
export function departureCancelledMail(
  booking: Booking,
  tour: GroupTour | SpecialTour,
  reason: string,
  otherDepartures: OtherDeparture[],
): MailMessage {
  const locale = booking.locale;
  const t = texts[locale];
  const date = (iso: string) => mailDate(iso, locale);
  const title = tour.title[locale];
  const { lead } = booking.travellers;
  const tourPath = tour.kind === "group" ? `/group-tour/${tour.id}` : `/special-tour/${tour.id}`;
  const datesUrl = siteUrl(locale, `${tourPath}/dates`);
  const tourUrl = siteUrl(locale, tourPath);
  const refund = t.refund(formatMoney(booking.totalChf, "CHF", locale));
  const others = otherDepartures.map((d) => `${date(d.startDate)} – ${date(d.endDate)}`);
  const intro = t.intro(title, date(booking.startDate));
  const reasonLine = `${t.reason}${t.colon}${reason}`;
  const references = referenceLines(locale, booking.reference);
  const offer =
    tour.kind === "special"
      ? [t.special, `${t.book}\n${tourUrl}`]
      : others.length > 0
        ? [`${t.others}${t.colon.trimEnd()}`, ...others.map((line) => `${line}\n${datesUrl}`)]
        : [t.none, `${t.book}\n${tourUrl}`];
  const offerHtml =
    tour.kind === "special"
      ? `<p>${escapeHtml(t.special)}</p><p><a href="${escapeHtml(tourUrl)}">${escapeHtml(t.book)}</a></p>`
      : others.length > 0
        ? `<h3>${escapeHtml(t.others)}</h3><ul>${others
            .map((line) => `<li><a href="${escapeHtml(datesUrl)}">${escapeHtml(line)}</a></li>`)
            .join("")}</ul>`
        : `<p>${escapeHtml(t.none)}</p><p><a href="${escapeHtml(tourUrl)}">${escapeHtml(t.book)}</a></p>`;
  return {
    to: lead.email,
    subject: t.subject(title),
    text: [
      t.greeting(lead.firstName),
      intro,
      ...references,
      reasonLine,
      refund,
      ...offer,
      t.closing,
      "Tembea",
    ].join("\n\n"),
    html: [
      `<p>${escapeHtml(t.greeting(lead.firstName))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      ...references.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><strong>${escapeHtml(t.reason)}</strong>${escapeHtml(t.colon)}${escapeHtml(reason)}</p>`,
      `<p>${escapeHtml(refund)}</p>`,
      offerHtml,
      `<p>${escapeHtml(t.closing)}</p><p>Tembea</p>`,
    ].join(""),
  };
}
