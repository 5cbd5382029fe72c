import { escapeHtml } from "@tembea/shared/site/escape-html";
import type { MailMessage } from "../message.js";

/**
 * A plain mail: greeting, paragraphs, an optional link button, signature. Everything escaped. In the
 * text part the link's address goes on the line under its label, which needs no colon (French would
 * want a no-break space before it) and lets mail readers find the address on its own.
 */
export function simpleMail(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { label: string; url: string },
): MailMessage {
  const text = [...paragraphs, ...(link ? [`${link.label}\n${link.url}`] : []), "Tembea"].join("\n\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    "<p>Tembea</p>",
  ].join("");
  return { to, subject, text, html };
}
