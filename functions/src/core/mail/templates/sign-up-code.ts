import type { Locale } from "@tembea/shared";
import { escapeHtml } from "@tembea/shared/site/escape-html";
import type { MailMessage } from "../message.js";

const texts: Record<
  Locale,
  {
    subject: (code: string) => string;
    greeting: (name: string) => string;
    body: string;
    validity: string;
    comeBack: string;
    ignore: string;
  }
> = {
  en: {
    subject: (code) => `${code} is your Tembea code`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    body: "Enter this code on the sign-up page to confirm your e-mail address and finish creating your Tembea account.",
    validity:
      "The code works once and expires in 24 hours. If you ask for a new code, this one stops working.",
    comeBack:
      "Closed the page? Log in with your e-mail address and password, and you will be asked for the code.",
    ignore:
      "If you did not sign up for Tembea, you can ignore this e-mail; without this code the account cannot be used.",
  },
  de: {
    subject: (code) => `${code} ist Ihr Tembea-Code`,
    greeting: (name) => (name ? `Guten Tag ${name},` : "Guten Tag,"),
    body: "Geben Sie diesen Code auf der Registrierungsseite ein, um Ihre E-Mail-Adresse zu bestätigen und Ihr Tembea-Konto fertig einzurichten.",
    validity:
      "Der Code gilt einmal und läuft in 24 Stunden ab. Wenn Sie einen neuen Code anfordern, gilt dieser nicht mehr.",
    comeBack:
      "Seite geschlossen? Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an, dann werden Sie nach dem Code gefragt.",
    ignore:
      "Wenn Sie sich nicht bei Tembea registriert haben, können Sie diese E-Mail ignorieren; ohne diesen Code kann das Konto nicht genutzt werden.",
  },
  fr: {
    subject: (code) => `${code} est votre code Tembea`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    body: "Saisissez ce code sur la page d’inscription pour confirmer votre adresse e-mail et terminer la création de votre compte Tembea.",
    validity:
      "Le code ne fonctionne qu’une fois et expire dans 24 heures. Si vous demandez un nouveau code, celui-ci ne sera plus valable.",
    comeBack:
      "Vous avez fermé la page ? Connectez-vous avec votre adresse e-mail et votre mot de passe, le code vous sera alors demandé.",
    ignore:
      "Si vous n’avez pas créé de compte Tembea, ignorez cet e-mail ; sans ce code, le compte ne peut pas être utilisé.",
  },
};

/** The code that proves a sign-up's address, on a line of its own (nothing to punctuate around it). */
export function signUpCodeMail(
  locale: Locale,
  to: { email: string; name: string },
  code: string,
): MailMessage {
  const t = texts[locale];
  const paragraphs = [t.validity, t.comeBack, t.ignore];
  return {
    to: to.email,
    subject: t.subject(code),
    text: `${t.greeting(to.name)}\n\n${t.body}\n\n${code}\n\n${paragraphs.join("\n\n")}\n\nTembea`,
    html: `<p>${escapeHtml(t.greeting(to.name))}</p><p>${escapeHtml(t.body)}</p><p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}<p>Tembea</p>`,
  };
}
