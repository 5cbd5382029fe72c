import type { Locale } from "@tembea/shared";
import type { MailMessage } from "../message.js";
import { referenceLines } from "./reference-line.js";
import { simpleMail } from "./simple-mail.js";

const texts: Record<
  Locale,
  { subject: (tour: string) => string; body: (name: string, tour: string) => string[]; link: string }
> = {
  en: {
    subject: (tour) => `How was ${tour}?`,
    body: (name, tour) => [
      `Hello ${name},`,
      `Welcome back! Would you tell other travellers how ${tour} went? It takes two minutes, and the link works once.`,
    ],
    link: "Write your review",
  },
  de: {
    subject: (tour) => `Wie war ${tour}?`,
    body: (name, tour) => [
      `Guten Tag ${name},`,
      `Willkommen zurück! Erzählen Sie anderen Reisenden, wie ${tour} war? Es dauert zwei Minuten, und der Link funktioniert einmal.`,
    ],
    link: "Bewertung schreiben",
  },
  fr: {
    subject: (tour) => `Comment s’est passé « ${tour} » ?`,
    body: (name, tour) => [
      `Bonjour ${name},`,
      `Bon retour ! Racontez aux autres voyageurs comment s’est passé « ${tour} » : cela prend deux minutes, et le lien ne fonctionne qu’une fois.`,
    ],
    link: "Donner mon avis",
  },
};

export function reviewInvitationMail(
  locale: Locale,
  to: { email: string; name: string },
  tourTitle: string,
  link: string,
  /** The booking's short reference; absent on bookings made before references existed. */
  reference?: string,
): MailMessage {
  const t = texts[locale];
  const paragraphs = [...t.body(to.name, tourTitle), ...referenceLines(locale, reference)];
  return simpleMail(to.email, t.subject(tourTitle), paragraphs, { label: t.link, url: link });
}
