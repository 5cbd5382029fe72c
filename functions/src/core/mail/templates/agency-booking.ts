import {
  type Agency,
  type Booking,
  displayNames,
  formatMoney,
  type GroupTour,
  type Locale,
  type SpecialTour,
} from "@tembea/shared";
import { escapeHtml } from "@tembea/shared/site/escape-html";
import type { MailMessage } from "../message.js";
import { siteUrl } from "../site-links.js";
import { mailDate } from "./mail-date.js";
import { referenceLines } from "./reference-line.js";

const texts: Record<
  Locale,
  {
    subject: (tour: string, date: string) => string;
    greeting: (agency: string) => string;
    intro: string;
    colon: string;
    dates: string;
    travellers: string;
    contact: string;
    nationality: string;
    bornOn: (date: string) => string;
    rooms: (shared: number, single: number) => string;
    roomsLabel: string;
    paid: string;
    link: string;
  }
> = {
  en: {
    subject: (tour, date) => `New booking: ${tour}, ${date}`,
    greeting: (agency) => `Hello ${agency},`,
    intro: "A traveller has booked your tour on Tembea and paid. The booking is on the departure's manifest.",
    colon: ": ",
    dates: "Dates",
    travellers: "Travellers",
    contact: "Lead traveller",
    nationality: "Nationality",
    bornOn: (date) => `born ${date}`,
    rooms: (shared, single) =>
      [
        shared ? `${shared} shared ${shared === 1 ? "room" : "rooms"}` : "",
        single ? `${single} single ${single === 1 ? "room" : "rooms"}` : "",
      ]
        .filter(Boolean)
        .join(", "),
    roomsLabel: "Rooms",
    paid: "Amount paid",
    link: "Open the manifest",
  },
  de: {
    subject: (tour, date) => `Neue Buchung: ${tour}, ${date}`,
    greeting: (agency) => `Guten Tag ${agency},`,
    intro:
      "Eine Reisende oder ein Reisender hat Ihre Reise auf Tembea gebucht und bezahlt. Die Buchung steht auf der Teilnehmerliste des Termins.",
    colon: ": ",
    dates: "Reisedaten",
    travellers: "Reisende",
    contact: "Hauptreisende:r",
    nationality: "Nationalität",
    bornOn: (date) => `geboren am ${date}`,
    rooms: (shared, single) =>
      [shared ? `${shared} Doppelzimmer` : "", single ? `${single} Einzelzimmer` : ""]
        .filter(Boolean)
        .join(", "),
    roomsLabel: "Zimmer",
    paid: "Bezahlter Betrag",
    link: "Teilnehmerliste öffnen",
  },
  fr: {
    subject: (tour, date) => `Nouvelle réservation\u00a0: ${tour}, ${date}`,
    greeting: (agency) => `Bonjour ${agency},`,
    intro:
      "Un voyageur a réservé votre circuit sur Tembea et l’a payé. La réservation figure sur la liste des voyageurs du départ.",
    colon: "\u00a0: ",
    dates: "Dates",
    travellers: "Voyageurs",
    contact: "Voyageur principal",
    nationality: "Nationalité",
    bornOn: (date) => `né(e) le ${date}`,
    rooms: (shared, single) =>
      [
        shared === 1 ? "1 chambre partagée" : shared ? `${shared} chambres partagées` : "",
        single === 1 ? "1 chambre individuelle" : single ? `${single} chambres individuelles` : "",
      ]
        .filter(Boolean)
        .join(", "),
    roomsLabel: "Chambres",
    paid: "Montant payé",
    link: "Ouvrir la liste des voyageurs",
  },
};

/**
 * The agency's word of a paid booking of its tour, in the agency's language (English when it never
 * chose one), with who is coming and how to reach them, and the way to the departure's manifest.
 * Every interpolated value is escaped.
 */
export function bookingForAgencyMail(
  booking: Booking,
  tour: GroupTour | SpecialTour,
  agency: Pick<Agency, "name" | "language">,
  agencyEmail: string,
): MailMessage {
  const locale = agency.language ?? "en";
  const t = texts[locale];
  const date = (iso: string) => mailDate(iso, locale);
  const line = (label: string, value: string) => `${label}${t.colon}${value}`;
  const { lead, others } = booking.travellers;
  const title = tour.title[locale];
  const nationality = displayNames(locale, { type: "region" }).of(lead.nationality) ?? lead.nationality;
  const travellers = [lead, ...others].map(
    (p) => `${p.firstName} ${p.lastName} (${t.bornOn(date(p.birthDate))})`,
  );
  const facts = [
    ...referenceLines(locale, booking.reference),
    line(t.dates, `${date(booking.startDate)} – ${date(booking.endDate)}`),
    line(t.contact, `${lead.firstName} ${lead.lastName}, ${lead.email}, ${lead.phone.number}`),
    line(t.nationality, nationality),
    ...(booking.rooms
      ? [line(t.roomsLabel, t.rooms(booking.rooms.sharedRooms, booking.rooms.singleRooms))]
      : []),
    line(t.paid, formatMoney(booking.totalChf, "CHF", locale)),
  ];
  const url = siteUrl(locale, `/agent/tours/${booking.tourId}/departures/${booking.startDate}`);
  return {
    to: agencyEmail,
    subject: t.subject(title, date(booking.startDate)),
    text: [
      t.greeting(agency.name),
      "",
      t.intro,
      "",
      title,
      ...facts,
      "",
      `${t.travellers}${t.colon.trimEnd()}`,
      ...travellers,
      "",
      `${t.link}\n${url}`,
      "",
      "Tembea",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(t.greeting(agency.name))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      `<h2>${escapeHtml(title)}</h2>`,
      `<ul>${facts.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      `<h3>${escapeHtml(t.travellers)}</h3>`,
      `<ul>${travellers.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t.link)}</a></p>`,
      "<p>Tembea</p>",
    ].join(""),
  };
}
