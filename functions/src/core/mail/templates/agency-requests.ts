import {
  type Agency,
  dateTimeFormat,
  destinationName,
  formatMoney,
  type Locale,
  type TripPaymentPart,
  type TripRequest,
} from "@tembea/shared";
import type { MailMessage } from "../message.js";
import { siteUrl } from "../site-links.js";
import { referenceLines } from "./reference-line.js";
import { simpleMail } from "./simple-mail.js";

/** Where an agency's mails go and the language it chose (English when it never chose one). */
export interface AgencyAddress {
  email: string;
  language?: Locale | undefined;
}

/** The agency's address for these mails, or undefined when it has no e-mail address. */
export function mailAddressOf(
  agency: Pick<Agency, "email" | "language"> | undefined,
): AgencyAddress | undefined {
  return agency?.email ? { email: agency.email, language: agency.language } : undefined;
}

const texts: Record<
  Locale,
  {
    newRequest: (destination: string, due: string) => string;
    asked: (name: string) => string;
    reminder: (name: string, due: string) => string;
    overdue: (name: string, due: string) => string;
    nearlyOver: string;
    over: string;
    changeSubject: (name: string) => string;
    changeAsked: (name: string) => string;
    acceptedSubject: (name: string) => string;
    /** The balance comes weeks after the acceptance: its own subject. */
    balanceSubject: (name: string) => string;
    accepted: Record<TripPaymentPart, (name: string, title: string, amount: string) => string>;
    link: string;
  }
> = {
  en: {
    newRequest: (destination, due) => `New tailored trip request (${destination}), reply by ${due}`,
    asked: (name) => `${name} asked for a tailored trip. Tembea promises an offer within 72 hours.`,
    reminder: (name, due) => `Reminder: the offer for ${name} is due by ${due}`,
    overdue: (name, due) => `Overdue: the offer for ${name} was due by ${due}`,
    nearlyOver:
      "This tailored trip request has no offer yet, and the 72 hours Tembea promises are nearly over.",
    over: "This tailored trip request has no offer yet, and the 72 hours Tembea promises are over. Please reply as soon as you can.",
    changeSubject: (name) => `Change request from ${name}`,
    changeAsked: (name) => `${name} asks for a change to their tailored trip request:`,
    acceptedSubject: (name) => `Offer accepted by ${name}`,
    balanceSubject: (name) => `Balance paid by ${name}`,
    accepted: {
      deposit: (name, title, amount) =>
        `${name} has accepted your offer "${title}" and paid the deposit (${amount}).`,
      full: (name, title, amount) =>
        `${name} has accepted your offer "${title}" and paid the full amount (${amount}).`,
      balance: (name, _title, amount) =>
        `${name} has paid the balance (${amount}); the trip is paid in full.`,
    },
    link: "Open the request",
  },
  de: {
    newRequest: (destination, due) =>
      `Neue Anfrage für eine massgeschneiderte Reise (${destination}), Antwort bis zum ${due}`,
    asked: (name) =>
      `${name} wünscht eine massgeschneiderte Reise. Tembea verspricht ein Angebot innert 72 Stunden.`,
    reminder: (name, due) => `Erinnerung: Bitte senden Sie Ihr Angebot für ${name} bis zum ${due}`,
    overdue: (name, due) => `Überfällig: Das Angebot für ${name} war am ${due} fällig`,
    nearlyOver:
      "Zu dieser Anfrage für eine massgeschneiderte Reise liegt noch kein Angebot vor, und die von Tembea versprochenen 72 Stunden sind bald vorbei.",
    over: "Zu dieser Anfrage für eine massgeschneiderte Reise liegt noch kein Angebot vor, und die von Tembea versprochenen 72 Stunden sind vorbei. Bitte senden Sie Ihr Angebot so bald wie möglich.",
    changeSubject: (name) => `Änderungswunsch von ${name}`,
    changeAsked: (name) => `${name} wünscht eine Änderung an der Anfrage für eine massgeschneiderte Reise:`,
    acceptedSubject: (name) => `${name} hat Ihr Angebot angenommen`,
    balanceSubject: (name) => `${name} hat den Restbetrag bezahlt`,
    accepted: {
      deposit: (name, title, amount) =>
        `${name} hat Ihr Angebot «${title}» angenommen und die Anzahlung (${amount}) bezahlt.`,
      full: (name, title, amount) =>
        `${name} hat Ihr Angebot «${title}» angenommen und den Gesamtbetrag (${amount}) bezahlt.`,
      balance: (name, _title, amount) =>
        `${name} hat den Restbetrag (${amount}) bezahlt; die Reise ist vollständig bezahlt.`,
    },
    link: "Anfrage öffnen",
  },
  fr: {
    newRequest: (destination, due) =>
      `Nouvelle demande de voyage sur mesure (${destination}), réponse d’ici le ${due}`,
    asked: (name) => `${name} demande un voyage sur mesure. Tembea promet une offre sous 72\u00a0heures.`,
    reminder: (name, due) => `Rappel\u00a0: l’offre pour ${name} est attendue d’ici le ${due}`,
    overdue: (name, due) => `En retard\u00a0: l’offre pour ${name} était attendue au plus tard le ${due}`,
    nearlyOver:
      "Vous n’avez pas encore envoyé d’offre pour cette demande de voyage sur mesure, et les 72\u00a0heures promises par Tembea sont presque écoulées.",
    over: "Vous n’avez pas encore envoyé d’offre pour cette demande de voyage sur mesure, et les 72\u00a0heures promises par Tembea sont écoulées. Veuillez envoyer votre offre dès que possible.",
    changeSubject: (name) => `Demande de modification envoyée par ${name}`,
    changeAsked: (name) => `${name} souhaite modifier sa demande de voyage sur mesure\u00a0:`,
    acceptedSubject: (name) => `Offre acceptée par ${name}`,
    balanceSubject: (name) => `Solde payé par ${name}`,
    accepted: {
      deposit: (name, title, amount) =>
        `${name} a accepté votre offre «\u00a0${title}\u00a0» et payé l’acompte (${amount}).`,
      full: (name, title, amount) =>
        `${name} a accepté votre offre «\u00a0${title}\u00a0» et payé le montant total (${amount}).`,
      balance: (name, _title, amount) =>
        `${name} a payé le solde (${amount})\u00a0; le voyage est entièrement payé.`,
    },
    link: "Ouvrir la demande",
  },
};

const languageOf = (agency: AgencyAddress): Locale => agency.language ?? "en";

/**
 * "Nov 27, 2026, 4:16 AM UTC", "27. Nov. 2026, 04:16 UTC": agencies sit in several time zones (the
 * console shows their own), and a zone named keeps the mail right wherever it is read.
 */
const dueTime = (iso: string, locale: Locale) =>
  dateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(new Date(iso));

type Texts = (typeof texts)[Locale];

/**
 * One mail to the agency about a request, in the agency's language: the subject and paragraphs the
 * caller writes with that language's texts, then the request's reference and the way to it on the
 * console.
 */
function agencyMail(
  request: TripRequest,
  agency: AgencyAddress,
  write: (t: Texts, locale: Locale) => { subject: string; paragraphs: string[] },
): MailMessage {
  const locale = languageOf(agency);
  const { subject, paragraphs } = write(texts[locale], locale);
  return simpleMail(agency.email, subject, [...paragraphs, ...referenceLines(locale, request.reference)], {
    label: texts[locale].link,
    url: siteUrl(locale, `/agent/requests/${request.id}`),
  });
}

/** A new request for the agency that answers its destination. */
export function newRequestForAgencyMail(request: TripRequest, agency: AgencyAddress): MailMessage {
  return agencyMail(request, agency, (t, locale) => ({
    subject: t.newRequest(destinationName(request.destination, locale), dueTime(request.replyDueAt, locale)),
    paragraphs: [t.asked(request.travellerName)],
  }));
}

/**
 * Sent once, near the deadline; a request found past it (the job was down, say) is said to be
 * overdue rather than "nearly" due.
 */
export function replyReminderMail(
  request: TripRequest,
  agency: AgencyAddress,
  now = new Date(),
): MailMessage {
  const overdue = Date.parse(request.replyDueAt) <= now.getTime();
  return agencyMail(request, agency, (t, locale) => {
    const due = dueTime(request.replyDueAt, locale);
    return {
      subject: overdue ? t.overdue(request.travellerName, due) : t.reminder(request.travellerName, due),
      paragraphs: [overdue ? t.over : t.nearlyOver],
    };
  });
}

/** The traveller's change request, their own words quoted as written. */
export function changeRequestForAgencyMail(
  request: TripRequest,
  text: string,
  agency: AgencyAddress,
): MailMessage {
  return agencyMail(request, agency, (t) => ({
    subject: t.changeSubject(request.travellerName),
    paragraphs: [t.changeAsked(request.travellerName), text],
  }));
}

/** Each payment of an accepted offer: the deposit or the whole amount with the acceptance, or the balance. */
export function offerAcceptedForAgencyMail(
  request: TripRequest,
  part: TripPaymentPart,
  amountChf: number,
  agency: AgencyAddress,
): MailMessage {
  return agencyMail(request, agency, (t, locale) => ({
    subject:
      part === "balance" ? t.balanceSubject(request.travellerName) : t.acceptedSubject(request.travellerName),
    paragraphs: [
      t.accepted[part](
        request.travellerName,
        request.offer?.title ?? "",
        formatMoney(amountChf, "CHF", locale),
      ),
    ],
  }));
}
