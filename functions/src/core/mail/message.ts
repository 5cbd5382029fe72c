/** A rendered mail, as every sender takes it; a leaf, so the senders and the port import no cycle. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail sender port (core/ports.ts): never throws; false when the mail was given up. */
export type MailSender = (message: MailMessage) => Promise<boolean>;
