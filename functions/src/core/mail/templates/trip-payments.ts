import { formatMoney, type Locale, type TripPaymentPart, type TripRequest } from "@tembea/shared";
import type { MailMessage } from "../message.js";
import { siteUrl } from "../site-links.js";
import { referenceLines } from "./reference-line.js";
import { simpleMail } from "./simple-mail.js";

type Texts = {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  received: Record<TripPaymentPart, (amount: string) => string>;
  balance: (amount: string) => string;
  link: string;
};

const texts: Record<Locale, Texts> = {
  en: {
    subject: (title) => `Your trip is booked: ${title}`,
    greeting: (name) => `Hello ${name},`,
    received: {
      deposit: (amount) => `We have received your deposit of ${amount}. Your trip is booked.`,
      full: (amount) => `We have received your payment of ${amount}. Your trip is booked and paid in full.`,
      balance: (amount) => `We have received the balance of ${amount}. Your trip is now paid in full.`,
    },
    balance: (amount) => `The balance of ${amount} can be paid from your trip page.`,
    link: "See your trip",
  },
  de: {
    subject: (title) => `Ihre Reise ist gebucht: ${title}`,
    greeting: (name) => `Guten Tag ${name},`,
    received: {
      deposit: (amount) => `Wir haben Ihre Anzahlung von ${amount} erhalten. Ihre Reise ist gebucht.`,
      full: (amount) =>
        `Wir haben Ihre Zahlung von ${amount} erhalten. Ihre Reise ist gebucht und vollständig bezahlt.`,
      balance: (amount) =>
        `Wir haben den Restbetrag von ${amount} erhalten. Ihre Reise ist jetzt vollständig bezahlt.`,
    },
    balance: (amount) => `Den Restbetrag von ${amount} können Sie auf der Seite Ihrer Reise bezahlen.`,
    link: "Ihre Reise ansehen",
  },
  fr: {
    subject: (title) => `Votre voyage est réservé : ${title}`,
    greeting: (name) => `Bonjour ${name},`,
    received: {
      deposit: (amount) => `Nous avons bien reçu votre acompte de ${amount}. Votre voyage est réservé.`,
      full: (amount) =>
        `Nous avons bien reçu votre paiement de ${amount}. Votre voyage est réservé et entièrement payé.`,
      balance: (amount) =>
        `Nous avons bien reçu le solde de ${amount}. Votre voyage est maintenant entièrement payé.`,
    },
    balance: (amount) => `Le solde de ${amount} peut être réglé depuis la page de votre voyage.`,
    link: "Voir votre voyage",
  },
};

/** To the traveller, in their language, after each payment of an accepted offer. */
export function tripPaymentReceivedMail(
  request: TripRequest,
  part: TripPaymentPart,
  amountChf: number,
  /** The language to write in: the paying page's, else the request's. */
  locale: Locale = request.locale,
): MailMessage {
  const t = texts[locale];
  const money = (chf: number) => formatMoney(chf, "CHF", locale);
  const due = request.payment ? request.payment.totalChf - request.payment.paidChf : 0;
  return simpleMail(
    request.travellerEmail,
    t.subject(request.offer?.title ?? ""),
    [
      t.greeting(request.travellerName),
      t.received[part](money(amountChf)),
      ...(due > 0 ? [t.balance(money(due))] : []),
      ...referenceLines(locale, request.reference),
    ],
    { label: t.link, url: siteUrl(locale, `/account/trips/request/${request.id}/summary`) },
  );
}
