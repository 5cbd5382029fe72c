import type { Locale } from "@tembea/shared";
import { escapeHtml } from "@tembea/shared/site/escape-html";
import type { MailMessage } from "../message.js";

type Role = "agent" | "admin";

const texts: Record<
  Locale,
  {
    subject: (role: Role, agency: string) => string;
    greeting: (name: string) => string;
    body: (role: Role, agency: string) => string;
    /** The agency's stand-in when the mail has no name for it. */
    yourAgency: string;
    action: string;
    expiry: string;
  }
> = {
  en: {
    subject: (role, agency) =>
      role === "admin" ? "Your Tembea staff account" : `Your Tembea account for ${agency}`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    body: (role, agency) =>
      role === "admin"
        ? "An account has been made for you to run the Tembea marketplace. Set your password with the link below, then sign in."
        : `An account has been made for you to answer travellers' requests and publish tours for ${agency} on Tembea. Set your password with the link below, then sign in.`,
    action: "Set my password",
    yourAgency: "your agency",
    expiry:
      "The link works once and expires in seven days. If it has expired, ask Tembea's team for a new one.",
  },
  de: {
    subject: (role, agency) =>
      role === "admin" ? "Ihr Tembea-Konto für das Team" : `Ihr Tembea-Konto für ${agency}`,
    greeting: (name) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
    body: (role, agency) =>
      role === "admin"
        ? "Für Sie wurde ein Konto angelegt, um den Tembea-Marktplatz zu betreuen. Legen Sie mit dem folgenden Link Ihr Passwort fest und melden Sie sich dann an."
        : `Für Sie wurde ein Konto angelegt, um auf Tembea Anfragen von Reisenden zu beantworten und Touren für ${agency} zu veröffentlichen. Legen Sie mit dem folgenden Link Ihr Passwort fest und melden Sie sich dann an.`,
    action: "Mein Passwort festlegen",
    yourAgency: "Ihre Agentur",
    expiry:
      "Der Link funktioniert einmal und läuft in sieben Tagen ab. Ist er abgelaufen, bitten Sie das Tembea-Team um einen neuen.",
  },
  fr: {
    subject: (role, agency) =>
      role === "admin" ? "Votre compte Tembea d’équipe" : `Votre compte Tembea pour ${agency}`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    body: (role, agency) =>
      role === "admin"
        ? "Un compte a été créé pour vous permettre de gérer la place de marché Tembea. Choisissez votre mot de passe avec le lien ci-dessous, puis connectez-vous."
        : `Un compte a été créé pour vous permettre de répondre aux demandes des voyageurs et de publier des circuits pour ${agency} sur Tembea. Choisissez votre mot de passe avec le lien ci-dessous, puis connectez-vous.`,
    action: "Choisir mon mot de passe",
    yourAgency: "votre agence",
    expiry:
      "Le lien ne fonctionne qu’une fois et expire dans sept jours. S’il a expiré, demandez-en un nouveau à l’équipe Tembea.",
  },
};

/** The invitation to an account the operator made: the link sets its password. */
export function invitationMail(
  locale: Locale,
  to: { email: string; name: string },
  link: string,
  role: Role,
  agencyName?: string,
): MailMessage {
  const t = texts[locale];
  const agency = agencyName ?? t.yourAgency;
  const subject = t.subject(role, agency);
  const body = t.body(role, agency);
  return {
    to: to.email,
    subject,
    text: `${t.greeting(to.name)}\n\n${body}\n\n${t.action}\n${link}\n\n${t.expiry}\n\nTembea`,
    html: `<p>${escapeHtml(t.greeting(to.name))}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.expiry)}</p><p>Tembea</p>`,
  };
}
