import type { Locale, TripRequest } from "@tembea/shared";
import type { MailMessage } from "../message.js";
import { siteUrl } from "../site-links.js";
import { mailDate } from "./mail-date.js";
import { referenceLines } from "./reference-line.js";
import { simpleMail } from "./simple-mail.js";

type Texts = Record<Locale, { subject: string; body: (name: string) => string[]; link: string }>;

const received: Texts = {
  en: {
    subject: "We have your tailored trip request",
    body: (name) => [
      `Hello ${name},`,
      "Thank you for your request. A local agent is preparing a free, non-binding offer and replies within 72 hours. We will e-mail you as soon as it is ready.",
    ],
    link: "See your request",
  },
  de: {
    subject: "Wir haben Ihre Anfrage für eine massgeschneiderte Reise erhalten",
    body: (name) => [
      `Guten Tag ${name},`,
      "Vielen Dank für Ihre Anfrage. Eine lokale Reiseexpertin oder ein lokaler Reiseexperte erstellt ein kostenloses, unverbindliches Angebot und antwortet innerhalb von 72 Stunden. Wir schreiben Ihnen, sobald es bereit ist.",
    ],
    link: "Ihre Anfrage ansehen",
  },
  fr: {
    subject: "Nous avons bien reçu votre demande de voyage sur mesure",
    body: (name) => [
      `Bonjour ${name},`,
      "Merci pour votre demande. Un agent local prépare une offre gratuite et sans engagement et vous répond sous 72 heures. Nous vous écrirons dès qu’elle sera prête.",
    ],
    link: "Voir votre demande",
  },
};

const offered: Texts = {
  en: {
    subject: "Your tailored trip offer is ready",
    body: (name) => [
      `Hello ${name},`,
      "The local agency has sent you an offer for your trip. Have a look and tell us what you think.",
    ],
    link: "See your offer",
  },
  de: {
    subject: "Ihr Angebot für Ihre massgeschneiderte Reise ist da",
    body: (name) => [
      `Guten Tag ${name},`,
      "Die lokale Agentur hat Ihnen ein Angebot für Ihre Reise geschickt. Schauen Sie es sich an und sagen Sie uns, was Sie davon halten.",
    ],
    link: "Angebot ansehen",
  },
  fr: {
    subject: "Votre offre de voyage sur mesure est prête",
    body: (name) => [
      `Bonjour ${name},`,
      "L’agence locale vous a envoyé une offre pour votre voyage. Jetez-y un œil et dites-nous ce que vous en pensez.",
    ],
    link: "Voir votre offre",
  },
};

/** A revision says so: the traveller already has the first offer and may have asked for the change. */
const revised: Texts = {
  en: {
    subject: "Your tailored trip offer has been revised",
    body: (name) => [
      `Hello ${name},`,
      "The local agency has revised its offer for your trip. Have a look at the new version before you accept it.",
    ],
    link: "See the revised offer",
  },
  de: {
    subject: "Das Angebot für Ihre massgeschneiderte Reise wurde überarbeitet",
    body: (name) => [
      `Guten Tag ${name},`,
      "Die lokale Agentur hat ihr Angebot für Ihre Reise überarbeitet. Schauen Sie sich die neue Fassung an, bevor Sie es annehmen.",
    ],
    link: "Überarbeitetes Angebot ansehen",
  },
  fr: {
    subject: "Votre offre de voyage sur mesure a été modifiée",
    body: (name) => [
      `Bonjour ${name},`,
      "L’agence locale a modifié son offre pour votre voyage. Consultez la nouvelle version avant de l’accepter.",
    ],
    link: "Voir l’offre modifiée",
  },
};

const requestLink = (request: TripRequest) => siteUrl(request.locale, `/account/trips/request/${request.id}`);

export function tripRequestReceivedMail(request: TripRequest): MailMessage {
  const t = received[request.locale];
  const paragraphs = [...t.body(request.travellerName), ...referenceLines(request.locale, request.reference)];
  return simpleMail(request.travellerEmail, t.subject, paragraphs, {
    label: t.link,
    url: requestLink(request),
  });
}

/** Until when the traveller may accept the offer: the date the agency set, in the traveller's words. */
const validUntilLine: Record<Locale, (date: string) => string> = {
  en: (date) => `The offer is valid until ${date}.`,
  de: (date) => `Das Angebot gilt bis zum ${date}.`,
  fr: (date) => `L’offre est valable jusqu’au ${date}.`,
};

export function offerAvailableMail(request: TripRequest, { revision }: { revision: boolean }): MailMessage {
  const t = (revision ? revised : offered)[request.locale];
  const validUntil = request.offer?.validUntil;
  const paragraphs = [
    ...t.body(request.travellerName),
    ...(validUntil ? [validUntilLine[request.locale](mailDate(validUntil, request.locale))] : []),
    ...referenceLines(request.locale, request.reference),
  ];
  return simpleMail(request.travellerEmail, t.subject, paragraphs, {
    label: t.link,
    url: requestLink(request),
  });
}
