import type { Locale } from "@tembea/shared";
import { escapeHtml } from "@tembea/shared/site/escape-html";
import type { MailMessage } from "../message.js";

const texts: Record<
  Locale,
  { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string }
> = {
  en: {
    subject: "Reset your Tembea password",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    body: "We received a request to reset the password of your Tembea account. The link below works once and expires in one hour.",
    action: "Set a new password",
    ignore: "If you did not ask for this, you can ignore this e-mail; your password stays as it is.",
  },
  de: {
    subject: "Ihr Tembea-Passwort zurücksetzen",
    greeting: (name) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
    body: "Wir haben eine Anfrage erhalten, das Passwort Ihres Tembea-Kontos zurückzusetzen. Der folgende Link funktioniert einmal und läuft in einer Stunde ab.",
    action: "Neues Passwort festlegen",
    ignore:
      "Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.",
  },
  fr: {
    subject: "Réinitialisez votre mot de passe Tembea",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    body: "Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Tembea. Le lien ci-dessous ne fonctionne qu’une fois et expire dans une heure.",
    action: "Choisir un nouveau mot de passe",
    ignore:
      "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  },
};

export function passwordResetMail(
  locale: Locale,
  to: { email: string; name: string },
  link: string,
): MailMessage {
  const t = texts[locale];
  return {
    to: to.email,
    subject: t.subject,
    // The link on a line of its own, as in the other mails: nothing to punctuate in any language.
    text: `${t.greeting(to.name)}\n\n${t.body}\n\n${t.action}\n${link}\n\n${t.ignore}\n\nTembea`,
    html: `<p>${escapeHtml(t.greeting(to.name))}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p><p>Tembea</p>`,
  };
}
