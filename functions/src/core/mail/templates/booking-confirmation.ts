import {
  type Booking,
  formatMoney,
  type GroupTour,
  type Locale,
  numberFormat,
  type RefundKind,
  refundKind,
  refundSchedule,
  type SpecialTour,
} from "@tembea/shared";
import { escapeHtml } from "@tembea/shared/site/escape-html";
import type { MailMessage } from "../message.js";
import { siteUrl } from "../site-links.js";
import { mailDate } from "./mail-date.js";
import { referenceLines } from "./reference-line.js";

/** "1 shared room, 2 single rooms": counts of zero are left out. */
function roomCounts(
  shared: number,
  single: number,
  names: { shared: [string, string]; single: [string, string] },
): string {
  const counts: [number, [string, string]][] = [
    [shared, names.shared],
    [single, names.single],
  ];
  return counts
    .filter(([count]) => count > 0)
    .map(([count, [one, other]]) => `${count} ${count === 1 ? one : other}`)
    .join(", ");
}

const texts: Record<
  Locale,
  {
    subject: (tour: string) => string;
    greeting: (name: string) => string;
    intro: string;
    /** Between a label and its value: French keeps a no-break space before the colon. */
    colon: string;
    dates: string;
    travellers: string;
    rooms: string;
    roomCounts: (shared: number, single: number) => string;
    paid: string;
    refunds: string;
    /** As the tour page's tiles say them (refundSchedule): from `from` days before up to `to`. */
    span: (from: number, to: number | undefined) => string;
    refund: (kind: RefundKind, percent: string) => string;
    closing: string;
    /** The link to the booking in the traveller's account (a booking made signed in). */
    seeBooking: string;
  }
> = {
  en: {
    subject: (tour) => `Your booking is confirmed: ${tour}`,
    greeting: (name) => `Hello ${name},`,
    intro: "Thank you for booking with Tembea. Your payment has arrived and your places are confirmed.",
    colon: ": ",
    dates: "Dates",
    travellers: "Travellers",
    rooms: "Rooms",
    roomCounts: (shared, single) =>
      roomCounts(shared, single, {
        shared: ["shared room", "shared rooms"],
        single: ["single room", "single rooms"],
      }),
    paid: "Amount paid",
    refunds: "Cancellation and refunds",
    span: (from, to) =>
      to === undefined
        ? from
          ? `${from} days or more before the trip`
          : "Any time before the trip"
        : from
          ? `${from}–${to} days before the trip`
          : `Less than ${to + 1} days before the trip`,
    refund: (kind, percent) =>
      kind === "full" ? "full refund" : kind === "none" ? "no refund" : `${percent} refund`,
    closing: "Your local agency will be in touch before departure. Have a wonderful trip!",
    seeBooking: "See your booking",
  },
  de: {
    subject: (tour) => `Ihre Buchung ist bestätigt: ${tour}`,
    greeting: (name) => `Guten Tag ${name},`,
    intro:
      "Vielen Dank für Ihre Buchung bei Tembea. Ihre Zahlung ist eingegangen und Ihre Plätze sind bestätigt.",
    colon: ": ",
    dates: "Reisedaten",
    travellers: "Reisende",
    rooms: "Zimmer",
    roomCounts: (shared, single) =>
      roomCounts(shared, single, {
        shared: ["Doppelzimmer", "Doppelzimmer"],
        single: ["Einzelzimmer", "Einzelzimmer"],
      }),
    paid: "Bezahlter Betrag",
    refunds: "Stornierung und Rückerstattung",
    span: (from, to) =>
      to === undefined
        ? from
          ? `${from} Tage oder mehr vor der Reise`
          : "Jederzeit vor der Reise"
        : from
          ? `${from}–${to} Tage vor der Reise`
          : `Weniger als ${to + 1} Tage vor der Reise`,
    refund: (kind, percent) =>
      kind === "full"
        ? "volle Rückerstattung"
        : kind === "none"
          ? "keine Rückerstattung"
          : `${percent} Rückerstattung`,
    closing:
      "Ihre lokale Agentur meldet sich vor der Abreise bei Ihnen. Wir wünschen Ihnen eine wunderbare Reise!",
    seeBooking: "Buchung ansehen",
  },
  fr: {
    subject: (tour) => `Votre réservation est confirmée : ${tour}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: "Merci d’avoir réservé avec Tembea. Votre paiement est arrivé et vos places sont confirmées.",
    colon: " : ",
    dates: "Dates",
    travellers: "Voyageurs",
    rooms: "Chambres",
    roomCounts: (shared, single) =>
      roomCounts(shared, single, {
        shared: ["chambre partagée", "chambres partagées"],
        single: ["chambre individuelle", "chambres individuelles"],
      }),
    paid: "Montant payé",
    refunds: "Annulation et remboursement",
    span: (from, to) =>
      to === undefined
        ? from
          ? `${from} jours ou plus avant le départ`
          : "À tout moment avant le départ"
        : from
          ? `De ${from} à ${to} jours avant le départ`
          : `Moins de ${to + 1} jours avant le départ`,
    refund: (kind, percent) =>
      kind === "full"
        ? "remboursement intégral"
        : kind === "none"
          ? "aucun remboursement"
          : `remboursement de ${percent}`,
    closing: "Votre agence locale vous contactera avant le départ. Excellent voyage !",
    seeBooking: "Voir votre réservation",
  },
};

/** The booker's confirmation, in the language they booked in. Every interpolated value is escaped. */
export function bookingConfirmationMail(booking: Booking, tour: GroupTour | SpecialTour): MailMessage {
  const t = texts[booking.locale];
  const date = (iso: string) => mailDate(iso, booking.locale);
  const { lead, others } = booking.travellers;
  const names = [lead, ...others].map((p) => `${p.firstName} ${p.lastName}`);
  const line = (label: string, value: string) => `${label}${t.colon}${value}`;
  const lines = [
    ...referenceLines(booking.locale, booking.reference),
    line(t.dates, `${date(booking.startDate)} – ${date(booking.endDate)}`),
    line(t.travellers, names.join(", ")),
    ...(booking.rooms
      ? [line(t.rooms, t.roomCounts(booking.rooms.sharedRooms, booking.rooms.singleRooms))]
      : []),
    line(t.paid, formatMoney(booking.totalChf, "CHF", booking.locale)),
  ];
  const percent = numberFormat(booking.locale, { style: "percent" });
  const tiers = refundSchedule(booking.refundTiers).map(({ tier, from, to }) =>
    line(t.span(from, to), t.refund(refundKind(tier), percent.format(tier.refundPercent / 100))),
  );
  const title = tour.title[booking.locale];
  // A guest has no account to open it in; their reference is in the lines above.
  const link = booking.userId
    ? { label: t.seeBooking, url: siteUrl(booking.locale, `/account/trips/tour/${booking.id}`) }
    : undefined;
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
      `${t.refunds}${t.colon.trimEnd()}`,
      ...tiers,
      "",
      t.closing,
      "",
      ...(link ? [`${link.label}\n${link.url}`, ""] : []),
      "Tembea",
    ].join("\n"),
    html: [
      `<p>${escapeHtml(t.greeting(lead.firstName))}</p>`,
      `<p>${escapeHtml(t.intro)}</p>`,
      `<h2>${escapeHtml(title)}</h2>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      `<h3>${escapeHtml(t.refunds)}</h3>`,
      `<ul>${tiers.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>`,
      `<p>${escapeHtml(t.closing)}</p>`,
      link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : "",
      "<p>Tembea</p>",
    ].join(""),
  };
}
