import { escapeHtml } from "../escape-html.js";
import type { MailMessage } from "../mail.js";

/** A plain mail: greeting, paragraphs, an optional link button, signature. Everything escaped. */
export function simpleMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.url}`] : []), "Tembea"].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    "<p>Tembea</p>",
  ].join("");
  return { to, subject, text, html };
}
